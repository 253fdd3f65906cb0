import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR } from '../tcg.seed.ts';
import { parseCards, type FormatName, type ParseInput } from './index.ts';

const read = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8');
const sets = read('pokemon/sets/en.json');
const input = (file: string, extra: Partial<ParseInput> = {}): ParseInput => ({
  text: read(file),
  fileName: file,
  ...extra,
});

describe.each<[FormatName, string, Partial<ParseInput>, number, number]>([
  ['scryfall', 'mtg/scryfall/mtg_scryfall_cards.json', {}, 433, 0],
  ['mtgjson', 'mtg/mtgjson/AllPrintings.subset.json', {}, 1078, 33],
  ['mtgjson-csv', 'mtg/csv/mtgjson-v3-csv/M14.csv', { setName: 'Magic 2014' }, 150, 0],
  ['mtgjson-csv', 'mtg/csv/mtgjson-v3-csv/KTK.csv', {}, 150, 0],
  ['manabox', 'mtg/csv/manabox/manabox_collection_export.csv', {}, 11, 0],
  ['pokemon', 'pokemon/cards/en/base1.json', { setsText: sets }, 96, 6],
  ['pokemon', 'pokemon/cards/en/sv1.json', { setsText: sets }, 258, 0],
])('%s %s', (format, file, extra, records, skipped) => {
  const result = parseCards(format, input(file, extra));
  it(`gives ${records} records and ${skipped} skipped`, () => {
    expect(result.records).toHaveLength(records);
    expect(result.skipped).toHaveLength(skipped);
  });
  it('gives every record a unique SKU, a rarity and a set', () => {
    expect(new Set(result.records.map((r) => r.sku)).size).toBe(records);
    for (const r of result.records) expect(r.rarity && r.setCode && r.setName && r.name).toBeTruthy();
  });
});

const find = (format: FormatName, file: string, name: string, extra: Partial<ParseInput> = {}) =>
  parseCards(format, input(file, extra)).records.find((r) => r.name === name);

describe('field mapping on named cards', () => {
  it.each([
    [
      'scryfall',
      'mtg/scryfall/mtg_scryfall_cards.json',
      'Half-Orc, Half-',
      {
        sku: 'MTG-UST-84',
        setName: 'Unstable',
        rarity: 'Uncommon',
        typeLine: 'Creature — Orc Warrior',
        types: ['Creature'],
        colors: ['R'],
        manaCost: '',
        manaValue: 0,
        power: '+3',
        toughness: '+1',
        usd: '0.04',
        imageUrl: 'https://img.scryfall.com/cards/normal/en/ust/84.jpg?1522207079',
      },
    ],
    [
      'scryfall',
      'mtg/scryfall/mtg_scryfall_cards.json',
      'Reckless Waif // Merciless Predator',
      {
        game: 'mtg',
        types: ['Creature'],
        colors: ['R'],
        manaCost: '{R}',
        power: '1',
        toughness: '1',
        imageUrl:
          'https://img.scryfall.com/cards/normal/front/0/2/028aeebc-4073-4595-94da-02f9f96ea148.jpg?1545408336',
      },
    ],
    [
      'mtgjson',
      'mtg/mtgjson/AllPrintings.subset.json',
      'Karn, Scion of Urza',
      {
        sku: 'MTG-DOM-1',
        setCode: 'dom',
        setName: 'Dominaria',
        rarity: 'Mythic',
        types: ['Planeswalker'],
        colors: [],
        manaCost: '{4}',
        manaValue: 4,
        toughness: '5',
        finishes: ['nonfoil', 'foil'],
        usd: null,
        imageUrl: 'https://cards.scryfall.io/normal/front/0/7/07a3d9e8-8597-498b-869c-cff79e0df516.jpg',
      },
    ],
    [
      'mtgjson-csv',
      'mtg/csv/mtgjson-v3-csv/M14.csv',
      'Archangel of Thune',
      {
        sku: 'MTG-M14-5',
        setCode: 'm14',
        rarity: 'Mythic',
        colors: ['W'],
        manaCost: '{3}{W}{W}',
        manaValue: 5,
        power: '3',
        toughness: '4',
        imageUrl: null,
      },
    ],
    [
      'manabox',
      'mtg/csv/manabox/manabox_collection_export.csv',
      'The Ozolith',
      {
        sku: 'MTG-LTC-381',
        setName: 'Tales of Middle-earth Commander',
        rarity: 'Mythic',
        finishes: ['foil'],
        ownStock: { condition: 'NM', foil: true, quantity: 1, price: '89.86' },
        imageUrl: null,
      },
    ],
    [
      'pokemon',
      'pokemon/cards/en/base1.json',
      'Alakazam',
      {
        sku: 'PKM-BASE1-1',
        game: 'pokemon',
        setName: 'Base',
        rarity: 'Rare Holo',
        typeLine: 'Pokémon — Stage 2',
        types: ['Pokémon'],
        colors: ['Psychic'],
        toughness: '80',
        power: '30',
        manaValue: 3,
        imageUrl: 'https://images.pokemontcg.io/base1/1_hires.png',
      },
    ],
  ] as const)('%s: %s → %s', (format, file, name, expected) => {
    expect(find(format, file, name, { setsText: sets })).toMatchObject(expected);
  });
});

describe('picture links', () => {
  const scryfallCard = (normal: unknown) =>
    JSON.stringify([
      {
        object: 'card',
        name: 'Opt',
        set: 'xln',
        collector_number: '65',
        rarity: 'common',
        image_uris: { normal },
      },
    ]);
  it.each([
    'javascript:alert(1)',
    'http://cards.scryfall.io/normal/front/a/b/x.jpg',
    'https://evil.example/normal/front/a/b/x.jpg',
    'https://cards.scryfall.io.evil.example/x.jpg',
    'https://user:pw@cards.scryfall.io/x.jpg',
    `https://cards.scryfall.io/${'x'.repeat(600)}.jpg`,
    42,
  ])('keeps no link but those to the card hosts: %s', (normal) => {
    const [card] = parseCards('scryfall', { text: scryfallCard(normal), fileName: 'x.json' }).records;
    expect(card!.imageUrl).toBeNull();
  });
  it('keeps an https link to a card host', () => {
    const link = 'https://cards.scryfall.io/normal/front/a/b/x.jpg?1';
    const [card] = parseCards('scryfall', { text: scryfallCard(link), fileName: 'x.json' }).records;
    expect(card!.imageUrl).toBe(link);
  });
});

describe('bad records are reported with their reason', () => {
  it('names Base-set Energy cards without rarity', () => {
    const { skipped } = parseCards('pokemon', input('pokemon/cards/en/base1.json', { setsText: sets }));
    expect(skipped[0]).toEqual({ at: 'base1-97', name: 'Fighting Energy', reason: 'no rarity' });
  });

  it('skips MTGJSON back faces', () => {
    const { skipped } = parseCards('mtgjson', input('mtg/mtgjson/AllPrintings.subset.json'));
    expect(skipped.every((s) => s.reason.startsWith('face "b"'))).toBe(true);
  });

  it.each([
    [
      'scryfall',
      '[{"object":"card","name":"X","set":"abc","collector_number":"1","rarity":"legendaryish"},{"object":"set"}]',
      ['unknown rarity "legendaryish"', 'not a card object (object: set)'],
    ],
    [
      'manabox',
      'Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,Condition\nA,AAA,Aa,1,normal,rare,two,near_mint\nB,BBB,Bb,2,normal,rare,1,sticky',
      ['quantity "two" is not a whole number', 'unknown condition "sticky"'],
    ],
    [
      'mtgjson-csv',
      'name,manaCost,cmc,type,number,rarity,power,toughness\nX,{1},1,Instant,,Common,,\nY,{1},1,Instant,2,Shiny,,',
      ['no collector number', 'unknown rarity "Shiny"'],
    ],
  ] as const)('%s', (format, text, reasons) => {
    const { records, skipped } = parseCards(format, { text, fileName: 'X.csv' });
    expect(records).toHaveLength(0);
    expect(skipped.map((s) => s.reason)).toEqual(reasons);
  });

  it.each([
    ['scryfall', '{not json', /not valid Scryfall JSON/],
    ['manabox', 'a,b\n1,2', /missing column\(s\) Name/],
    ['mtgjson', '[]', /"data" object/],
  ] as const)('rejects a %s file of the wrong shape', (format, text, message) => {
    expect(() => parseCards(format, { text, fileName: 'x' })).toThrow(message);
  });
});
