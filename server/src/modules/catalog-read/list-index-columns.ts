import { sql } from 'drizzle-orm';

/**
 * The list index's columns (product-list-index.ts): one typed array per field, indexed by a product's
 * number (its place in name order), and how each order compares two numbers. A load fills them from the
 * store's rows, a delta (list-index-delta.ts) copies the unchanged products' values and sets the changed.
 */
export interface ListColumns {
  /** Product id by number (name order). */
  ids: Int32Array;
  /** The card's revision (`product_cards.xmin`: a card written again is another revision). */
  revisions: Uint32Array;
  /** `products.available_stock`. */
  stock: Int32Array;
  /** Category and product type ids (0: none). */
  category: Int32Array;
  productType: Int32Array;
  /** FEATURED, DEAL and SOLD bits. */
  flags: Uint8Array;
  /** Cents, microseconds since 1970, units sold and days since 1970 (Infinity: no date): the orders' keys. */
  cents: Float64Array;
  created: Float64Array;
  sold: Int32Array;
  released: Float64Array;
}

export const FEATURED = 1;
export const DEAL = 2;
export const SOLD = 4;

/** One active product as a load or a delta reads it. */
export interface ListRow {
  id: number;
  revision: number;
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

/** What a load and a delta select of `products p` and its card `k`. */
export const LIST_COLUMNS = sql`p.id, k.xmin::text::float8 as revision, p.available_stock as stock,
  p.category_id as category, p.product_type_id as type, p.is_featured as featured,
  coalesce(p.compare_at_price > p.price, false) as deal, p.units_sold,
  (p.price * 100)::float8 as cents,
  (extract(epoch from p.created_at) * 1000000)::float8 as created_us,
  p.release_date - date '1970-01-01' as release_day`;

const KEYS = [
  'ids',
  'revisions',
  'stock',
  'category',
  'productType',
  'flags',
  'cents',
  'created',
  'sold',
  'released',
] as const;

export const emptyColumns = (n: number): ListColumns => ({
  ids: new Int32Array(n),
  revisions: new Uint32Array(n),
  stock: new Int32Array(n),
  category: new Int32Array(n),
  productType: new Int32Array(n),
  flags: new Uint8Array(n),
  cents: new Float64Array(n),
  created: new Float64Array(n),
  sold: new Int32Array(n),
  released: new Float64Array(n),
});

/** A copy of every column of `source` (each array copied whole). */
export const cloneColumns = (source: ListColumns): ListColumns => ({
  ids: source.ids.slice(),
  revisions: source.revisions.slice(),
  stock: source.stock.slice(),
  category: source.category.slice(),
  productType: source.productType.slice(),
  flags: source.flags.slice(),
  cents: source.cents.slice(),
  created: source.created.slice(),
  sold: source.sold.slice(),
  released: source.released.slice(),
});

/** Number `n` of `to` set from `row`. */
export function setRow(to: ListColumns, n: number, row: ListRow): void {
  to.ids[n] = row.id;
  to.revisions[n] = row.revision;
  to.stock[n] = row.stock;
  to.category[n] = row.category ?? 0;
  to.productType[n] = row.type ?? 0;
  to.flags[n] = (row.featured ? FEATURED : 0) | (row.deal ? DEAL : 0) | (row.units_sold > 0 ? SOLD : 0);
  to.cents[n] = row.cents;
  to.created[n] = row.created_us;
  to.sold[n] = row.units_sold;
  to.released[n] = row.release_day ?? Infinity;
}

/** Number `n` of `to` set from number `from` of `source`. */
export function copyRow(to: ListColumns, n: number, source: ListColumns, from: number): void {
  for (const key of KEYS) to[key][n] = source[key][from]!;
}

/** Days compared, a missing date (Infinity) after every other and equal to another missing one. */
const compareDays = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1);

export type SortKey = 'name' | 'price' | 'created_at' | 'units_sold' | 'release_date';

/**
 * How each order but the name's compares two numbers, as PostgreSQL's ORDER BY does, the id breaking
 * ties as in `ORDER_BY` (product-filter.ts); a null release date sorts last. `byId`: the id alone.
 */
export function comparators(c: ListColumns) {
  const byId = (a: number, b: number) => c.ids[a]! - c.ids[b]!;
  const orders: Record<Exclude<SortKey, 'name'>, (a: number, b: number) => number> = {
    price: (a, b) => c.cents[a]! - c.cents[b]! || byId(a, b),
    created_at: (a, b) => c.created[a]! - c.created[b]! || byId(a, b),
    units_sold: (a, b) => c.sold[b]! - c.sold[a]! || byId(a, b),
    release_date: (a, b) => compareDays(c.released[a]!, c.released[b]!) || byId(a, b),
  };
  return { orders, byId };
}
