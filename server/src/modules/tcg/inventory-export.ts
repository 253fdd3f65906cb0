import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { csvLines } from '../../platform/csv-writer.ts';
import { CONDITION_NAMES } from './card-writer.ts';
import { languageName } from './languages.ts';
import type { Condition } from './parsers/card-record.ts';

export const EXPORT_FORMATS = ['storefront', 'tcgplayer'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

interface StockRow {
  id: number;
  sku: string;
  name: string;
  game: string;
  setCode: string;
  setName: string;
  number: string;
  rarity: string;
  condition: string;
  foil: boolean;
  language: string;
  quantity: number;
  price: string;
  supplier: string;
}

/** The store's own format (docs/imports.md): one row per supplier offer, re-importable as `storefront`. */
const STOREFRONT = {
  header:
    'sku,name,game,set_code,set_name,collector_number,rarity,condition,finish,language,quantity,price,supplier',
  row: (r: StockRow) => [
    r.sku,
    r.name,
    r.game,
    r.setCode,
    r.setName,
    r.number,
    r.rarity,
    r.condition,
    r.foil ? 'foil' : 'normal',
    r.language,
    String(r.quantity),
    r.price,
    r.supplier,
  ],
};

const RARITY_LETTER: Record<string, string> = {
  common: 'C',
  uncommon: 'U',
  rare: 'R',
  mythic: 'M',
  special: 'S',
};

/** TCGplayer's seller inventory ("MyPricing") columns; its market-price columns are left empty. */
const TCGPLAYER = {
  header:
    'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL',
  row: (r: StockRow) => {
    const condition = `${CONDITION_NAMES[r.condition as Condition] ?? 'Near Mint'}${r.foil ? ' Foil' : ''}${
      r.language === 'en' ? '' : ` - ${languageName(r.language)}`
    }`;
    const line = r.game === 'pokemon' ? 'Pokemon' : 'Magic';
    const rarity = r.game === 'mtg' ? (RARITY_LETTER[r.rarity.toLowerCase()] ?? '') : r.rarity;
    return [
      '',
      line,
      r.setName,
      r.name,
      '',
      r.number,
      rarity,
      condition,
      '',
      '',
      '',
      '',
      String(r.quantity),
      '0',
      r.price,
      '',
    ];
  },
};

/**
 * The store's card stock as CSV, a page of offers at a time (an admin gets every supplier's, a supplier their
 * own): in the store's own format or TCGplayer's seller inventory format, so an owner can take it anywhere.
 */
export async function* exportInventory(ctx: RequestContext, format: ExportFormat): AsyncGenerator<string> {
  const user = requireRole(ctx, 'admin', 'supplier');
  const layout = format === 'tcgplayer' ? TCGPLAYER : STOREFRONT;
  const own = user.role === 'supplier' ? sql`and s.supplier_id = ${user.id}` : sql``;
  yield layout.header + '\n';
  let after = 0;
  for (;;) {
    const page = await ctx.db((tx) =>
      queryRows<StockRow>(
        tx,
        sql`select s.id, p.sku, p.name, c.game, c.set_code as "setCode", c.set_name as "setName",
          c.collector_number as number, c.rarity, coalesce(v.attributes->>'condition', 'NM') as condition,
          coalesce((v.attributes->>'is_foil')::boolean, false) as foil,
          coalesce(v.attributes->>'language', p.metadata->>'language', 'en') as language,
          s.quantity, s.price::text as price, coalesce(u.username, t.name) as supplier
        from supplier_stocks s
        join products p on p.tenant_id = s.tenant_id and p.id = s.product_id
        join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id
        join tcg_cards c on c.tenant_id = s.tenant_id and c.product_id = s.product_id
        join tenants t on t.id = s.tenant_id
        left join users u on u.tenant_id = s.tenant_id and u.id = s.supplier_id
        where s.tenant_id = ${ctx.tenant.id} and s.id > ${after} ${own}
        order by s.id limit 5000`,
      ),
    );
    if (!page.length) return;
    yield csvLines(page.map((r) => layout.row(r)));
    after = page[page.length - 1]!.id;
  }
}
