import { sql, type SQL } from 'drizzle-orm';
import type { TcgSearchQuery } from '@storefront/contract/tcg';
import { contains } from '../query/compiler.ts';
import { parseQuery, type QueryNode } from '../query/parser.ts';
import type { Operator } from '../query/tokenizer.ts';
import {
  colorValue,
  gameValue,
  isValue,
  languageValue,
  numberValue,
  rarityValue,
  type ColorValue,
} from '../query/values.ts';
import type { CardValues, ColumnName, SetValue } from './card-index.ts';

/**
 * A search as the in-process index evaluates it: the same conditions the SQL compiler writes
 * (tcg-search-conditions.ts, query/compiler.ts), with SQL's answers (a comparison with null is not true,
 * `not` is `not coalesce(…, false)`). The text matches still run in PostgreSQL over tcg_terms (`terms`),
 * and become a set of the matching values before the index is read.
 */
export type Expr =
  | { kind: 'all' | 'any'; children: Expr[] }
  | { kind: 'not'; child: Expr }
  | { kind: 'column'; column: ColumnName; test: (value: never) => boolean }
  | { kind: 'price'; op: Operator; value: number }
  | {
      kind: 'terms';
      column: 'name' | 'typeLine' | 'oracleText';
      termKind: string;
      match: (v: SQL) => SQL;
      /** What the match depends on, for the store's cache of term matches. */
      key: string;
    };

const column = <N extends ColumnName>(name: N, test: (value: CardValues[N]) => boolean): Expr => ({
  kind: 'column',
  column: name,
  test,
});
const not = (child: Expr): Expr => ({ kind: 'not', child });
const all = (...children: Expr[]): Expr => ({ kind: 'all', children });

/** `a op b` as SQL answers it: `:` is equality, and null compares as not true. */
export function compare(a: number | string | null, op: Operator, b: number | string): boolean {
  if (a === null) return false;
  switch (op) {
    case ':':
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
}

const negatable = (op: Operator, e: Expr): Expr => (op === '!=' ? not(e) : e);
const hasAll = (colors: string[], wanted: string[]) => wanted.every((c) => colors.includes(c));
const within = (colors: string[], allowed: string[]) => colors.every((c) => allowed.includes(c));

function colorExpr(op: Operator, value: ColorValue): Expr {
  if (value.kind === 'colorless') {
    const colorless = column('colors', (c) => c.length === 0 || c.includes('Colorless'));
    return op === '!=' ? not(colorless) : colorless;
  }
  if (value.kind === 'multicolor')
    return column('colors', (c) => (op === '!=' ? c.length <= 1 : c.length > 1));
  const want = value.colors;
  const n = want.length;
  const tests: Record<Operator, (c: string[]) => boolean> = {
    ':': (c) => hasAll(c, want),
    '>=': (c) => hasAll(c, want),
    '=': (c) => hasAll(c, want) && within(c, want),
    '!=': (c) => !(hasAll(c, want) && within(c, want)),
    '<=': (c) => within(c, want),
    '>': (c) => hasAll(c, want) && c.length > n,
    '<': (c) => within(c, want) && c.length < n,
  };
  return column('colors', tests[op]);
}

/** A substring match (ILIKE) over one kind of term, or for plain words also a typo (word similarity). */
const terms = (
  col: 'name' | 'typeLine' | 'oracleText',
  termKind: string,
  value: string,
  typo = false,
): Expr => ({
  kind: 'terms',
  column: col,
  termKind,
  match: typo
    ? (v) => sql`(${v} ilike ${contains(value)} or ${value} <% ${v})`
    : (v) => sql`${v} ilike ${contains(value)}`,
  key: `${termKind}\u0000${typo}\u0000${value}`,
});

function filterExpr({ field, op, value }: Extract<QueryNode, { type: 'filter' }>): Expr {
  switch (field) {
    case 'name':
      return negatable(op, terms('name', 'name', value));
    case 'type':
      return negatable(op, terms('typeLine', 'type', value));
    case 'oracle':
      return negatable(op, terms('oracleText', 'oracle', value));
    case 'set': {
      const v = value.toLowerCase();
      return negatable(
        op,
        column('set', (s: SetValue) => s.code === v || s.name.toLowerCase() === v),
      );
    }
    case 'game': {
      const game = gameValue(value);
      return column('game', (g) => compare(g, op, game));
    }
    case 'lang': {
      const code = languageValue(value);
      return negatable(
        op,
        column('languages', (l) => l.includes(code)),
      );
    }
    case 'rarity': {
      const comparison = !([':', '=', '!='] as Operator[]).includes(op);
      const { name, rank } = rarityValue(value, comparison);
      if (comparison) return column('rarityRank', (r) => compare(r, op, rank!));
      return negatable(
        op,
        column('rarityKey', (k) => k === name),
      );
    }
    case 'mv':
      return numeric('manaValue', op, numberValue(field, value));
    case 'pow':
      return numeric('powerValue', op, numberValue(field, value));
    case 'tou':
      return numeric('toughnessValue', op, numberValue(field, value));
    case 'usd':
      return { kind: 'price', op, value: numberValue(field, value) };
    case 'color':
      return colorExpr(op, colorValue(value));
    case 'is':
      return isValue(value) === 'foil' ? column('hasFoil', (f) => f) : column('inStock', (s) => s);
  }
}

const numeric = (name: 'manaValue' | 'powerValue' | 'toughnessValue', op: Operator, n: number) =>
  column(name, (v) => compare(v, op, n));

export function treeExpr(node: QueryNode): Expr {
  switch (node.type) {
    case 'and':
      return { kind: 'all', children: node.children.map(treeExpr) };
    case 'or':
      return { kind: 'any', children: node.children.map(treeExpr) };
    case 'not':
      return not(treeExpr(node.child));
    case 'text':
      return terms('name', 'name', node.value, !node.quoted);
    case 'filter':
      return filterExpr(node);
  }
}

/**
 * The search's conditions (besides the store and the active flag) as one expression. The caller has
 * validated the query already (filterConditions throws the 400s), so the values here parse.
 */
export function searchExpr(q: TcgSearchQuery): Expr {
  const parts: Expr[] = [];
  if (q.game) {
    const game = gameValue(q.game);
    parts.push(column('game', (g) => g === game));
  }
  if (q.rarity) {
    const rarity = q.rarity.toLowerCase();
    parts.push(column('rarityKey', (k) => k === rarity));
  }
  if (q.card_type) {
    const type = q.card_type;
    parts.push(column('types', (t) => t.includes(type)));
  }
  if (q.set) {
    const set = q.set.toLowerCase();
    parts.push(column('set', (s) => s.code === set));
  }
  if (q.color) {
    const color = colorValue(q.color);
    parts.push(
      color.kind === 'set'
        ? column('colors', (c) => hasAll(c, color.colors))
        : color.kind === 'colorless'
          ? column('colors', (c) => c.length === 0)
          : column('colors', (c) => c.length > 1),
    );
  }
  if (q.language) {
    const code = languageValue(q.language);
    parts.push(column('languages', (l) => l.includes(code)));
  }
  if (q.mana_cost !== undefined) parts.push(numeric('manaValue', '=', q.mana_cost));
  if (q.power !== undefined) parts.push(numeric('powerValue', '=', q.power));
  if (q.toughness !== undefined) parts.push(numeric('toughnessValue', '=', q.toughness));
  if (q.min_price !== undefined) parts.push({ kind: 'price', op: '>=', value: q.min_price });
  if (q.max_price !== undefined) parts.push({ kind: 'price', op: '<=', value: q.max_price });
  if (q.in_stock === 'true' || q.in_stock === '1') parts.push(column('inStock', (s) => s));
  const tree = q.q ? parseQuery(q.q) : null;
  if (tree) parts.push(treeExpr(tree));
  return all(...parts);
}
