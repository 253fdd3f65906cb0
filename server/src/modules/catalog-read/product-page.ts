import { hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Product } from '@storefront/contract/catalog';
import { stockDisplay } from '@storefront/contract/catalog';
import { queryPrepared } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import { NotFound } from '../../platform/errors.ts';
import { WrittenJson } from '../../platform/response-serializer.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { CARD_FROM, CARD_TEXT_COLUMNS, seesSupplierEmail, type CardTextRow } from '../catalog/index.ts';
import type { CardBytes } from './card-json.ts';
import type { KeptPage } from './kept-pages.ts';

interface VariantRow {
  id: number;
  name: string;
  sku: string;
  price: string;
  is_active: boolean;
  stock: number;
}
/** An offer's seller: a supplier, or (no e-mail) the store itself by its name. */
interface StockRow {
  username: string;
  email: string | null;
  variant: string;
  available: number;
  price: string;
}
type DetailRow = CardTextRow & {
  description: string;
  meta_title: string;
  meta_description: string;
  variants: VariantRow[];
  stocks: StockRow[];
};

/**
 * A product page's row in one statement: its card as text (written from the kept card JSON, card-json.ts),
 * its variants (stock summed per variant) and offers, and its meta fields (the name and short description
 * when empty, as the page shows them).
 */
const DETAIL_COLUMNS = sql`${CARD_TEXT_COLUMNS}, p.description,
  coalesce(nullif(p.meta_title, ''), p.name) as meta_title,
  coalesce(nullif(p.meta_description, ''), p.short_description) as meta_description,
  coalesce((
    select json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'price', v.price::text,
      'is_active', v.is_active, 'stock', coalesce((
        select sum(s.quantity) from supplier_stocks s where s.tenant_id = v.tenant_id and s.variant_id = v.id
      ), 0)::int) order by v.sort_order, v.id)
    from product_variants v where v.tenant_id = p.tenant_id and v.product_id = p.id
  ), '[]') as variants,
  coalesce((
    select json_agg(json_build_object('username', coalesce(su.username, st.name), 'email', su.email,
      'variant', sv.name, 'available', s.quantity, 'price', s.price::text)
      order by s.quantity desc, s.price, coalesce(su.username, st.name))
    from supplier_stocks s
    join tenants st on st.id = s.tenant_id
    left join users su on su.tenant_id = s.tenant_id and su.id = s.supplier_id
    join product_variants sv on sv.tenant_id = s.tenant_id and sv.id = s.variant_id and sv.is_active
    where s.tenant_id = p.tenant_id and s.product_id = p.id
  ), '[]') as stocks`;

type DetailFields = Pick<
  Product,
  'description' | 'variants' | 'total_stock' | 'stock_display' | 'stocks' | 'meta_title' | 'meta_description'
>;

/** The fields a product page adds to its list item, in the schema's order, as JSON after the item's own. */
function detailJson(row: DetailRow, withEmail: boolean): string {
  const variants = row.variants.filter((v) => v.is_active);
  const detail: DetailFields = {
    description: row.description,
    variants: variants.map(({ id, name, sku, price, stock }) => ({ id, name, sku, price, stock })),
    total_stock: row.variants.reduce((sum, v) => sum + v.stock, 0),
    stock_display: stockDisplay(row.available_stock),
    stocks: row.stocks.map((s) => ({
      supplier: { username: s.username, ...(withEmail && s.email !== null && { email: s.email }) },
      variant: s.variant,
      available: s.available,
      price: s.price,
    })),
    meta_title: row.meta_title,
    meta_description: row.meta_description,
  };
  // `{"description":…}` without its opening brace: it continues the item's object.
  return `,${JSON.stringify(detail).slice(1)}`;
}

/**
 * Spec section 2 product detail through SQL, in one statement: stock by variant and by supplier; inactive
 * products are hidden. Written as the product's list item (its card's bytes, `cards`, with the stock)
 * followed by the page's own fields. A shopper's page is handed to `written` (kept pages, decision 037).
 */
export async function readProductPage(
  ctx: RequestContext,
  slug: string,
  cards: CardBytes,
  written?: (page: KeptPage) => void,
): Promise<WrittenJson<Product>> {
  const tenantId = ctx.tenant.id;
  const email = seesSupplierEmail(ctx);
  const [row] = await ctx.read((tx) =>
    queryPrepared<DetailRow>(
      tx,
      selectSql`select ${DETAIL_COLUMNS}
          from ${CARD_FROM}
          where p.tenant_id = ${tenantId} and p.slug = ${slug} and p.is_active`,
    ),
  );
  if (!row) throw new NotFound('Product not found');
  const [head, stock, tail] = cards.json(tenantId, row, email);
  // The item's closing brace gives way to the page's fields.
  const bytes = Buffer.concat([
    head,
    stock,
    tail.subarray(0, tail.length - 1),
    Buffer.from(detailJson(row, email)),
  ]);
  if (email) return new WrittenJson(bytes);
  const answer = new WrittenJson<Product>(bytes, `"${hash('sha1', bytes, 'base64url')}"`);
  written?.({ id: row.id, answer });
  return answer;
}
