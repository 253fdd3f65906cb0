import { sql, type SQL } from 'drizzle-orm';
import type { QueryNode } from './parser.ts';
import { termIn } from '../tcg-terms.ts';
import type { Operator } from './tokenizer.ts';
import {
  colorValue,
  gameValue,
  isValue,
  languageValue,
  numberValue,
  rarityValue,
  type ColorValue,
} from './values.ts';

/**
 * Compiles a query tree into a WHERE fragment over `tcg_cards c` (which carries its product's name and price).
 * Column names are fixed text; every value from the query is a bound parameter.
 *
 * Substring and typo matches (names, `t:`, `o:`) run over the store's distinct terms (tcg_terms) and select
 * cards by equality: under row-level security ILIKE and `<%` never reach an index, equality does.
 */
const col = (name: string) => sql.raw(name);
const P = { name: col('c.name'), price: col('c.price'), id: col('c.product_id'), tenant: col('c.tenant_id') };
const C = {
  typeLine: col('c.type_line'),
  oracle: col('c.oracle_text'),
  rarityKey: col('c.rarity_key'),
  rank: col('c.rarity_rank'),
  set: col('c.set_code'),
  setName: col('c.set_name'),
  game: col('c.game'),
  colors: col('c.colors'),
  mv: col('c.mana_value'),
  pow: col('c.power_value'),
  tou: col('c.toughness_value'),
  foil: col('c.has_foil'),
  languages: col('c.languages'),
};

/** `%value%` for ILIKE, with the pattern characters of the value itself escaped. */
export const contains = (value: string) => `%${value.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function compare(column: SQL, op: Operator, value: unknown): SQL {
  const sqlOp = op === ':' ? '=' : op === '!=' ? '<>' : op;
  return sql`${column} ${sql.raw(sqlOp)} ${value}`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

function colorFilter(op: Operator, value: ColorValue): SQL {
  if (value.kind === 'colorless') {
    const colorless = sql`(cardinality(${C.colors}) = 0 or ${C.colors} @> array['Colorless']::text[])`;
    return op === '!=' ? sql`not ${colorless}` : colorless;
  }
  if (value.kind === 'multicolor')
    return op === '!=' ? sql`cardinality(${C.colors}) <= 1` : sql`cardinality(${C.colors}) > 1`;
  const arr = textArray(value.colors);
  const n = value.colors.length;
  switch (op) {
    case ':':
    case '>=':
      return sql`${C.colors} @> ${arr}`;
    case '=':
      return sql`(${C.colors} @> ${arr} and ${C.colors} <@ ${arr})`;
    case '!=':
      return sql`not (${C.colors} @> ${arr} and ${C.colors} <@ ${arr})`;
    case '<=':
      return sql`${C.colors} <@ ${arr}`;
    case '>':
      return sql`(${C.colors} @> ${arr} and cardinality(${C.colors}) > ${n})`;
    case '<':
      return sql`(${C.colors} <@ ${arr} and cardinality(${C.colors}) < ${n})`;
  }
}

/** Cards listed in this language (the printing's or a variant's: tcg/card-languages.ts). */
export const languageFilter = (code: string): SQL => sql`${C.languages} @> array[${code}]::text[]`;

function negatable(op: Operator, fragment: SQL): SQL {
  return op === '!=' ? sql`not coalesce(${fragment}, false)` : fragment;
}

function filter(node: Extract<QueryNode, { type: 'filter' }>): SQL {
  const { field, op, value } = node;
  switch (field) {
    case 'name':
      return negatable(
        op,
        termIn(P.name, 'name', (v) => sql`${v} ilike ${contains(value)}`),
      );
    case 'type':
      return negatable(
        op,
        termIn(C.typeLine, 'type', (v) => sql`${v} ilike ${contains(value)}`),
      );
    case 'oracle':
      return negatable(
        op,
        termIn(C.oracle, 'oracle', (v) => sql`${v} ilike ${contains(value)}`),
      );
    case 'set':
      return negatable(
        op,
        sql`(${C.set} = ${value.toLowerCase()} or lower(${C.setName}) = ${value.toLowerCase()})`,
      );
    case 'game':
      return compare(C.game, op, gameValue(value));
    case 'lang':
      return negatable(op, languageFilter(languageValue(value)));
    case 'rarity': {
      const comparison = !([':', '=', '!='] as Operator[]).includes(op);
      const { name, rank } = rarityValue(value, comparison);
      return comparison ? compare(C.rank, op, rank) : negatable(op, sql`${C.rarityKey} = ${name}`);
    }
    case 'mv':
      return compare(C.mv, op, numberValue(field, value));
    case 'pow':
      return compare(C.pow, op, numberValue(field, value));
    case 'tou':
      return compare(C.tou, op, numberValue(field, value));
    case 'usd':
      return compare(P.price, op, numberValue(field, value));
    case 'color':
      return colorFilter(op, colorValue(value));
    case 'is':
      return isValue(value) === 'foil'
        ? sql`${C.foil}`
        : sql`exists (select 1 from supplier_stocks s where s.tenant_id = ${P.tenant} and s.product_id = ${P.id} and s.quantity > 0)`;
  }
}

/** Plain words match names by substring or, for typos, by trigram word similarity; phrases match exactly. */
function text(value: string, quoted: boolean): SQL {
  if (quoted) return termIn(P.name, 'name', (v) => sql`${v} ilike ${contains(value)}`);
  return termIn(P.name, 'name', (v) => sql`(${v} ilike ${contains(value)} or ${value} <% ${v})`);
}

export function compileQuery(node: QueryNode): SQL {
  switch (node.type) {
    case 'and':
      return sql`(${sql.join(node.children.map(compileQuery), sql` and `)})`;
    case 'or':
      return sql`(${sql.join(node.children.map(compileQuery), sql` or `)})`;
    case 'not':
      return sql`not coalesce(${compileQuery(node.child)}, false)`;
    case 'text':
      return text(node.value, node.quoted);
    case 'filter':
      return filter(node);
  }
}
