import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { selectSql } from '../../../db/read-only.ts';
import type { IndexLoad } from './card-index-load.ts';
import { Bitmap } from './bitmap.ts';
import { priceStretch, type CardIndex, type CardValues, type ColumnName } from './card-index.ts';
import { keptBitmap, scratchOf, seenBitmap, type Scratch } from './index-bitmaps.ts';
import { compare, type Expr } from './index-query.ts';

/** The values each text match selects (names, type lines, oracle texts), by its `terms` node. */
export type TermValues = Map<Expr, Set<string>>;

function termNodes(expr: Expr, into: Extract<Expr, { kind: 'terms' }>[] = []) {
  if (expr.kind === 'terms') into.push(expr);
  else if (expr.kind === 'not') termNodes(expr.child, into);
  else if (expr.kind === 'all' || expr.kind === 'any') expr.children.forEach((c) => termNodes(c, into));
  return into;
}

/** A store's text matches already run, by `terms` key: tcg_terms changes only with an import or a rebuild of it. */
export type TermCache = Map<string, Set<string>>;

/**
 * Runs the text matches of the search over the store's distinct terms (tcg_terms, trigram-indexed) in one
 * statement, as the SQL search does (the ones not cached yet): the index then selects the cards holding
 * those exact values.
 */
export async function resolveTerms(
  pick: IndexLoad,
  tenantId: string,
  expr: Expr,
  cache: TermCache,
): Promise<TermValues> {
  const nodes = termNodes(expr);
  const missing = nodes.filter((n) => !cache.has(n.key));
  if (missing.length) {
    const value = sql.raw('t.value');
    const arrays = missing.map(
      (n, i) =>
        sql`array(select ${value} from tcg_terms t where t.tenant_id = ${tenantId} and t.kind = ${n.termKind} and ${n.match(value)}) as ${sql.identifier(`t${i}`)}`,
    );
    const [row] = await pick((tx) =>
      queryRows<Record<string, string[]>>(tx, selectSql`select ${sql.join(arrays, sql`, `)}`),
    );
    missing.forEach((n, i) => cache.set(n.key, new Set(row?.[`t${i}`] ?? [])));
    // Bounded: the oldest matches go first.
    for (const key of cache.keys()) {
      if (cache.size <= TERM_CACHE_MAX) break;
      cache.delete(key);
    }
  }
  return new Map(nodes.map((n) => [n, cache.get(n.key) ?? new Set<string>()]));
}

const TERM_CACHE_MAX = 2_000;

/** First position in the ascending `sorted` holding a value >= x (or > x when `after`). */
function bound(sorted: Float64Array, x: number, after: boolean): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x || (after && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The positions of the price order a price comparison selects (`!=`: all but these), by binary search. */
function priceRange(index: CardIndex, op: string, v: number): [number, number] {
  const { priceSorted: sorted, priceOrder: order } = index;
  return op === '<'
    ? [0, bound(sorted, v, false)]
    : op === '<='
      ? [0, bound(sorted, v, true)]
      : op === '>'
        ? [bound(sorted, v, true), order.length]
        : op === '>='
          ? [bound(sorted, v, false), order.length]
          : [bound(sorted, v, false), bound(sorted, v, true)];
}

const priceKey = (from: number, to: number, outside: boolean) =>
  `price\u0000${from}\u0000${to}\u0000${outside}`;

/** The rows of a price comparison: one stretch of the price order (kept). */
function priceRows(index: CardIndex, op: string, v: number): Bitmap {
  const [from, to] = priceRange(index, op, v);
  const outside = op === '!=';
  return keptBitmap(index, priceKey(from, to, outside), () => {
    const b = priceStretch(index, from, to);
    return outside ? Bitmap.full(index.size).andNot(b) : b;
  });
}

/**
 * The stretch of the price order (positions from..to) that holds every loaded row matching `expr`: the
 * intersection of its top-level price ranges (the whole order when it has none). A walk down the price order
 * starts and ends there instead of testing the rows a minimum price excludes.
 */
export function priceWindow(index: CardIndex, expr: Expr): [number, number] {
  let [from, to] = [0, index.size];
  const children = expr.kind === 'all' ? conjuncts(expr.children) : [expr];
  for (const c of children) {
    if (c.kind !== 'price' || c.op === '!=') continue;
    const [a, b] = priceRange(index, c.op, c.value);
    from = Math.max(from, a);
    to = Math.min(to, b);
  }
  return [from, Math.max(from, to)];
}

/**
 * `out` narrowed to a price comparison (not `!=`). A stretch searched before is kept and ANDed; a new one
 * (shoppers' price bounds vary) narrows `out` in place: one AND with the prefix bitmap at its end, one AND NOT
 * with the one at its start, and the rows of the two short stretches past the prefixes put back, with no
 * bitmap of the stretch made, kept or collected.
 */
function keepPrice(index: CardIndex, out: Bitmap, op: string, v: number): void {
  const [from, to] = priceRange(index, op, v);
  const kept = seenBitmap(index, priceKey(from, to, false), () => priceStretch(index, from, to));
  if (kept) {
    out.and(kept);
    return;
  }
  const { priceOrder: order, pricePrefix: prefixes, priceStep: step } = index;
  const first = Math.ceil(from / step);
  const last = Math.floor(to / step);
  const back: number[] = [];
  const keepIn = (a: number, b: number) => {
    for (let i = a; i < b; i++) if (out.has(order[i]!)) back.push(order[i]!);
  };
  if (first >= last) {
    keepIn(from, to);
    out.clear();
  } else {
    keepIn(from, first * step);
    keepIn(last * step, to);
    out.and(prefixes[last]!).andNot(prefixes[first]!);
  }
  for (const row of back) out.add(row);
}

/**
 * The rows whose value in `column` passes `test`: the bitmap is fixed by which of the column's distinct
 * values pass, so it is kept under their codes (a value held by many rows has a ready bitmap of its own).
 */
function columnRows(index: CardIndex, name: ColumnName, test: (value: unknown) => boolean): Bitmap {
  const column = index.columns[name];
  const codes = column.passing(test);
  const ready = codes.length === 1 ? column.ready(codes[0]!) : undefined;
  return ready ?? keptBitmap(index, `${name}\u0000${codes.join(',')}`, () => column.rowsHolding(codes));
}

interface Evaluation {
  index: CardIndex;
  terms: TermValues;
  scratch: Scratch;
}

/** The children of an `all`, nested ones flattened. */
const conjuncts = (children: Expr[]): Expr[] =>
  children.flatMap((c) => (c.kind === 'all' && c.children.length ? conjuncts(c.children) : [c]));

/** The rows satisfying `expr`: a kept or ready bitmap for a single filter, never to be changed. */
function rowsOf(e: Evaluation, expr: Expr): Bitmap {
  switch (expr.kind) {
    case 'column':
      return columnRows(e.index, expr.column, expr.test as (v: unknown) => boolean);
    case 'terms': {
      const values = e.terms.get(expr)!;
      return columnRows(e.index, expr.column, (v) => values.has(v as string));
    }
    case 'price':
      return priceRows(e.index, expr.op, expr.value);
    default:
      return ownRows(e, expr);
  }
}

/**
 * The rows satisfying `expr` in a work bitmap of the evaluation: an `all` is a copy of its first child's
 * rows narrowed by one AND per other child, an `any` one OR per child, a `not` the complement.
 */
function ownRows(e: Evaluation, expr: Expr): Bitmap {
  switch (expr.kind) {
    case 'all': {
      const children = conjuncts(expr.children);
      if (!children.length) return e.scratch.full();
      // Price ranges last: they narrow in place the rows the other filters left.
      const inPlace = (c: Expr) => c.kind === 'price' && c.op !== '!=';
      const [first, ...rest] = [...children.filter((c) => !inPlace(c)), ...children.filter(inPlace)] as [
        Expr,
        ...Expr[],
      ];
      const out = composite(first) ? ownRows(e, first) : e.scratch.copyOf(rowsOf(e, first));
      for (const child of rest)
        if (child.kind === 'price' && inPlace(child)) keepPrice(e.index, out, child.op, child.value);
        else out.and(rowsOf(e, child));
      return out;
    }
    case 'any': {
      const out = e.scratch.empty();
      for (const child of expr.children) out.or(rowsOf(e, child));
      return out;
    }
    case 'not':
      return e.scratch.full().andNot(rowsOf(e, expr.child));
    default:
      return e.scratch.copyOf(rowsOf(e, expr));
  }
}

const composite = (expr: Expr) => expr.kind === 'all' || expr.kind === 'any' || expr.kind === 'not';

/**
 * The rows of the index (as loaded) that satisfy `expr`, in a work bitmap of the index's scratch: the
 * caller reads it synchronously and then gives it back (`scratchOf(index).giveBack()`).
 */
export function evalBitmap(index: CardIndex, expr: Expr, terms: TermValues): Bitmap {
  return ownRows({ index, terms, scratch: scratchOf(index) }, expr);
}

/** Whether one card (a changed one, held as values) satisfies `expr`: the same answers as evalBitmap. */
export function evalCard(card: CardValues, expr: Expr, terms: TermValues): boolean {
  switch (expr.kind) {
    case 'all':
      return expr.children.every((c) => evalCard(card, c, terms));
    case 'any':
      return expr.children.some((c) => evalCard(card, c, terms));
    case 'not':
      return !evalCard(card, expr.child, terms);
    case 'column':
      return (expr.test as (v: unknown) => boolean)(card[expr.column]);
    case 'terms':
      return terms.get(expr)!.has(card[expr.column]);
    case 'price':
      return compare(card.price, expr.op, expr.value);
  }
}
