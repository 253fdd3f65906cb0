import type { ProductOrdering } from '@storefront/contract/catalog';
import { BadRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { COLLECTION_ORDER, type ProductQuery } from './product-filter.ts';
import { DEAL, FEATURED, SOLD, type SortKey } from './list-index-columns.ts';
import { applyListChanges } from './list-index-delta.ts';
import { loadListIndex, type ListIndex, type Lookup } from './list-index-load.ts';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import { catalogueIndexes, type StoreIndexOptions } from './catalogue-indexes.ts';

export type { ListIndex } from './list-index-load.ts';

/**
 * Lists picked from the store's list index (list-index-load.ts, decision 036): a product list, a category
 * page, a collection page and the featured products, with no round trip to the database; their cards come
 * from the kept card JSON (card-json.ts). The index follows the change log (decision 050).
 */

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

/** Synced with the change log after this long at the same versions, for what changes unannounced (stock). */
export const LIST_INDEX_MAX_AGE_MS = 60_000;

/** The list indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type ListIndexes = StoreIndexes<ListIndex>;

export const listIndexes = (options: StoreIndexOptions): ListIndexes =>
  catalogueIndexes<ListIndex>(
    { load: loadListIndex, apply: applyListChanges, size: (index) => index.ids.length },
    { ...options, maxAgeMs: options.maxAgeMs ?? LIST_INDEX_MAX_AGE_MS },
  );

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
