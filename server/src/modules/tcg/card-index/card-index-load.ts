import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { selectSql, type ReadOnly, type SelectSql } from '../../../db/read-only.ts';
import type { RequestContext } from '../../../platform/tenancy.ts';
import { Bitmap } from './bitmap.ts';
import {
  COLUMN_NAMES,
  ColumnBuilder,
  prefixBitmaps,
  ranksOf,
  rowOf,
  type CardIndex,
  type CardValues,
  type ColumnName,
  type SortName,
} from './card-index.ts';

/**
 * Runs read-only `work` on the owner connection with the store set (ctx.loadIndex); the index never reads
 * rows it shows.
 */
export type IndexLoad = <T>(work: (tx: ReadOnly) => Promise<T>) => Promise<T>;

/** A request's `ctx.loadIndex` as a function of its own. */
export const indexLoad =
  (ctx: RequestContext): IndexLoad =>
  (work) =>
    ctx.loadIndex(work);

const CHUNK = 50_000;
/** A load reads a whole store: its statements get longer than a search's statement timeout. */
const LOAD_TIMEOUT = selectSql`select set_config('statement_timeout', '60000', true)`;

interface LoadedRow {
  product_id: number;
  game: string;
  set_code: string;
  set_name: string;
  rarity: string;
  rarity_key: string;
  rarity_rank: number;
  type_line: string;
  types: string[];
  colors: string[];
  mana_value: number | null;
  power_value: number | null;
  toughness_value: number | null;
  oracle_text: string;
  has_foil: boolean;
  languages: string[];
  name: string;
  price: number;
  is_active: boolean;
  in_stock: boolean;
}

/** Numbers as float8: PostgreSQL rounds a numeric to the same double that JavaScript parses from its text. */
const cardRows = (tenantId: string, where: SQL, limit?: number): SelectSql => selectSql`
  select c.product_id, c.game, c.set_code, c.set_name, c.rarity, c.rarity_key, c.rarity_rank, c.type_line, c.types, c.colors,
    c.mana_value::float8 as mana_value, c.power_value::float8 as power_value,
    c.toughness_value::float8 as toughness_value, c.oracle_text, c.has_foil, c.languages, c.name, c.price::float8 as price,
    c.is_active, exists (select 1 from supplier_stocks s where s.tenant_id = c.tenant_id
      and s.product_id = c.product_id and s.quantity > 0) as in_stock
  from tcg_cards c where c.tenant_id = ${tenantId} and ${where}
  order by c.product_id ${limit ? sql`limit ${limit}` : sql``}`;

const toValues = (r: LoadedRow): CardValues => ({
  productId: r.product_id,
  game: r.game,
  set: { code: r.set_code, name: r.set_name },
  rarity: r.rarity,
  rarityKey: r.rarity_key,
  rarityRank: r.rarity_rank,
  typeLine: r.type_line,
  types: r.types,
  colors: r.colors,
  manaValue: r.mana_value,
  powerValue: r.power_value,
  toughnessValue: r.toughness_value,
  oracleText: r.oracle_text,
  hasFoil: r.has_foil,
  languages: r.languages,
  name: r.name,
  price: r.price,
  isActive: r.is_active,
  inStock: r.in_stock,
});

/**
 * A digest of the store's change-log rows from transactions at or after `from` (a bigint txid): equal
 * digests at one watermark mean the same cards changed in the same transactions, nothing since.
 */
export const logDigest = (tenantId: string, from: SQL) =>
  sql`(select coalesce(md5(string_agg(l.product_id || ':' || l.txid, ',' order by l.product_id)), '')
        from tcg_card_changes l where l.tenant_id = ${tenantId} and l.txid >= ${from})`;

/**
 * The product ids of one sort order, as PostgreSQL sorts them (names by their collation): read in the order
 * of the sort's index (an index-only scan, no sort of a million names), which the aggregate keeps.
 */
async function orderIds(tx: ReadOnly, tenantId: string, key: SQL): Promise<number[]> {
  const [row] = await queryRows<{ ids: string | null }>(
    tx,
    selectSql`select string_agg(o.id::text, ',') as ids from (
          select c.product_id as id from tcg_cards c where c.tenant_id = ${tenantId} order by ${key}, c.product_id
        ) o`,
  );
  return row?.ids ? row.ids.split(',').map(Number) : [];
}

const ORDER_KEYS: Record<Exclude<SortName, 'price'>, SQL> = {
  name: sql.raw('lower(c.name)'),
  created_at: sql.raw('c.created_at'),
};

/**
 * Reads every card of a store (in chunks, so no statement holds the store long) into a fresh index, which
 * has seen every change logged below `watermark` (read before).
 */
export async function loadIndex(pick: IndexLoad, tenantId: string, watermark: bigint): Promise<CardIndex> {
  const builders = Object.fromEntries(COLUMN_NAMES.map((n) => [n, new ColumnBuilder()])) as Record<
    ColumnName,
    ColumnBuilder
  >;
  const productIds: number[] = [];
  const prices: number[] = [];
  const chunkAfter = (after: number) =>
    pick(async (tx) => {
      await queryRows(tx, LOAD_TIMEOUT);
      return queryRows<LoadedRow>(tx, cardRows(tenantId, sql`c.product_id > ${after}`, CHUNK));
    });
  // The next chunk is read while this one is coded: PostgreSQL and this process work on both cores.
  for (let next: Promise<LoadedRow[]> | null = chunkAfter(0); next;) {
    const rows: LoadedRow[] = await next;
    next = rows.length < CHUNK ? null : chunkAfter(rows[rows.length - 1]!.product_id);
    // Awaited at the next turn; a failure while this chunk is coded must not be an unhandled rejection.
    next?.catch(() => undefined);
    for (const row of rows) {
      const values = toValues(row);
      productIds.push(values.productId);
      prices.push(values.price);
      for (const name of COLUMN_NAMES) builders[name].push(values[name]);
    }
  }
  const ids = Int32Array.from(productIds);
  const index = { productIds: ids } as CardIndex;
  // Cards added between the chunks and the orders are not in the index: they are in the change log, and a
  // card the index lacks makes the first sync rebuild it.
  const orders = await pick(async (tx) => {
    await queryRows(tx, LOAD_TIMEOUT);
    const toRows = (list: number[]) =>
      Int32Array.from(list.map((id) => rowOf(index, id)).filter((r) => r >= 0));
    return {
      name: toRows(await orderIds(tx, tenantId, ORDER_KEYS.name)),
      created_at: toRows(await orderIds(tx, tenantId, ORDER_KEYS.created_at)),
    };
  });
  const price = Float64Array.from(prices);
  // Prices sort in JavaScript from the loaded values, so the order and the sorted prices always agree.
  const priceOrder = new Int32Array(ids.length)
    .map((_, i) => i)
    .sort((a, b) => price[a]! - price[b]! || a - b);
  const all = { ...orders, price: priceOrder };
  const { prefixes, step } = prefixBitmaps(priceOrder, ids.length);
  return {
    size: ids.length,
    productIds: ids,
    columns: Object.fromEntries(COLUMN_NAMES.map((n) => [n, builders[n].finish()])) as CardIndex['columns'],
    price,
    priceOrder,
    priceSorted: Float64Array.from(priceOrder, (row) => price[row]!),
    pricePrefix: prefixes,
    priceStep: step,
    orders: all,
    ranks: { name: ranksOf(orders.name), price: ranksOf(priceOrder), created_at: ranksOf(orders.created_at) },
    changedRows: new Bitmap(ids.length),
    changed: new Map(),
    terms: new Map(),
    version: 0,
    logMark: null,
    watermark,
  };
}

/** The current values of some cards (missing ones were deleted), read on the owner connection. */
export async function loadCards(
  tx: ReadOnly,
  tenantId: string,
  productIds: number[],
): Promise<Map<number, CardValues>> {
  const rows = await queryRows<LoadedRow>(
    tx,
    cardRows(tenantId, sql`c.product_id = any(${sql.param(productIds)}::int[])`),
  );
  return new Map(rows.map((r) => [r.product_id, toValues(r)]));
}
