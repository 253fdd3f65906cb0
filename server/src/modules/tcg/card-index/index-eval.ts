import { sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../../db/client.ts';
import { Bitmap } from './bitmap.ts';
import { priceStretch, type CardIndex, type CardValues } from './card-index.ts';
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
  pick: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
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
      queryRows<Record<string, string[]>>(tx, sql`select ${sql.join(arrays, sql`, `)}`),
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

/** The rows of a price comparison: one stretch of the price order, found by binary search. */
function priceRows(index: CardIndex, op: string, v: number): Bitmap {
  const { priceSorted: sorted, priceOrder: order, size } = index;
  const [from, to] =
    op === '<'
      ? [0, bound(sorted, v, false)]
      : op === '<='
        ? [0, bound(sorted, v, true)]
        : op === '>'
          ? [bound(sorted, v, true), order.length]
          : op === '>='
            ? [bound(sorted, v, false), order.length]
            : [bound(sorted, v, false), bound(sorted, v, true)];
  const b = priceStretch(index, from, to);
  return op === '!=' ? Bitmap.full(size).andNot(b) : b;
}

/**
 * `out` narrowed by every child of an `all` (nested ones flattened), or the first child's rows when `out` is
 * null: a column filter narrows `out` in place (one AND of a ready bitmap for a common value), so a search
 * of several filters allocates one bitmap instead of one per filter.
 */
function andInto(index: CardIndex, children: Expr[], terms: TermValues, out: Bitmap | null) {
  for (const child of children) {
    if (child.kind === 'all' && child.children.length) out = andInto(index, child.children, terms, out);
    else if (out && child.kind === 'column')
      index.columns[child.column].keepMatching(child.test as (v: unknown) => boolean, out);
    else out = out ? out.and(evalBitmap(index, child, terms)) : evalBitmap(index, child, terms);
  }
  return out;
}

/** The rows of the index (as loaded) that satisfy `expr`. */
export function evalBitmap(index: CardIndex, expr: Expr, terms: TermValues): Bitmap {
  switch (expr.kind) {
    case 'all':
      return expr.children.length ? andInto(index, expr.children, terms, null)! : Bitmap.full(index.size);
    case 'any': {
      const out = new Bitmap(index.size);
      for (const c of expr.children) out.or(evalBitmap(index, c, terms));
      return out;
    }
    case 'not':
      return Bitmap.full(index.size).andNot(evalBitmap(index, expr.child, terms));
    case 'column': {
      const out = new Bitmap(index.size);
      index.columns[expr.column].addMatching(expr.test as (v: unknown) => boolean, out);
      return out;
    }
    case 'terms': {
      const values = terms.get(expr)!;
      const out = new Bitmap(index.size);
      if (values.size) index.columns[expr.column].addMatching((v) => values.has(v as string), out);
      return out;
    }
    case 'price':
      return priceRows(index, expr.op, expr.value);
  }
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
