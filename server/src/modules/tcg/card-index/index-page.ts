import type { Bitmap } from './bitmap.ts';
import type { CardIndex, SortName } from './card-index.ts';

export interface PageRequest {
  sort: SortName;
  desc: boolean;
  offset: number;
  limit: number;
}

/** Below this many matches the page is sorted from all of them; above, it is read off the sort order. */
const SORT_ALL_BELOW = 5_000;

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
 * The product ids of one page of the matches: `loaded` (rows of the index as loaded that match) and `changed`
 * (changed rows that match now, kept out of `loaded`). Many matches are read off the precomputed sort
 * order, changed ones merged in at their place; few are sorted.
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
  let rows: number[];
  if (total <= SORT_ALL_BELOW) {
    rows = loaded
      .rows()
      .concat(changed)
      .sort(dir)
      .slice(offset, offset + limit);
  } else {
    const extra = changed.slice().sort(dir);
    const order = index.orders[page.sort];
    const want = offset + limit;
    const picked: number[] = [];
    let e = 0;
    for (let i = 0; i < order.length && picked.length < want; i++) {
      const row = order[desc ? order.length - 1 - i : i]!;
      if (!loaded.has(row)) continue;
      while (e < extra.length && dir(extra[e]!, row) < 0 && picked.length < want) picked.push(extra[e++]!);
      if (picked.length < want) picked.push(row);
    }
    while (e < extra.length && picked.length < want) picked.push(extra[e++]!);
    rows = picked.slice(offset, offset + limit);
  }
  return rows.map((row) => index.productIds[row]!);
}
