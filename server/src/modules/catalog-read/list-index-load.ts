import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { keptNumberLists, sortInSlices, timeSlices } from './index-slices.ts';
import {
  comparators,
  emptyColumns,
  LIST_COLUMNS,
  setRow,
  type ListColumns,
  type ListRow,
  type SortKey,
} from './list-index-columns.ts';
import { loadTimeout } from './catalogue-indexes.ts';

/**
 * A store's active products as lists in this process (decision 036): what a product list, a category page,
 * a collection page and the featured products filter and sort by, for every active product, numbered in
 * name order (`lower(name), id`, PostgreSQL's own order: the load reads them so). Loaded whole once, then
 * kept current by deltas from the change log (list-index-delta.ts, decision 050).
 */
export interface ListIndex extends ListColumns {
  /** The numbers in each order but the name's, ascending (a `-` order walks one backwards). */
  orders: Record<SortKey, Int32Array>;
  /** The numbers sorted by product id, for finding a product's number (search results). */
  byId: Int32Array;
  /** Category ids by slug and by id, with their children; product type ids by slug and id. */
  categories: Lookup & { children: Map<number, number[]> };
  productTypes: Lookup;
  /** The numbers of a filter in an order, made on first use (a delta makes a new index, without them). */
  lists: ReturnType<typeof listCache>;
}

export interface Lookup {
  bySlug: Map<string, number>;
  ids: Set<number>;
}

/** Lists of filtered numbers kept per index: at most this many numbers in all (4 bytes each). */
const LIST_NUMBERS = 1_000_000;
export const listCache = () => keptNumberLists(LIST_NUMBERS);

interface CategoryRow {
  id: number;
  slug: string;
  parent: number | null;
}

/** The store's categories (with their tree) and product types, as the index looks them up. */
export async function readLookups(tx: ReadOnly, tenantId: string) {
  const categories = await queryRows<CategoryRow>(
    tx,
    selectSql`select id, slug, parent_id as parent from categories where tenant_id = ${tenantId}`,
  );
  const types = await queryRows<{ id: number; slug: string }>(
    tx,
    selectSql`select id, slug from product_types where tenant_id = ${tenantId}`,
  );
  const children = new Map<number, number[]>();
  for (const c of categories) {
    if (c.parent === null) continue;
    const siblings = children.get(c.parent);
    if (siblings) siblings.push(c.id);
    else children.set(c.parent, [c.id]);
  }
  return { categories: { ...lookup(categories), children }, productTypes: lookup(types) };
}
export type Lookups = Awaited<ReturnType<typeof readLookups>>;

function lookup(rows: { id: number; slug: string }[]): Lookup {
  return { bySlug: new Map(rows.map((r) => [r.slug, r.id])), ids: new Set(rows.map((r) => r.id)) };
}

/**
 * The store's active products as `columns` (of `products p` and its card `k`) select them, with
 * `sort_name`, in name order, or 'over limit' past `limit`. Read in keyset chunks of `chunkRows`, each its
 * own statement (on PGlite the shop's requests run between them); `first` runs in the first chunk's.
 * The chunks are not one snapshot: what changed meanwhile is in the change log, applied at the first read.
 */
async function readInNameOrder<Row extends { id: number; sort_name: string }>(
  ctx: RequestContext,
  columns: SQL,
  { limit, chunkRows }: { limit: number; chunkRows: number },
  first?: (tx: ReadOnly) => Promise<void>,
): Promise<Row[] | 'over limit'> {
  const tenantId = ctx.tenant.id;
  const rows: Row[] = [];
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const from = after;
    const chunk = await ctx.loadIndex(async (tx) => {
      await queryRows(tx, loadTimeout());
      if (!from) await first?.(tx);
      return queryRows<Row>(
        tx,
        selectSql`select ${columns}, lower(p.name) as sort_name
            from products p join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id
            where p.tenant_id = ${tenantId} and p.is_active
              ${from ? sql`and (lower(p.name), p.id) > (${from.name}, ${from.id})` : sql``}
            order by lower(p.name), p.id limit ${chunkRows}`,
      );
    });
    for (const row of chunk) rows.push(row);
    if (rows.length > limit) return 'over limit';
    if (chunk.length < chunkRows) return rows;
    const last = chunk[chunk.length - 1]!;
    after = { name: last.sort_name, id: last.id };
  }
}

/** The store's index read whole, or 'over limit' when it has more than `limit` active products. */
export async function loadListIndex(
  ctx: RequestContext,
  limit: number,
  chunkRows: number,
): Promise<ListIndex | 'over limit'> {
  let lookups: Lookups | undefined;
  const rows = await readInNameOrder<ListRow>(ctx, LIST_COLUMNS, { limit, chunkRows }, async (tx) => {
    lookups = await readLookups(tx, ctx.tenant.id);
  });
  return rows === 'over limit' ? rows : buildListIndex(rows, lookups!);
}

/**
 * The index of `rows` (the store's active products in name order) and its categories and types, built in
 * slices between which the event loop runs.
 */
export async function buildListIndex(rows: ListRow[], lookups: Lookups): Promise<ListIndex> {
  const slices = timeSlices();
  const n = rows.length;
  const columns = emptyColumns(n);
  for (let i = 0; i < n; i++) setRow(columns, i, rows[i]!);
  const { orders: compare, byId } = comparators(columns);
  const sorted = (by: (a: number, b: number) => number) => sortInSlices(n, by, slices);
  return {
    ...columns,
    orders: {
      name: Int32Array.from({ length: n }, (_, i) => i),
      price: await sorted(compare.price),
      created_at: await sorted(compare.created_at),
      units_sold: await sorted(compare.units_sold),
      release_date: await sorted(compare.release_date),
    },
    byId: await sorted(byId),
    ...lookups,
    lists: listCache(),
  };
}
