import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { STORE_ROWS } from './catalog-changes.ts';
import {
  cloneColumns,
  comparators,
  copyRow,
  emptyColumns,
  LIST_COLUMNS,
  setRow,
  type ListColumns,
  type ListRow,
  type SortKey,
} from './list-index-columns.ts';
import { listCache, readLookups, type ListIndex, type Lookups } from './list-index-load.ts';
import { loadTimeout } from './catalogue-indexes.ts';
import { placedOrder, PREDECESSOR, renumbering, type Placed } from './placed-order.ts';

/** A changed active product, with the active product just before it in name order. */
type ChangedRow = ListRow & Placed;

/**
 * `index` with the products `ids` read again (decision 050): each changed product that is active is read
 * with the id of the active product before it in PostgreSQL's name order, in that order; the others are
 * gone. The unchanged products keep their values and their order among themselves; each changed one goes
 * in after its predecessor, and each sort order takes the changed ones in by merging (no sort of the
 * store). STORE_ROWS reads the categories and types again. Null when the rows do not fit the index (a
 * predecessor it does not hold): the store is then loaded whole.
 */
export async function applyListChanges(
  ctx: RequestContext,
  index: ListIndex,
  ids: number[],
): Promise<ListIndex | null> {
  const tenantId = ctx.tenant.id;
  const products = ids.filter((id) => id !== STORE_ROWS);
  const read = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, loadTimeout());
    const rows = await queryRows<ChangedRow>(
      tx,
      selectSql`select ${LIST_COLUMNS}, lower(p.name) as sort_name, ${PREDECESSOR} as before
        from products p join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id
        where p.tenant_id = ${tenantId} and p.is_active and p.id = any(${sql.param(products)}::int[])
        order by lower(p.name), p.id`,
    );
    return { rows, lookups: ids.includes(STORE_ROWS) ? await readLookups(tx, tenantId) : undefined };
  });
  const changed = new Set(products);
  return inPlace(index, changed, read.rows, read.lookups) ?? spliced(index, changed, read.rows, read.lookups);
}

/** The number of product `id` in `index` (by a binary search of `byId`), or -1. */
function numberOf(index: ListIndex, id: number): number {
  let lo = 0;
  let hi = index.byId.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const n = index.byId[mid]!;
    const at = index.ids[n]!;
    if (at === id) return n;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

const SORT_COLUMNS = {
  price: 'cents',
  created_at: 'created',
  units_sold: 'sold',
  release_date: 'released',
} as const satisfies Record<Exclude<SortKey, 'name'>, keyof ListColumns>;

/**
 * The common delta, made without copying the store row by row: every changed product is still active, held
 * and has the predecessor it had (a price, stock or units-sold change, not a rename, a new or a gone one),
 * so every product keeps its number. The columns are copied whole and the changed rows set; the name order
 * and `byId` are kept, and an order is merged again only when a changed product's key in it moved. Null when
 * it does not apply (`spliced` then).
 */
function inPlace(
  index: ListIndex,
  changed: Set<number>,
  rows: ChangedRow[],
  lookups?: Lookups,
): ListIndex | null {
  if (rows.length !== changed.size) return null;
  const numbers: number[] = [];
  for (const row of rows) {
    const n = numberOf(index, row.id);
    if (n < 0 || (row.before ?? null) !== (n > 0 ? index.ids[n - 1]! : null)) return null;
    numbers.push(n);
  }
  const columns = cloneColumns(index);
  rows.forEach((row, i) => setRow(columns, numbers[i]!, row));
  const { orders } = comparators(columns);
  const order = (key: Exclude<SortKey, 'name'>) => {
    const values = SORT_COLUMNS[key];
    const moved = numbers.some((n) => columns[values][n] !== index[values][n]);
    return moved ? reinserted(index.orders[key], numbers, orders[key]) : index.orders[key];
  };
  return {
    ...columns,
    orders: {
      name: index.orders.name,
      price: order('price'),
      created_at: order('created_at'),
      units_sold: order('units_sold'),
      release_date: order('release_date'),
    },
    byId: index.byId,
    categories: lookups?.categories ?? index.categories,
    productTypes: lookups?.productTypes ?? index.productTypes,
    lists: listCache(),
  };
}

/** `old` (an order of the same numbers) with `numbers`, whose keys changed, taken out and merged in again. */
function reinserted(
  old: Int32Array,
  numbers: number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const moving = new Set(numbers);
  const added = [...moving].sort(compare);
  const out = new Int32Array(old.length);
  let k = 0;
  let a = 0;
  for (const n of old) {
    if (moving.has(n)) continue;
    while (a < added.length && compare(added[a]!, n) < 0) out[k++] = added[a++]!;
    out[k++] = n;
  }
  while (a < added.length) out[k++] = added[a++]!;
  return out;
}

/** `index` without the products `changed`, with `rows` (the active ones of them) put in. */
function spliced(
  index: ListIndex,
  changed: Set<number>,
  rows: ChangedRow[],
  lookups?: Lookups,
): ListIndex | null {
  const order = placedOrder(index.ids, changed, rows);
  if (!order) return null;
  const columns = emptyColumns(order.length);
  order.forEach((from, n) =>
    typeof from === 'number' ? copyRow(columns, n, index, from) : setRow(columns, n, from),
  );
  const { renumbered, added: placed } = renumbering(order, index.ids.length);
  const added = placed.map(({ n }) => n);
  const { orders, byId } = comparators(columns);
  const merged = (old: Int32Array, compare: (a: number, b: number) => number) =>
    mergeIn(old, renumbered, added.slice().sort(compare), compare);
  return {
    ...columns,
    orders: {
      name: Int32Array.from({ length: order.length }, (_, n) => n),
      price: merged(index.orders.price, orders.price),
      created_at: merged(index.orders.created_at, orders.created_at),
      units_sold: merged(index.orders.units_sold, orders.units_sold),
      release_date: merged(index.orders.release_date, orders.release_date),
    },
    byId: merged(index.byId, byId),
    categories: lookups?.categories ?? index.categories,
    productTypes: lookups?.productTypes ?? index.productTypes,
    lists: listCache(),
  };
}

/**
 * An order of the new numbers: `old` (an order of the old numbers, still sorted by `compare` as their
 * values did not change) renumbered without the changed ones, merged with `added` (sorted by `compare`).
 */
function mergeIn(
  old: Int32Array,
  renumbered: Int32Array,
  added: number[],
  compare: (a: number, b: number) => number,
): Int32Array {
  const out = new Int32Array(old.length - countGone(old, renumbered) + added.length);
  let k = 0;
  let a = 0;
  for (const from of old) {
    const n = renumbered[from]!;
    if (n < 0) continue;
    while (a < added.length && compare(added[a]!, n) < 0) out[k++] = added[a++]!;
    out[k++] = n;
  }
  while (a < added.length) out[k++] = added[a++]!;
  return out;
}

const countGone = (old: Int32Array, renumbered: Int32Array) => {
  let gone = 0;
  for (const from of old) if (renumbered[from]! < 0) gone++;
  return gone;
};
