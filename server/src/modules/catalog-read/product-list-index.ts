import { sql, type SQL } from 'drizzle-orm';
import type { ProductOrdering } from '@storefront/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { BadRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { PAGE_REVISION, STORE_PAGE_ROWS_REVISION } from '../catalog/index.ts';
import { COLLECTION_ORDER, type ProductQuery } from './product-filter.ts';
import {
  keptNumberLists,
  loadTimeout,
  sortInSlices,
  StoreIndexes,
  timeSlices,
  type StoreIndexOptions,
} from './store-indexes.ts';

/**
 * A store's active products as lists in this process (decision 036): what a product list, a category page,
 * a collection page and the featured products filter and sort by, for every active product, numbered in
 * name order (`lower(name), id`, PostgreSQL's own order: the load reads them so). A page is picked here
 * and its cards come from the kept card JSON (card-json.ts): no round trip to the database; so does a
 * product page of the revision the index holds (product-page.ts). Kept under the
 * data versions of the store's products and categories it was read at, and refreshed after LIST_INDEX_MAX_AGE_MS for
 * what changes without a version (stock above the low-stock mark, units sold).
 */
export interface ListIndex {
  version: string;
  /** Product id by number (name order). */
  ids: Int32Array;
  /** By number: the card's revision (`product_cards.xmin`: a card written again is another revision). */
  revisions: Uint32Array;
  /** By number: the product page's revision (`PAGE_REVISION`: its product, variants and stock rows). */
  pages: Float64Array;
  /** By number: `products.available_stock`. */
  stock: Int32Array;
  /** By number: category and product type ids (0: none). */
  category: Int32Array;
  productType: Int32Array;
  /** By number: FEATURED, DEAL and SOLD bits. */
  flags: Uint8Array;
  /** The numbers in each order but the name's, ascending (a `-` order walks one backwards). */
  orders: Record<SortKey, Int32Array>;
  /** The numbers sorted by product id, for finding a product's number (search results). */
  byId: Int32Array;
  /** Category ids by slug and by id, with their children; product type ids by slug and id. */
  categories: Lookup & { children: Map<number, number[]> };
  productTypes: Lookup;
  /** The numbers of a filter in an order, made on first use (the index never changes once built). */
  lists: ReturnType<typeof listCache>;
  /** The store's fingerprint (`currentFingerprint`) read before the index: what a refresh checks first. */
  fingerprint: string;
}

interface Lookup {
  bySlug: Map<string, number>;
  ids: Set<number>;
}

const FEATURED = 1;
const DEAL = 2;
const SOLD = 4;

type SortKey = 'name' | 'price' | 'created_at' | 'units_sold' | 'release_date';

/** Every ordering as a walk of one order: forwards, or backwards where it is that order reversed. */
const WALKS: Record<ProductOrdering, { key: SortKey; backwards: boolean }> = {
  name: { key: 'name', backwards: false },
  '-name': { key: 'name', backwards: true },
  price: { key: 'price', backwards: false },
  '-price': { key: 'price', backwards: true },
  created_at: { key: 'created_at', backwards: false },
  '-created_at': { key: 'created_at', backwards: true },
  // `units_sold desc, id`: its own order (ties by id ascending), not the reverse of another.
  '-units_sold': { key: 'units_sold', backwards: false },
  release_date: { key: 'release_date', backwards: false },
};

/** Refreshed after this long at the same versions: the answer cache's time limit (catalogue-caching.md). */
export const LIST_INDEX_MAX_AGE_MS = 60_000;

/** Lists of filtered numbers kept per index: at most this many numbers in all (4 bytes each). */
const LIST_NUMBERS = 1_000_000;
const listCache = () => keptNumberLists(LIST_NUMBERS);

/** The list indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type ListIndexes = StoreIndexes<ListIndex>;

export const listIndexes = (options: StoreIndexOptions): ListIndexes =>
  new StoreIndexes<ListIndex>(loadListIndex, (index) => index.ids.length, {
    ...options,
    maxAgeMs: options.maxAgeMs ?? LIST_INDEX_MAX_AGE_MS,
  });

/** One active product as the load reads it. */
export interface ListRow {
  id: number;
  revision: number;
  page: number;
  stock: number;
  category: number | null;
  type: number | null;
  featured: boolean;
  deal: boolean;
  units_sold: number;
  /** Cents, microseconds since 1970 and days since 1970: exact in a double. */
  cents: number;
  created_us: number;
  release_day: number | null;
  /** `lower(name)`, for the next chunk's keyset. */
  sort_name: string;
}

interface CategoryRow {
  id: number;
  slug: string;
  parent: number | null;
}

async function readLookups(tx: ReadOnly, tenantId: string) {
  const categories = await queryRows<CategoryRow>(
    tx,
    selectSql`select id, slug, parent_id as parent from categories where tenant_id = ${tenantId}`,
  );
  const types = await queryRows<{ id: number; slug: string }>(
    tx,
    selectSql`select id, slug from product_types where tenant_id = ${tenantId}`,
  );
  return { categories, types };
}

/**
 * The store's active products as `columns` (of `products p` and its card `k`) select them, with
 * `sort_name`, in name order, or 'over limit' past `limit`. Read in keyset chunks of `chunkRows`, each its
 * own statement (on PGlite the shop's requests run between them); `first` runs in the first chunk's.
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

/**
 * The store's index, or 'over limit' when it has more than `limit` active products. The chunks are not one
 * snapshot, but the index is tagged with the versions read before the load, which every announced commit
 * in between bumps: an index torn by such a write is never used. An index past its maximum age at the same
 * versions (`previous`) is refreshed when only stock and units sold changed.
 */
async function loadListIndex(
  ctx: RequestContext,
  version: string,
  limit: number,
  chunkRows: number,
  previous?: ListIndex,
): Promise<ListIndex | 'over limit'> {
  const refreshed = previous && (await refreshListIndex(ctx, previous, chunkRows));
  if (refreshed) return refreshed;
  let lookups: Awaited<ReturnType<typeof readLookups>> | undefined;
  let fingerprint = '';
  const rows = await readInNameOrder<ListRow>(
    ctx,
    sql`p.id, k.xmin::text::float8 as revision, ${PAGE_REVISION} as page, p.available_stock as stock,
      p.category_id as category, p.product_type_id as type, p.is_featured as featured,
      coalesce(p.compare_at_price > p.price, false) as deal, p.units_sold,
      (p.price * 100)::float8 as cents,
      (extract(epoch from p.created_at) * 1000000)::float8 as created_us,
      p.release_date - date '1970-01-01' as release_day`,
    { limit, chunkRows },
    async (tx) => {
      fingerprint = await currentFingerprint(tx, ctx.tenant.id);
      lookups = await readLookups(tx, ctx.tenant.id);
    },
  );
  return rows === 'over limit' ? rows : buildListIndex(rows, lookups!, version, fingerprint);
}

/** What a refresh reads: what changes without a version, and each card's revision. */
interface VolatileRow {
  id: number;
  revision: number;
  page: number;
  stock: number;
  units_sold: number;
  sort_name: string;
}

/**
 * The store's fingerprint now, in one statement that answers one row: its active products counted, and
 * their stock, units sold, card and row revisions summed, with every variant's and stock row's revision.
 * Read before the index it describes (a write in between shows as a change at the next refresh, which then
 * reads again what it need not have: never the other way round).
 */
async function currentFingerprint(tx: ReadOnly, tenantId: string): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    tx,
    selectSql`select count(*)::int as n, coalesce(sum(p.available_stock), 0)::float8 as stock,
          coalesce(sum(p.units_sold), 0)::float8 as sold,
          coalesce(sum(k.xmin::text::bigint), 0)::float8 as revisions,
          coalesce(sum(p.xmin::text::bigint), 0)::float8 + ${STORE_PAGE_ROWS_REVISION(tenantId)} as pages
        from products p join product_cards k on k.tenant_id = p.tenant_id and k.product_id = p.id
        where p.tenant_id = ${tenantId} and p.is_active`,
  );
  return Object.values(row!).join(' ');
}

/**
 * `index` refreshed: the same when the store's fingerprint is (nothing it holds changed: one statement of
 * one row, where a store at rest spends its refreshes); else with its products' stock and units sold read
 * again (the SOLD flag, the units-sold order and the kept lists made anew); null when anything else changed
 * unannounced (SQL typed by hand): another product set or order, a card of another revision. Then the
 * caller reads the store whole.
 */
async function refreshListIndex(ctx: RequestContext, index: ListIndex, chunkRows: number) {
  const fingerprint = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, loadTimeout());
    return currentFingerprint(tx, ctx.tenant.id);
  });
  if (fingerprint === index.fingerprint) return index;
  const n = index.ids.length;
  const rows = await readInNameOrder<VolatileRow>(
    ctx,
    sql`p.id, k.xmin::text::float8 as revision, ${PAGE_REVISION} as page, p.available_stock as stock,
      p.units_sold`,
    { limit: n, chunkRows },
  );
  if (rows === 'over limit' || rows.length !== n) return null;
  const pages = new Float64Array(n);
  const stock = new Int32Array(n);
  const sold = new Int32Array(n);
  const flags = index.flags.slice();
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    if (row.id !== index.ids[i] || row.revision !== index.revisions[i]) return null;
    pages[i] = row.page;
    stock[i] = row.stock;
    sold[i] = row.units_sold;
    flags[i] = row.units_sold > 0 ? flags[i]! | SOLD : flags[i]! & ~SOLD;
  }
  const ids = index.ids;
  const bySales = (a: number, b: number) => sold[b]! - sold[a]! || ids[a]! - ids[b]!;
  const units_sold = await sortInSlices(n, bySales, timeSlices());
  return {
    ...index,
    pages,
    stock,
    flags,
    orders: { ...index.orders, units_sold },
    lists: listCache(),
    fingerprint,
  };
}

function lookup(rows: { id: number; slug: string }[]): Lookup {
  return { bySlug: new Map(rows.map((r) => [r.slug, r.id])), ids: new Set(rows.map((r) => r.id)) };
}

/**
 * The index of `rows` (the store's active products in name order) and its categories and types, built in
 * slices between which the event loop runs. The orders compare what PostgreSQL's ORDER BY compares, with
 * the id breaking ties as in `ORDER_BY` (product-filter.ts); a null release date sorts last.
 */
export async function buildListIndex(
  rows: ListRow[],
  { categories, types }: { categories: CategoryRow[]; types: { id: number; slug: string }[] },
  version: string,
  fingerprint: string,
): Promise<ListIndex> {
  const slices = timeSlices();
  const n = rows.length;
  const ids = new Int32Array(n);
  const revisions = new Uint32Array(n);
  const pages = new Float64Array(n);
  const stock = new Int32Array(n);
  const category = new Int32Array(n);
  const productType = new Int32Array(n);
  const flags = new Uint8Array(n);
  const cents = new Float64Array(n);
  const created = new Float64Array(n);
  const sold = new Int32Array(n);
  const released = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const row = rows[i]!;
    ids[i] = row.id;
    revisions[i] = row.revision;
    pages[i] = row.page;
    stock[i] = row.stock;
    category[i] = row.category ?? 0;
    productType[i] = row.type ?? 0;
    flags[i] = (row.featured ? FEATURED : 0) | (row.deal ? DEAL : 0) | (row.units_sold > 0 ? SOLD : 0);
    cents[i] = row.cents;
    created[i] = row.created_us;
    sold[i] = row.units_sold;
    released[i] = row.release_day ?? Infinity;
  }
  const sorted = (compare: (a: number, b: number) => number) => sortInSlices(n, compare, slices);
  const byId = (a: number, b: number) => ids[a]! - ids[b]!;
  const orders: Record<SortKey, Int32Array> = {
    name: Int32Array.from({ length: n }, (_, i) => i),
    price: await sorted((a, b) => cents[a]! - cents[b]! || byId(a, b)),
    created_at: await sorted((a, b) => created[a]! - created[b]! || byId(a, b)),
    units_sold: await sorted((a, b) => sold[b]! - sold[a]! || byId(a, b)),
    release_date: await sorted((a, b) => compareDays(released[a]!, released[b]!) || byId(a, b)),
  };
  const children = new Map<number, number[]>();
  for (const c of categories) {
    if (c.parent === null) continue;
    const siblings = children.get(c.parent);
    if (siblings) siblings.push(c.id);
    else children.set(c.parent, [c.id]);
  }
  return {
    version,
    ids,
    revisions,
    pages,
    stock,
    category,
    productType,
    flags,
    orders,
    byId: await sorted(byId),
    categories: { ...lookup(categories), children },
    productTypes: lookup(types),
    lists: listCache(),
    fingerprint,
  };
}

/** Days compared, a missing date (Infinity) after every other and equal to another missing one. */
const compareDays = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** The id a category or type key (slug or id) names, as product-filter.ts matches it; undefined: none. */
const idOf = (known: Lookup, key: string) => {
  if (!isId(key)) return known.bySlug.get(key);
  const id = Number(key);
  return known.ids.has(id) ? id : undefined;
};

/** A category and every category below it; 400 when there is none, as the SQL filter answers. */
function categoryTree(index: ListIndex, key: string): Set<number> {
  const root = idOf(index.categories, key);
  if (root === undefined) throw new BadRequest(`Unknown category: ${key}`, { category: 'No such category' });
  const tree = new Set([root]);
  for (const id of tree) for (const child of index.categories.children.get(id) ?? []) tree.add(child);
  return tree;
}

/** The test a product's number must pass for `query`'s filters (no search; `filters(query)` holds). */
function filterOf(index: ListIndex, query: ProductQuery): (n: number) => boolean {
  const tests: ((n: number) => boolean)[] = [];
  if (query.category) {
    const tree = categoryTree(index, query.category);
    tests.push((n) => tree.has(index.category[n]!));
  }
  if (query.product_type) {
    const type = idOf(index.productTypes, query.product_type);
    if (type === undefined)
      throw new BadRequest(`Unknown product type: ${query.product_type}`, {
        product_type: 'No such product type',
      });
    tests.push((n) => index.productType[n] === type);
  }
  let bits = 0;
  if (query.featured) bits |= FEATURED;
  if (query.collection === 'deals') bits |= DEAL;
  if (query.collection === 'bestsellers') bits |= SOLD;
  if (bits) tests.push((n) => (index.flags[n]! & bits) === bits);
  return (n) => tests.every((test) => test(n));
}

/** Whether `query` filters the store's products (a collection page of everything only orders them). */
const filters = ({ category, product_type, featured, collection }: ProductQuery) =>
  Boolean(category || product_type || featured || collection === 'deals' || collection === 'bestsellers');

/** The numbers of `query`'s products in its order, made once per index and filter. */
function listOf(index: ListIndex, query: ProductQuery): { numbers: Int32Array; backwards: boolean } {
  const ordering = query.ordering ?? (query.collection && COLLECTION_ORDER[query.collection]) ?? 'name';
  const { key, backwards } = WALKS[ordering];
  const order = index.orders[key];
  if (!filters(query)) return { numbers: order, backwards };
  const { category, product_type, featured, collection } = query;
  const listKey = `${key} ${featured ? 1 : 0} ${collection ?? ''} ${JSON.stringify([category, product_type])}`;
  let numbers = index.lists.get(listKey);
  if (!numbers) {
    const passes = filterOf(index, query);
    const found: number[] = [];
    for (const n of order) if (passes(n)) found.push(n);
    numbers = Int32Array.from(found);
    index.lists.set(listKey, numbers);
  }
  return { numbers, backwards };
}

/** A product of a page as the index knows it: its card is looked up by revision (card-json.ts). */
export interface IndexedCard {
  id: number;
  revision: number;
  available_stock: number;
}

const cardAt = (index: ListIndex, n: number): IndexedCard => ({
  id: index.ids[n]!,
  revision: index.revisions[n]!,
  available_stock: index.stock[n]!,
});

/** Whether the index can answer `query`: a search is the search index's; preorders depend on today's date. */
export const listIndexAnswers = (query: ProductQuery) => !query.search && query.collection !== 'preorders';

/** The store's index at the current versions of its products and categories, or null (SQL answers). */
export async function currentListIndex(indexes: ListIndexes, ctx: RequestContext): Promise<ListIndex | null> {
  const version = ctx.dataVersion(['products', 'categories']);
  return version === null ? null : indexes.at(ctx, version);
}

/**
 * A page of a list without a search (the list, a category, a collection but preorders, the featured ones:
 * `listIndexAnswers`) picked from `index`: how many products match (exactly) and the page's products.
 */
export function pickFromListIndex(
  index: ListIndex,
  query: ProductQuery,
  { offset, limit }: { offset: number; limit: number },
): { count: number; cards: IndexedCard[] } {
  const { numbers, backwards } = listOf(index, query);
  const count = numbers.length;
  const cards: IndexedCard[] = [];
  for (let i = offset; i < Math.min(count, offset + limit); i++)
    cards.push(cardAt(index, numbers[backwards ? count - 1 - i : i]!));
  return { count, cards };
}

/** The number of product `id` in the index, or -1. */
function numberOf(index: ListIndex, id: number): number {
  let lo = 0;
  let hi = index.byId.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = index.ids[index.byId[mid]!]!;
    if (at === id) return index.byId[mid]!;
    if (at < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The products `ids` (a search's page) as `index` knows them, in that order; null when it lacks one of
 * them (the caller then reads their cards through SQL).
 */
export function indexedCards(index: ListIndex, ids: number[]): IndexedCard[] | null {
  const cards: IndexedCard[] = [];
  for (const id of ids) {
    const n = numberOf(index, id);
    if (n < 0) return null;
    cards.push(cardAt(index, n));
  }
  return cards;
}

/**
 * Product `id`'s card and page revisions as `index` holds them; null when the product is not an active
 * one of it (the caller then reads the page through SQL).
 */
export function indexedRevisions(index: ListIndex, id: number): { revision: number; page: number } | null {
  const n = numberOf(index, id);
  return n < 0 ? null : { revision: index.revisions[n]!, page: index.pages[n]! };
}
