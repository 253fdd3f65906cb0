import type { Operator } from './tokenizer.ts';

export type Field =
  | 'type'
  | 'color'
  | 'rarity'
  | 'set'
  | 'game'
  | 'lang'
  | 'mv'
  | 'pow'
  | 'tou'
  | 'usd'
  | 'is'
  | 'oracle'
  | 'name';

/** Every keyword the query language accepts, by the field it searches. */
export const KEYWORDS: Record<string, Field> = {
  t: 'type',
  type: 'type',
  c: 'color',
  color: 'color',
  colour: 'color',
  r: 'rarity',
  rarity: 'rarity',
  s: 'set',
  set: 'set',
  e: 'set',
  edition: 'set',
  game: 'game',
  lang: 'lang',
  language: 'lang',
  mv: 'mv',
  cmc: 'mv',
  manavalue: 'mv',
  pow: 'pow',
  power: 'pow',
  tou: 'tou',
  toughness: 'tou',
  usd: 'usd',
  price: 'usd',
  is: 'is',
  o: 'oracle',
  oracle: 'oracle',
  name: 'name',
};

export const VALID_KEYWORDS = Object.keys(KEYWORDS).join(', ');

const ALL: Operator[] = [':', '=', '!=', '<', '>', '<=', '>='];
const MATCH: Operator[] = [':', '=', '!='];

/** The operators each field understands: comparisons for numbers, colours and rarity ranks. */
export const FIELD_OPERATORS: Record<Field, Operator[]> = {
  type: MATCH,
  color: ALL,
  rarity: ALL,
  set: MATCH,
  game: MATCH,
  lang: MATCH,
  mv: ALL,
  pow: ALL,
  tou: ALL,
  usd: ALL,
  is: [':', '='],
  oracle: MATCH,
  name: MATCH,
};
