/**
 * PostgreSQL's full-text matching and `ts_rank` for the queries a product search makes, in JavaScript, so
 * a store's products can be matched and ranked in process (product-search-index.ts) with the same result
 * and order as the SQL. Only what the search needs: tsvector text with positions, and tsqueries of plain
 * lexemes joined by `&` and `|` whose root is `|` or one lexeme (ranked by PostgreSQL's `calc_rank_or`,
 * src/backend/utils/adt/tsrank.c). Anything else (phrases, negation, prefixes, weights, a root `&`) parses
 * as `null`, and the caller asks PostgreSQL instead.
 */

const f = Math.fround;

/** `ts_rank`'s default weights by the tsvector weight letter (D has none in the text form). */
const WEIGHTS: Record<string, number> = { A: f(1), B: f(0.4), C: f(0.2), '': f(0.1) };

/** A quoted lexeme of tsvector or tsquery text: `''` stands for `'`, a backslash escapes the next character. */
const QUOTED = String.raw`'((?:[^'\\]|''|\\.)*)'`;
const unquote = (text: string) => text.replace(/''|\\(.)/g, (m, c: string | undefined) => c ?? "'");

/**
 * One lexeme's part of `calc_rank_or` for one document, before the division by π²/6: its occurrences'
 * weights, each divided by the square of its rank among them, with the heaviest counted in full. Computed
 * in single precision step by step as the C code does (float operands, int divisors).
 */
export function lexemeWeight(weights: number[]): number {
  let resj = f(0);
  let wjm = -1;
  let jm = 0;
  weights.forEach((w, j) => {
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/** The lexemes of a tsvector's text form with their `lexemeWeight`: `'box':3A,9C 'dragon':2A`. */
export function parseVector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  for (const [, quoted, positions] of text.matchAll(new RegExp(`${QUOTED}(?::([0-9A-D,]+))?`, 'g'))) {
    // A lexeme without positions ranks as one occurrence of weight D (PostgreSQL's POSNULL).
    const weights = (positions ?? '0').split(',').map((p) => WEIGHTS[p.replace(/[0-9]/g, '')]!);
    lexemes.set(unquote(quoted!), lexemeWeight(weights));
  }
  return lexemes;
}

/** A tsquery this module can evaluate: plain lexemes under `&` and `|`. */
export type Query = string | { op: '&' | '|'; left: Query; right: Query };

/** Parses a tsquery's text form; `null` when it holds anything but plain lexemes, `&`, `|` and parentheses. */
export function parseQuery(text: string): Query | null {
  const tokens: string[] = [];
  const token = new RegExp(String.raw`\s*(?:${QUOTED}(:[*A-D]+)?|([&|()])|(\S))`, 'gy');
  for (const [, lexeme, suffix, op, other] of text.matchAll(token)) {
    if (other !== undefined || suffix !== undefined) return null;
    tokens.push(op ?? `'${unquote(lexeme!)}`);
  }
  if (!tokens.length) return null;
  let at = 0;
  const binary = (op: '&' | '|', operand: () => Query | null) => (): Query | null => {
    let left = operand();
    while (left !== null && tokens[at] === op) {
      at += 1;
      const right = operand();
      left = right === null ? null : { op, left, right };
    }
    return left;
  };
  const primary = (): Query | null => {
    const next = tokens[at++];
    if (next?.startsWith("'")) return next.slice(1);
    if (next !== '(') return null;
    const inner = or();
    return tokens[at++] === ')' ? inner : null;
  };
  const and = binary('&', primary);
  const or = binary('|', and);
  const query = or();
  if (query === null || at !== tokens.length) return null;
  // A root `&` is ranked by calc_rank_and (word distances), which this module does not do.
  return typeof query === 'object' && query.op === '&' ? null : query;
}

/** The distinct lexemes of a query in PostgreSQL's order (bytewise, as SortAndUniqItems sorts them). */
export function queryLexemes(query: Query): string[] {
  const all = new Set<string>();
  const walk = (q: Query): void => {
    if (typeof q === 'string') all.add(q);
    else {
      walk(q.left);
      walk(q.right);
    }
  };
  walk(query);
  return [...all].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/**
 * `ts_rank(vector, query)` from the `lexemeWeight`s of the query's distinct lexemes found in the document
 * (undefined: absent), in `queryLexemes` order: each adds its weight over π²/6, and the sum is divided by
 * how many distinct lexemes the query has.
 */
export function rank(found: (number | undefined)[]): number {
  let res = f(0);
  for (const weight of found) if (weight !== undefined) res = f(res + weight / 1.64493406685);
  return f(res / found.length);
}
