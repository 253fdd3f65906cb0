import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { CSV_FORMATS } from '../../modules/tcg/collection/csv-formats.ts';
import { DEMO_DATA_DIR } from '../../modules/tcg/tcg.seed.ts';
import { deepJson } from './hostile.ts';

/**
 * Files in every format the upload routes read, damaged the way a careless app or an attacker damages them:
 * a good file (a few real rows of the format, from the demo data), then a hostile line or cell, then the
 * bytes mangled. The sizes stay at most ~1 MB so a request costs milliseconds, as in the issue's attacks.
 */

/** What a file is read as: CSV of these columns (none: the sample's header), deck-list lines, JSON, an image. */
export type FileShape =
  | { csv: string[] }
  | { lines: 'decklist' }
  | { json: 'scryfall' | 'mtgjson' | 'pokemon' | 'mtgjson-prices' | 'pokemon-prices' }
  | { image: true };

const sample = (file: string) => readFileSync(path.join(DEMO_DATA_DIR, file), 'utf8');
const firstLines = (text: string, n: number) => text.split('\n').slice(0, n).join('\n') + '\n';

/** Real rows of the formats with a sample in the demo data; the others are written from their columns. */
const SAMPLE_FILES: Record<string, string> = {
  manabox: 'mtg/csv/manabox/manabox_collection_export.csv',
  moxfield: 'mtg/csv/moxfield/moxfield_haves_export.csv',
  deckbox: 'mtg/csv/deckbox/deckbox_inventory_export.csv',
  archidekt: 'mtg/csv/archidekt/archidekt_collection_export.csv',
  dragonshield: 'mtg/csv/dragonshield/dragonshield_collection_export.csv',
  'tcgplayer-collection': 'mtg/csv/tcgplayer/tcgplayer_app_collection_export.csv',
  'tcgplayer-seller': 'tcgplayer/seller_pricing_export.csv',
  'mtgjson-csv': 'mtg/csv/mtgjson-v3-csv/M14.csv',
  decklist: 'mtg/decks/arena_brawl_yorion.txt',
};

const GOOD_CELL: [RegExp, string][] = [
  [/number/i, '149'],
  [/set code|edition|set_code/i, 'M11'],
  [/set/i, 'Magic 2011'],
  [/name/i, 'Lightning Bolt'],
  [/quantity|count/i, '4'],
  [/condition/i, 'Near Mint'],
  [/foil|finish|printing/i, 'normal'],
  [/lang/i, 'English'],
  [/price/i, '1.25'],
];
const goodCell = (column: string) => GOOD_CELL.find(([re]) => re.test(column))?.[1] ?? '';

let cache: Map<string, string> | undefined;
/** The good file of each format, read once. */
function goodFiles(): Map<string, string> {
  if (cache) return cache;
  cache = new Map();
  for (const [format, file] of Object.entries(SAMPLE_FILES)) cache.set(format, firstLines(sample(file), 5));
  for (const f of CSV_FORMATS)
    if (!cache.has(f.id)) cache.set(f.id, `${f.columns.join(',')}\n${f.columns.map(goodCell).join(',')}\n`);
  const scryfall = JSON.parse(sample('mtg/scryfall/mtg_scryfall_cards.json')) as object[];
  cache.set('scryfall', JSON.stringify(scryfall.slice(0, 3), null, 1));
  const printings = JSON.parse(sample('mtg/mtgjson/AllPrintings.subset.json')) as {
    meta: object;
    data: Record<string, { cards: { uuid: string }[] }>;
  };
  const dom = printings.data.DOM!;
  cache.set(
    'mtgjson',
    JSON.stringify({ meta: printings.meta, data: { DOM: { ...dom, cards: dom.cards.slice(0, 3) } } }),
  );
  const uuid = dom.cards[0]!.uuid;
  const quotes = { currency: 'USD', retail: { normal: { '2024-05-01': 1.25 }, foil: { '2024-05-01': 3.5 } } };
  cache.set(
    'mtgjson-prices',
    JSON.stringify({ meta: printings.meta, data: { [uuid]: { paper: { tcgplayer: quotes } } } }),
  );
  const pokemon = (JSON.parse(sample('pokemon/cards/en/base1.json')) as object[]).slice(0, 3);
  cache.set('pokemon', JSON.stringify(pokemon));
  const priced = pokemon.map((card) => ({
    ...card,
    tcgplayer: { updatedAt: '2024/05/01', prices: { holofoil: { market: 12.5, low: 9 } } },
  }));
  cache.set('pokemon-prices', JSON.stringify({ data: priced }));
  return cache;
}

/** The key of `goodFiles` for a shape. */
export const shapeKey = (shape: FileShape, format: string) =>
  'json' in shape ? shape.json : 'lines' in shape ? 'decklist' : format;

/** Cells that broke or slowed parsers before (issue 26) or could: runs, separators, formulas, huge text. */
const HOSTILE_CELLS = [
  ' '.repeat(50_000),
  `a${' '.repeat(25_000)}b`,
  '9'.repeat(100_000),
  '"'.repeat(20_001),
  '""'.repeat(10_000),
  `x${'\t'.repeat(20_000)}y`,
  ' (M11)'.repeat(5000),
  '('.repeat(20_000),
  '{'.repeat(20_000),
  ' *F*'.repeat(5000),
  ' // '.repeat(5000),
  ' - '.repeat(10_000),
  '=HYPERLINK("http://x","click")',
  '+2 Mace',
  '@SUM(A1:A9)',
  '-1',
  '\t=1+1',
  '\r=1+1',
  "'=1",
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '😀'.repeat(2000),
  '1e309',
  '99999999999999999999999',
  '-0',
  'NaN',
  '0x1F',
  '',
];
const ONE_MB = 'x'.repeat(1024 * 1024);

/** How the good file's text is damaged before it becomes bytes. */
export const LINE_DAMAGES = [
  'good',
  'hostile-cell',
  'hostile-row',
  'huge-cell',
  'many-columns',
  'many-lines',
  'header-only',
  'deep-json',
  'json-truncated',
  'json-wrong-type',
] as const;
/** How the file's bytes are damaged last. */
export const BYTE_DAMAGES = [
  'none',
  'none',
  'none',
  'invalid-utf8',
  'utf8-bom',
  'utf16-bom',
  'nul-bytes',
  'mixed-line-ends',
  'truncated',
  'binary',
  'empty',
] as const;

export interface FileChoice {
  lineDamage: (typeof LINE_DAMAGES)[number];
  byteDamage: (typeof BYTE_DAMAGES)[number];
  cells: string[];
  at: number;
  noise: Uint8Array;
}

export const fileChoices: fc.Arbitrary<FileChoice> = fc.record({
  lineDamage: fc.constantFrom(...LINE_DAMAGES),
  byteDamage: fc.constantFrom(...BYTE_DAMAGES),
  cells: fc.array(fc.constantFrom(...HOSTILE_CELLS), { minLength: 3, maxLength: 3 }),
  at: fc.nat(),
  noise: fc.uint8Array({ minLength: 1, maxLength: 2048 }),
});

/** A CSV line of `count` cells, hostile ones put in at the chosen places, quoted where they must be. */
function csvLine(columns: string[], c: FileChoice, quote: boolean) {
  const cells = columns.map(goodCell);
  c.cells.forEach((cell, i) => (cells[(c.at + i * 7) % Math.max(cells.length, 1)] = cell));
  return cells.map((cell) => (quote ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
}

function damageText(shape: FileShape, good: string, c: FileChoice): string {
  const lines = good.split('\n');
  const [header = '', ...rows] = lines;
  const columns = 'csv' in shape && shape.csv.length ? shape.csv : header.split(',');
  const insert = (line: string) => [header, line, ...rows].join('\n');
  const cell = c.cells[0]!;
  switch (c.lineDamage) {
    case 'good':
      return good;
    case 'hostile-cell':
      if ('json' in shape) return good.replace(/"name":\s*"[^"]*"/, `"name":${JSON.stringify(cell)}`);
      if ('lines' in shape) return insert(`${c.at % 2 ? '1' : cell} ${cell} (${c.cells[1]}) ${c.cells[2]}`);
      return insert(csvLine(columns, c, c.at % 2 === 0));
    case 'hostile-row':
      return insert(c.cells.join(c.at % 3 === 0 ? ',' : c.at % 3 === 1 ? ' ' : '\t'));
    case 'huge-cell':
      if ('json' in shape) return good.replace(/"name":\s*"[^"]*"/, `"name":"${ONE_MB}"`);
      if ('lines' in shape) return insert(`4 ${ONE_MB} (M11) 149 *F*`);
      return insert(csvLine(columns, { ...c, cells: [ONE_MB] }, c.at % 2 === 0));
    case 'many-columns':
      return insert(','.repeat(20_000 + (c.at % 1000)));
    case 'many-lines':
      return `${header}\n${`${rows[0] ?? ''}\n`.repeat(2000)}${'\n'.repeat(20_000)}`;
    case 'header-only':
      return `${header}\n`;
    case 'deep-json':
      return c.at % 2 ? deepJson(20_000) : `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    case 'json-truncated':
      return good.slice(0, Math.max(1, c.at % good.length));
    case 'json-wrong-type':
      return JSON.stringify([null, 1, 'card', [], { __proto__: { polluted: true }, data: 7, meta: 'x' }]);
  }
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8, 0x88, 0x80, 0x80, 0x80]);

function damageBytes(text: string, c: FileChoice): Buffer {
  const bytes = Buffer.from(text);
  const cut = bytes.length ? c.at % bytes.length : 0;
  switch (c.byteDamage) {
    case 'none':
      return bytes;
    case 'invalid-utf8':
      return Buffer.concat([bytes.subarray(0, cut), INVALID_UTF8, bytes.subarray(cut)]);
    case 'utf8-bom':
      return Buffer.concat([UTF8_BOM, bytes]);
    case 'utf16-bom':
      return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    case 'nul-bytes':
      return Buffer.concat([bytes.subarray(0, cut), Buffer.alloc(1 + (c.at % 64)), bytes.subarray(cut)]);
    case 'mixed-line-ends':
      return Buffer.from(text.split('\n').reduce((out, line, i) => out + ['\r\n', '\r', '\n'][i % 3] + line));
    case 'truncated':
      return bytes.subarray(0, cut);
    case 'binary':
      return Buffer.from(c.noise);
    case 'empty':
      return Buffer.alloc(0);
  }
}

/** Images the image routes read: none valid, each malformed in its own way. */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HOSTILE_IMAGES = [
  PNG_SIGNATURE,
  // A PNG header claiming 100,000 × 100,000 pixels: a decompression bomb's first bytes.
  Buffer.concat([PNG_SIGNATURE, Buffer.from('0000000d49484452000186a0000186a00806000000', 'hex')]),
  Buffer.from('GIF89a\xff\xff\xff\xff', 'latin1'),
  Buffer.from(
    '<?xml version="1.0"?><!DOCTYPE s [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="99999" height="99999"><text>&b;</text></svg>',
  ),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
];

/** The bytes of one generated file of `format`, read as `shape`. */
export function hostileFile(shape: FileShape, format: string, c: FileChoice): Buffer {
  if ('image' in shape) {
    const image = HOSTILE_IMAGES[c.at % HOSTILE_IMAGES.length]!;
    return c.byteDamage === 'binary' ? Buffer.from(c.noise) : image;
  }
  const good = goodFiles().get(shapeKey(shape, format))!;
  return damageBytes(damageText(shape, good, c), c);
}
