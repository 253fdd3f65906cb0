import { Bitmap } from './bitmap.ts';

/** A set as a card names it: `s:` matches the code or the name. */
export interface SetValue {
  code: string;
  name: string;
}

/** One card as the search sees it: the columns of `tcg_cards` it filters on, plus "in stock". */
export interface CardValues {
  productId: number;
  game: string;
  set: SetValue;
  /** The rarity as written (the filter options' label); `rarityKey` is its lower case. */
  rarity: string;
  rarityKey: string;
  rarityRank: number;
  typeLine: string;
  types: string[];
  colors: string[];
  manaValue: number | null;
  powerValue: number | null;
  toughnessValue: number | null;
  oracleText: string;
  hasFoil: boolean;
  /** Sorted language codes (tcg_cards.languages). */
  languages: string[];
  name: string;
  price: number;
  isActive: boolean;
  inStock: boolean;
}

export type ColumnName = Exclude<keyof CardValues, 'productId' | 'price'>;
export type ColumnValue<N extends ColumnName> = CardValues[N];

export const COLUMN_NAMES: ColumnName[] = [
  'game',
  'set',
  'rarity',
  'rarityKey',
  'rarityRank',
  'typeLine',
  'types',
  'colors',
  'manaValue',
  'powerValue',
  'toughnessValue',
  'oracleText',
  'hasFoil',
  'languages',
  'name',
  'isActive',
  'inStock',
];

/** A value's identity in a column's dictionary (arrays and sets by their content). */
const keyOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : value;

/** Values taking more rows than this share of the store keep a ready bitmap (game, rarity, stock, …). */
const DENSE_SHARE = 1 / 32;

/**
 * One column, dictionary-coded: its distinct values, and for each value the rows holding it (posting lists
 * laid end to end, `rows[starts[v]..starts[v+1]]`). A filter tests each distinct value once, not each card.
 */
export class Column {
  private constructor(
    readonly values: unknown[],
    /** Each row's value, as its position in `values`. */
    readonly codes: Int32Array,
    readonly starts: Int32Array,
    readonly rows: Int32Array,
    private readonly dense: Map<number, Bitmap>,
  ) {}

  static build(values: unknown[], codes: Int32Array): Column {
    const starts = new Int32Array(values.length + 1);
    for (const code of codes) starts[code + 1]!++;
    for (let v = 0; v < values.length; v++) starts[v + 1]! += starts[v]!;
    const rows = new Int32Array(codes.length);
    const fill = starts.slice(0, values.length);
    for (let row = 0; row < codes.length; row++) rows[fill[codes[row]!]!++] = row;
    const dense = new Map<number, Bitmap>();
    for (let v = 0; v < values.length; v++) {
      if (starts[v + 1]! - starts[v]! <= codes.length * DENSE_SHARE) continue;
      const b = new Bitmap(codes.length);
      b.addAll(rows, starts[v], starts[v + 1]);
      dense.set(v, b);
    }
    return new Column(values, codes, starts, rows, dense);
  }

  /** The codes of the values that pass `test` (a filter tests each distinct value once, not each card). */
  passing(test: (value: unknown) => boolean): number[] {
    const codes: number[] = [];
    for (let v = 0; v < this.values.length; v++) if (test(this.values[v])) codes.push(v);
    return codes;
  }

  /** The ready bitmap of a value held by many rows (game, rarity, stock, …), if it has one. */
  ready(code: number): Bitmap | undefined {
    return this.dense.get(code);
  }

  /** A new bitmap of the rows holding any of these values. */
  rowsHolding(codes: number[]): Bitmap {
    const out = new Bitmap(this.codes.length);
    for (const v of codes) {
      const dense = this.dense.get(v);
      if (dense) out.or(dense);
      else out.addAll(this.rows, this.starts[v], this.starts[v + 1]);
    }
    return out;
  }
}

/** Builds one column's dictionary codes row by row while the cards load. */
export class ColumnBuilder {
  readonly values: unknown[] = [];
  private readonly codeOf = new Map<unknown, number>();
  private codes: number[] = [];

  push(value: unknown): void {
    const key = keyOf(value);
    let code = this.codeOf.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codeOf.set(key, code);
    }
    this.codes.push(code);
  }

  finish(): Column {
    const column = Column.build(this.values, Int32Array.from(this.codes));
    this.codes = [];
    return column;
  }
}

export type SortName = 'name' | 'price' | 'created_at';

/**
 * A store's cards at one moment (its watermark): every filter column, the three sort orders as PostgreSQL
 * sorts them, and the cards changed since, kept aside as plain values (`changed`) until the next rebuild.
 */
export interface CardIndex {
  size: number;
  /** Ascending: a card's row is its position here. */
  productIds: Int32Array;
  columns: Record<ColumnName, Column>;
  /** Current prices (a changed card's too): the price order's key. */
  price: Float64Array;
  /** Rows by (price, id) as loaded, and their prices then, for price ranges by binary search. */
  priceOrder: Int32Array;
  priceSorted: Float64Array;
  /** `pricePrefix[k]`: the rows of the first k × PRICE_STEP positions of the price order (any range is two of them and two short stretches). */
  pricePrefix: Bitmap[];
  priceStep: number;
  orders: Record<SortName, Int32Array>;
  /** A row's position in each order. */
  ranks: Record<SortName, Int32Array>;
  /** Rows changed since the load: left out of every column, evaluated from `changed` instead. */
  changedRows: Bitmap;
  changed: Map<number, CardValues | null>;
  /** Text matches run over tcg_terms (cleared when the log says tcg_terms changed: product id 0). */
  terms: Map<string, Set<string>>;
  /** Counts the changes applied since the load: what is computed from the index is kept until it moves. */
  version: number;
  /**
   * A digest of the change log's rows at or after the watermark when the index last synced (null before
   * the first sync): a search that finds the same digest knows the index holds every committed change.
   */
  logMark: string | null;
  /** The xmin of the snapshot before the load (or the last sync): changes from transactions at or after it are not yet applied. */
  watermark: bigint;
}

/** The row of a product id, or -1. */
export function rowOf(index: CardIndex, productId: number): number {
  const ids = index.productIds;
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const id = ids[mid]!;
    if (id === productId) return mid;
    if (id < productId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Each row's position in an order. */
export function ranksOf(order: Int32Array): Int32Array {
  const ranks = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) ranks[order[i]!] = i;
  return ranks;
}

/** How many prefix bitmaps of the price order an index keeps (8 MB at 1,000,000 cards). */
const PRICE_PREFIXES = 64;

/** The prefix bitmaps of an order, one every `step` positions. */
export function prefixBitmaps(order: Int32Array, size: number): { prefixes: Bitmap[]; step: number } {
  const step = Math.max(1, Math.ceil(order.length / PRICE_PREFIXES));
  const prefixes = [new Bitmap(size)];
  for (let from = 0; from < order.length; from += step) {
    const next = prefixes[prefixes.length - 1]!.copy();
    next.addAll(order, from, Math.min(order.length, from + step));
    prefixes.push(next);
  }
  return { prefixes, step };
}

/** The rows at positions `from`..`to` (exclusive) of the price order. */
export function priceStretch(index: CardIndex, from: number, to: number): Bitmap {
  const { priceOrder: order, pricePrefix: prefixes, priceStep: step } = index;
  const first = Math.ceil(from / step);
  const last = Math.floor(to / step);
  if (first >= last) {
    const b = new Bitmap(index.size);
    b.addAll(order, from, to);
    return b;
  }
  const b = prefixes[last]!.copy().andNot(prefixes[first]!);
  b.addAll(order, from, first * step);
  b.addAll(order, last * step, to);
  return b;
}
