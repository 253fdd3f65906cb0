import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { toCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import type { DatabaseHandle } from '../../db/client.ts';

/** The shared real samples (their README): Scryfall cards, pokemontcg.io cards with prices. */
export const SAMPLES = '/work/shared/data/tcg';
export const sample = (file: string) => createReadStream(path.join(SAMPLES, file), { highWaterMark: 8192 });

export const KARN = '2888d633-3d08-59d5-981f-5ec5f010d1e2';
export const ADAMANT_WILL = '99057a3d-ca34-5b1d-b3f6-bdb870072010';

/**
 * An MTGJSON AllPrices-shaped file for two printings of the AllPrintings sample (no real AllPrices content
 * is in the samples, see their README): provider → retail/buylist → normal/foil → date → price, plus an
 * MTGO block (not paper: ignored) and a uuid the store does not sell.
 */
export function mtgjsonPrices(): Readable {
  const doc = {
    meta: { date: '2026-11-02', version: '5.2.2' },
    data: {
      [KARN]: {
        mtgo: { cardhoarder: { currency: 'USD', retail: { normal: { '2026-11-02': 9.5 } } } },
        paper: {
          tcgplayer: {
            currency: 'USD',
            retail: { normal: { '2026-11-01': 11.25, '2026-11-02': 12.5 }, foil: { '2026-11-02': 30 } },
            buylist: { normal: { '2026-11-02': 8 } },
          },
          cardmarket: { currency: 'EUR', retail: { normal: { '2026-11-02': 10.1 } } },
        },
      },
      [ADAMANT_WILL]: {
        paper: { cardkingdom: { currency: 'USD', retail: { normal: { '2026-11-02': 0.25 } } } },
      },
      '00000000-0000-5000-8000-000000000000': {
        paper: { tcgplayer: { currency: 'USD', retail: { normal: { '2026-11-02': 1 } } } },
      },
    },
  };
  return Readable.from([JSON.stringify(doc)]);
}

/** The first cards of the MTGJSON AllPrintings sample's DOM set, as an AllPrintings file (Karn, Adamant Will…). */
export function domCards(count = 5): string {
  const all = JSON.parse(
    readFileSync(path.join(SAMPLES, 'mtg/mtgjson/AllPrintings.subset.json'), 'utf8'),
  ) as {
    meta: unknown;
    data: Record<string, { cards: unknown[] }>;
  };
  const dom = all.data.DOM!;
  return JSON.stringify({ meta: all.meta, data: { DOM: { ...dom, cards: dom.cards.slice(0, count) } } });
}

/** Current prices of a card (by name or SKU) in a store, as `name|finish|provider|metric` → price (for exact assertions). */
export async function currentPricesOf(handle: DatabaseHandle, store: TenantRow, name: string) {
  const rows = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ key: string; price: string; day: string }>(
      tx,
      sql`select c.finish || '|' || c.provider || '|' || c.kind || '|' || c.metric as key, c.price::text as price,
        c.day::text as day
        from current_prices c join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
        where p.name = ${name} or p.sku = ${name} order by 1`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.key, `${r.price}@${r.day}`]));
}

/** How many history rows a store keeps for a card. */
export async function historyCount(handle: DatabaseHandle, store: TenantRow, name: string) {
  const [row] = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from price_history h
        join products p on p.tenant_id = h.tenant_id and p.id = h.product_id where p.name = ${name}`,
    ),
  );
  return row!.n;
}

/** A card's variants as `condition-N|F` → price in cents. */
export async function variantPricesOf(handle: DatabaseHandle, store: TenantRow, sku: string) {
  const rows = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ key: string; price: string }>(
      tx,
      sql`select (v.attributes->>'condition') || '-' || case when v.attributes->>'is_foil' = 'true' then 'F' else 'N' end
          as key, v.price::text as price
        from product_variants v join products p on p.tenant_id = v.tenant_id and p.id = v.product_id
        where p.sku = ${sku}`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.key, toCents(r.price)]));
}

/** Every variant price of a store, by variant id (to compare before and after an undo). */
export async function allVariantPrices(handle: DatabaseHandle, store: TenantRow) {
  const rows = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ id: number; price: string }>(
      tx,
      sql`select id, price::text as price from product_variants order by id`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.id, r.price]));
}

/**
 * A card to price in tests: one with Near Mint and Lightly Played non-foil variants and a TCGplayer market
 * price of at least $1 (its SKU, set, market and Cardmarket prices in cents).
 */
export async function subjectCard(handle: DatabaseHandle, store: TenantRow) {
  const [row] = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ id: number; sku: string; set_code: string; market: string; eur: string }>(
      tx,
      sql`select p.id, p.sku, c.set_code, m.price::text as market, e.price::text as eur
        from products p
        join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
        join current_prices m on m.tenant_id = p.tenant_id and m.product_id = p.id and m.finish = 'nonfoil'
          and m.provider = 'tcgplayer' and m.kind = 'retail' and m.metric = 'market'
        join current_prices e on e.tenant_id = p.tenant_id and e.product_id = p.id and e.finish = 'nonfoil'
          and e.provider = 'cardmarket' and e.kind = 'retail' and e.metric = 'market'
        where m.price >= 1
          and exists (select 1 from product_variants v where v.tenant_id = p.tenant_id and v.product_id = p.id
            and v.attributes->>'condition' = 'NM' and v.attributes->>'is_foil' = 'false')
          and exists (select 1 from product_variants v where v.tenant_id = p.tenant_id and v.product_id = p.id
            and v.attributes->>'condition' = 'LP' and v.attributes->>'is_foil' = 'false')
        order by p.sku limit 1`,
    ),
  );
  if (!row) throw new Error('no card with NM and LP variants and a market price');
  return { id: row.id, sku: row.sku, set: row.set_code, market: toCents(row.market), eur: toCents(row.eur) };
}

/**
 * The row version (`xmin`) of every price-bearing row of a store, as `table:id` → its xmin and price: a row an update
 * rewrote has a new one, so comparing two snapshots shows which rows were written.
 */
export async function rowVersions(handle: DatabaseHandle, store: TenantRow) {
  const rows = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ key: string; xmin: string; price: string }>(
      tx,
      sql`select 'variant:' || id as key, xmin::text as xmin, price::text as price from product_variants
        union all select 'product:' || id, xmin::text, price::text from products
        union all select 'card:' || product_id, xmin::text, price::text from tcg_cards
        union all select 'offer:' || id, xmin::text, price::text from supplier_stocks`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [r.key, { xmin: r.xmin, price: r.price }]));
}

/** Every card variant of a store with what a rule prices from: its condition, finish and TCGplayer market price. */
export async function variantsWithMarket(handle: DatabaseHandle, store: TenantRow) {
  const rows = await withTenant(handle.db, store.id, (tx) =>
    queryRows<{ id: number; condition: string; market: string | null; price: string }>(
      tx,
      sql`select v.id, coalesce(v.attributes->>'condition', 'NM') as condition, m.price::text as market,
          v.price::text as price
        from product_variants v
        join tcg_cards c on c.tenant_id = v.tenant_id and c.product_id = v.product_id
        left join current_prices m on m.tenant_id = v.tenant_id and m.product_id = v.product_id
          and m.finish = case when v.attributes->>'is_foil' = 'true' then 'foil' else 'nonfoil' end
          and m.provider = 'tcgplayer' and m.kind = 'retail' and m.metric = 'market'
        order by v.id`,
    ),
  );
  return rows.map((r) => ({
    id: r.id,
    condition: r.condition,
    market: r.market === null ? null : toCents(r.market),
    price: toCents(r.price),
  }));
}
