import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileQuery } from './compiler.ts';
import { parseQuery } from './parser.ts';
import { tokenize } from './tokenizer.ts';

const dialect = new PgDialect();
const compile = (q: string) => dialect.sqlToQuery(compileQuery(parseQuery(q)!));

describe('tokenize', () => {
  it.each([
    ['bolt', [{ type: 'word', value: 'bolt', quoted: false }]],
    ['"lightning bolt"', [{ type: 'word', value: 'lightning bolt', quoted: true }]],
    ['t:creature', [{ type: 'term', key: 't', op: ':', value: 'creature' }]],
    ['MV>=3', [{ type: 'term', key: 'mv', op: '>=', value: '3' }]],
    ['o:"draw a card"', [{ type: 'term', key: 'o', op: ':', value: 'draw a card' }]],
    ['-c!=r', [{ type: 'neg' }, { type: 'term', key: 'c', op: '!=', value: 'r' }]],
    [
      '(a OR b)',
      [
        { type: 'lparen' },
        { type: 'word', value: 'a' },
        { type: 'or' },
        { type: 'word', value: 'b' },
        { type: 'rparen' },
      ],
    ],
    ['Half-Orc', [{ type: 'word', value: 'Half-Orc' }]],
  ])('%s', (input, expected) => {
    expect(tokenize(input)).toMatchObject(expected);
  });
});

describe('parseQuery', () => {
  it.each([
    ['', null],
    ['bolt', { type: 'text', value: 'bolt', quoted: false }],
    [
      't:elf c:g',
      {
        type: 'and',
        children: [
          { type: 'filter', field: 'type', op: ':', value: 'elf' },
          { type: 'filter', field: 'color', op: ':', value: 'g' },
        ],
      },
    ],
    [
      'a b or c',
      {
        type: 'or',
        children: [
          {
            type: 'and',
            children: [
              { type: 'text', value: 'a' },
              { type: 'text', value: 'b' },
            ],
          },
          { type: 'text', value: 'c' },
        ],
      },
    ],
    [
      'a (b or c)',
      {
        type: 'and',
        children: [
          { type: 'text', value: 'a' },
          {
            type: 'or',
            children: [
              { type: 'text', value: 'b' },
              { type: 'text', value: 'c' },
            ],
          },
        ],
      },
    ],
    ['-t:land', { type: 'not', child: { type: 'filter', field: 'type', value: 'land' } }],
    [
      'a and b',
      {
        type: 'and',
        children: [
          { type: 'text', value: 'a' },
          { type: 'text', value: 'b' },
        ],
      },
    ],
    [
      'cmc=2 power>1 toughness<=3',
      {
        type: 'and',
        children: [
          { field: 'mv', op: '=' },
          { field: 'pow', op: '>' },
          { field: 'tou', op: '<=' },
        ],
      },
    ],
    [
      'usd<1 is:foil game:pokemon s:dom r>=rare',
      {
        type: 'and',
        children: [
          { field: 'usd' },
          { field: 'is' },
          { field: 'game' },
          { field: 'set' },
          { field: 'rarity', op: '>=' },
        ],
      },
    ],
  ])('%j', (input, expected) => {
    const tree = parseQuery(input);
    if (expected === null) expect(tree).toBeNull();
    else expect(tree).toMatchObject(expected);
  });

  it.each([
    ['foo:bar', /Unknown keyword "foo"\. Valid keywords: t, type, c, color/],
    ['"unclosed', /Unclosed quote starting at position 1/],
    ['(a or b', /Missing "\)" for "\(" at position 1/],
    ['a)', /Unexpected "\)" at position 2/],
    ['()', /Empty parentheses at position 1/],
    ['a or', /"or" at position 3 needs a search after it/],
    ['or a', /Expected a search term at position 1/],
    ['t:', /"t:" needs a value/],
    ['t>3', /"t" does not take ">"; use : = !=/],
    ['is<foil', /"is" does not take "<"/],
    ['o:e '.repeat(31), /^Queries may have at most 30 terms$/],
    ['-'.repeat(160), /^Queries may be nested at most 8 deep$/],
    ['-('.repeat(140) + 'x' + ')'.repeat(140), /^Queries may be nested at most 8 deep$/],
    ['('.repeat(9) + 'x' + ')'.repeat(9), /^Queries may be nested at most 8 deep$/],
  ])('rejects %j', (input, message) => {
    expect(() => parseQuery(input)).toThrow(message);
  });

  it.each([
    ['o:e '.repeat(30), { type: 'filter', field: 'oracle', value: 'e' }],
    ['('.repeat(8) + 'x' + ')'.repeat(8), { type: 'text', value: 'x' }],
    ['-(-(-(-(x))))', { type: 'text', value: 'x' }],
    ['---x', { type: 'not', child: { type: 'text', value: 'x' } }],
    ['O:Draw o:draw', { type: 'filter', field: 'oracle', value: 'Draw' }],
    ['a or b or a', { type: 'or', children: [{ value: 'a' }, { value: 'b' }] }],
    ['t:elf t:elf -t:elf', { type: 'and', children: [{ field: 'type' }, { type: 'not' }] }],
  ])('accepts %j within the limits, without repeated terms', (input, expected) => {
    const tree = parseQuery(input) as { children?: unknown[] };
    expect(tree).toMatchObject(expected);
    if ('children' in expected) expect(tree.children).toHaveLength(expected.children.length);
  });
});

/** `column = any(the store's terms of a kind that match)`, the kind being parameter $n. */
const term = (column: string, n: number, match: string) =>
  `${column} = any(array(select t.value from tcg_terms t where t.tenant_id = current_tenant_id() and t.kind = $${n} and ${match}))`;
const word = (n: number) => term('c.name', n, `(t.value ilike $${n + 1} or $${n + 2} <% t.value)`);
const phrase = (column: string, n: number) => term(column, n, `t.value ilike $${n + 1}`);

describe('compileQuery', () => {
  it.each([
    ['bolt', word(1), ['name', '%bolt%', 'bolt']],
    ['"lightning bolt"', phrase('c.name', 1), ['name', '%lightning bolt%']],
    ['100%_off', word(1), ['name', '%100\\%\\_off%', '100%_off']],
    ['t:"legendary creature"', phrase('c.type_line', 1), ['type', '%legendary creature%']],
    ['o:draw', phrase('c.oracle_text', 1), ['oracle', '%draw%']],
    ['name!=goblin', `not coalesce(${phrase('c.name', 1)}, false)`, ['name', '%goblin%']],
    ['c:rg', 'c.colors @> array[$1, $2]::text[]', ['R', 'G']],
    ['c=red', '(c.colors @> array[$1]::text[] and c.colors <@ array[$2]::text[])', ['R', 'R']],
    ['c<=wu', 'c.colors <@ array[$1, $2]::text[]', ['W', 'U']],
    ['c>g', '(c.colors @> array[$1]::text[] and cardinality(c.colors) > $2)', ['G', 1]],
    ['c:fire', 'c.colors @> array[$1]::text[]', ['Fire']],
    ['c:c', "(cardinality(c.colors) = 0 or c.colors @> array['Colorless']::text[])", []],
    ['c:m', 'cardinality(c.colors) > 1', []],
    ['r:m', 'c.rarity_key = $1', ['mythic']],
    ['r:"rare holo"', 'c.rarity_key = $1', ['rare holo']],
    ['r>=rare', 'c.rarity_rank >= $1', [3]],
    ['s:DOM', '(c.set_code = $1 or lower(c.set_name) = $2)', ['dom', 'dom']],
    ['game:magic', 'c.game = $1', ['mtg']],
    ['mv>=3', 'c.mana_value >= $1', [3]],
    ['cmc:2', 'c.mana_value = $1', [2]],
    ['pow>4', 'c.power_value > $1', [4]],
    ['tou!=1', 'c.toughness_value <> $1', [1]],
    ['usd<0.5', 'c.price < $1', [0.5]],
    ['is:foil', 'c.has_foil', []],
    ['-t:land', `not coalesce(${phrase('c.type_line', 1)}, false)`, ['type', '%land%']],
    [
      't:elf or t:goblin',
      `(${phrase('c.type_line', 1)} or ${phrase('c.type_line', 3)})`,
      ['type', '%elf%', 'type', '%goblin%'],
    ],
    [
      "x'; drop table products; --",
      `(${word(1)} and ${word(4)} and ${word(7)} and ${word(10)} and not coalesce(${word(13)}, false))`,
      [
        ...['name', "%x';%", "x';", 'name', '%drop%', 'drop', 'name', '%table%', 'table'],
        ...['name', '%products;%', 'products;', 'name', '%-%', '-'],
      ],
    ],
  ])('%s', (input, sqlText, params) => {
    const query = compile(input);
    expect(query.sql).toBe(sqlText);
    expect(query.params).toEqual(params);
  });

  it.each([
    ['c:purple', /Unknown colour "purple"/],
    ['mv>=three', /"mv" needs a number, not "three"/],
    ['usd<-1', /"usd" needs a number/],
    ['game:yugioh', /Unknown game "yugioh"/],
    ['r>=shiny', /Rarity comparisons take common, uncommon, rare, mythic/],
    ['is:shiny', /Unknown "is:shiny": use is:foil, is:instock/],
  ])('rejects %s', (input, message) => {
    expect(() => compile(input)).toThrow(message);
  });
});
