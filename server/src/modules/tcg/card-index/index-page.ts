import type { Bitmap } from './bitmap.ts';
import type { CardIndex, SortName } from './card-index.ts';

export interface PageRequest {
  sort: SortName;
  desc: boolean;
  offset: number;
  limit: number;
  /** Positions of the price order outside which no loaded row matches (priceWindow): a price walk stays in them. */
  priceWindow?: [number, number];
}

/** Up to this many matches the page is sorted from all of them; above, it is read off the sort order. */
export const SORT_ALL_BELOW = 5_000;

/**
 * Compares two rows in the sort order, ties by product id, as the SQL search orders them: names and dates
 * by their position in the loaded order (a changed card keeps its name and date, or the index is rebuilt),
 * prices by the current price.
 */
function comparator(index: CardIndex, sort: SortName): (a: number, b: number) => number {
  if (sort !== 'price') {
    const rank = index.ranks[sort];
    return (a, b) => rank[a]! - rank[b]!;
  }
  const { price, productIds } = index;
  return (a, b) => price[a]! - price[b]! || productIds[a]! - productIds[b]!;
}

/**
 * The loaded matching rows in the sort order as a cursor (-1 at the end). Many matches are read off the
 * precomputed order until the page is full; few are sorted by their position in it (a numeric sort of a
 * typed array, no comparator: a row's position in the order as loaded is its (key, id) place, and the
 * loaded rows exclude every changed card).
 */
function loadedInOrder(index: CardIndex, loaded: Bitmap, total: number, page: PageRequest) {
  const { sort, desc } = page;
  const order = index.orders[sort];
  if (total <= SORT_ALL_BELOW) {
    const rank = index.ranks[sort];
    const ranks = Int32Array.from(loaded.rows(), (row) => rank[row]!).sort();
    let i = 0;
    return () => (i < ranks.length ? order[ranks[desc ? ranks.length - 1 - i++ : i++]!]! : -1);
  }
  const [from, to] = sort === 'price' && page.priceWindow ? page.priceWindow : [0, order.length];
  let i = 0;
  return () => {
    while (i < to - from) {
      const row = order[desc ? to - 1 - i : from + i]!;
      i++;
      if (loaded.has(row)) return row;
    }
    return -1;
  };
}

/**
 * The product ids of one page of the matches: `loaded` (rows of the index as loaded that match) and `changed`
 * (changed rows that match now, kept out of `loaded`), the changed ones merged in at their place.
 */
export function pageIds(
  index: CardIndex,
  loaded: Bitmap,
  changed: number[],
  total: number,
  page: PageRequest,
): number[] {
  const { offset, limit, desc } = page;
  const cmp = comparator(index, page.sort);
  const dir = desc ? (a: number, b: number) => cmp(b, a) : cmp;
  const extra = changed.slice().sort(dir);
  const next = loadedInOrder(index, loaded, total, page);
  const want = offset + limit;
  const picked: number[] = [];
  let e = 0;
  for (let row = next(); row >= 0 && picked.length < want; row = next()) {
    while (e < extra.length && dir(extra[e]!, row) < 0 && picked.length < want) picked.push(extra[e++]!);
    if (picked.length < want) picked.push(row);
  }
  while (e < extra.length && picked.length < want) picked.push(extra[e++]!);
  return picked.slice(offset, offset + limit).map((row) => index.productIds[row]!);
}
