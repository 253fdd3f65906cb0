import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_DATA_DIR } from '../tcg.seed.ts';
import { detectCatalogueFormat } from './catalogue-import.ts';
import { detectCollectionFormat } from './collection-formats.ts';
import { readCollection } from './collection-reader.ts';
import type { CollectionRow, SkippedRow } from './collection-row.ts';
import { deckListLine } from './deck-list.ts';

const file = (name: string) => path.join(DEMO_DATA_DIR, name);
const head = (name: string) => readFileSync(file(name)).subarray(0, 65536).toString('utf8');
const detect = (name: string) => detectCatalogueFormat(head(name)) ?? detectCollectionFormat(head(name));

async function readAll(name: string, format = detect(name)!) {
  const rows: CollectionRow[] = [];
  const skipped: SkippedRow[] = [];
  for await (const r of readCollection(file(name), format, { head: head(name) }))
    if (r.row) rows.push(r.row);
    else skipped.push(r.skip);
  return { rows, skipped };
}

describe.each([
  ['mtg/csv/manabox/manabox_collection_export.csv', 'manabox', 11, 0],
  ['mtg/csv/manabox/manabox_binders_export.csv', 'manabox', 500, 0],
  ['mtg/csv/moxfield/moxfield_haves_export.csv', 'moxfield', 494, 6],
  ['mtg/csv/deckbox/deckbox_inventory_export.csv', 'deckbox', 21, 0],
  ['mtg/csv/archidekt/archidekt_collection_export.csv', 'archidekt', 22, 0],
  ['mtg/csv/dragonshield/dragonshield_collection_export.csv', 'dragonshield', 500, 0],
  ['mtg/csv/tcgplayer/tcgplayer_app_collection_export.csv', 'tcgplayer-collection', 1010, 0],
  ['tcgplayer/seller_pricing_export.csv', 'tcgplayer-seller', 848, 16],
  ['mtg/decks/arena_brawl_yorion.txt', 'decklist', 44, 0],
  ['mtg/decks/arena_omniscience_combo.txt', 'decklist', 26, 0],
])('%s', (name, format, rows, skipped) => {
  it(`is detected as ${format} and reads ${rows} rows, ${skipped} skipped`, async () => {
    expect(detect(name)).toBe(format);
    const read = await readAll(name);
    expect([read.rows.length, read.skipped.length]).toEqual([rows, skipped]);
  });
});

it('detects the catalogue formats the CLI reads', () => {
  expect(detect('mtg/scryfall/mtg_scryfall_cards.json')).toBe('scryfall');
  expect(detect('mtg/mtgjson/AllPrintings.subset.json')).toBe('mtgjson');
  expect(detect('mtg/csv/mtgjson-v3-csv/M14.csv')).toBe('mtgjson-csv');
  expect(detect('pokemon/cards/en/base1.json')).toBe('pokemon');
  expect(detectCollectionFormat('hello,world\n1,2')).toBeNull();
});

const pick = (rows: CollectionRow[], line: number) => {
  const { line: _, ...rest } = rows.find((r) => r.line === line)!;
  return rest;
};

describe('field mapping on named cards', () => {
  it('ManaBox: foil, purchase price, Scryfall id', async () => {
    expect(pick((await readAll('mtg/csv/manabox/manabox_collection_export.csv')).rows, 2)).toEqual({
      name: 'The Ozolith',
      setCode: 'ltc',
      setName: 'Tales of Middle-earth Commander',
      collectorNumber: '381',
      scryfallId: '7d9df3ce-25f9-426c-a113-6aea53ddf619',
      quantity: 1,
      condition: 'NM',
      foil: true,
      language: 'en',
      cents: 8986,
    });
  });
  it('Moxfield: language by full name, proxies skipped', async () => {
    const { rows, skipped } = await readAll('mtg/csv/moxfield/moxfield_haves_export.csv');
    expect(pick(rows, 3)).toMatchObject({
      name: 'Aarakocra Sneak',
      setCode: 'clb',
      collectorNumber: '54',
      language: 'zht',
      cents: null,
    });
    expect(skipped.every((s) => s.reason === 'a proxy, not a real card')).toBe(true);
  });
  it('Deckbox and Archidekt: the same Lightning Bolt (M11 149) in Spanish and Traditional Chinese', async () => {
    expect(pick((await readAll('mtg/csv/deckbox/deckbox_inventory_export.csv')).rows, 11)).toMatchObject({
      name: 'Lightning Bolt',
      setCode: 'm11',
      collectorNumber: '149',
      language: 'es',
      foil: false,
      scryfallId: 'e768c957-3a1f-42f5-853a-96942f645df5',
    });
    expect(pick((await readAll('mtg/csv/archidekt/archidekt_collection_export.csv')).rows, 11)).toMatchObject(
      {
        name: 'Lightning Bolt',
        setCode: 'm11',
        collectorNumber: '149',
        language: 'zht',
      },
    );
  });
  it('Dragon Shield: the "sep=," line, NearMint, German, price bought', async () => {
    expect(
      pick((await readAll('mtg/csv/dragonshield/dragonshield_collection_export.csv')).rows, 3),
    ).toMatchObject({
      name: 'Abandon the Post',
      setCode: 'mid',
      collectorNumber: '127',
      condition: 'NM',
      language: 'de',
      cents: 25,
    });
  });
  it('TCGplayer app: Simple Name, Printing Foil', async () => {
    expect(
      pick((await readAll('mtg/csv/tcgplayer/tcgplayer_app_collection_export.csv')).rows, 26),
    ).toMatchObject({
      name: 'Another Chance',
      setCode: 'lci',
      setName: 'The Lost Caverns of Ixalan',
      collectorNumber: '90',
      foil: true,
    });
  });
  it('TCGplayer seller: set name only, condition carries the printing, marketplace price, sealed and dice skipped', async () => {
    const { rows, skipped } = await readAll('tcgplayer/seller_pricing_export.csv');
    expect(pick(rows, 8)).toMatchObject({
      name: 'Gonti, Night Minister',
      setCode: '',
      setName: 'Aetherdrift',
      collectorNumber: '357',
      quantity: 0,
      foil: true,
      cents: 253,
    });
    expect(skipped.find((s) => s.line === 2)).toEqual({
      line: 2,
      name: 'Magic: The Gathering FINAL FANTASY Crystal Spindown Die',
      reason: 'product line "Life Counters" is not Magic: The Gathering singles',
    });
    expect(skipped.filter((s) => s.reason === 'sealed product, not a single card')).toHaveLength(5);
  });
  it('Delver Lens (no real export in the samples: a file with its published columns)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'delver-'));
    const name = path.join(dir, 'delver.csv');
    const text =
      "Name,Quantity,Scryfall ID,Edition,Edition code,Collector's number,Foil,Condition,Language,Price,Currency\n" +
      '"Brazen Borrower // Petty Theft",2,c2089ec9-0665-448f-bfe9-d181de127814,Throne of Eldraine,ELD,39,Foil,Near Mint,English,3.94,USD\n';
    writeFileSync(name, text);
    expect(detectCollectionFormat(text)).toBe('delverlens');
    const rows = [];
    for await (const r of readCollection(name, 'delverlens', { head: text })) rows.push(r.row);
    expect(rows).toEqual([
      {
        line: 2,
        name: 'Brazen Borrower // Petty Theft',
        setCode: 'eld',
        setName: 'Throne of Eldraine',
        collectorNumber: '39',
        scryfallId: 'c2089ec9-0665-448f-bfe9-d181de127814',
        quantity: 2,
        condition: 'NM',
        foil: true,
        language: 'en',
        cents: 394,
      },
    ]);
  });
  it('deck list: quantity, name, set and number; headers ignored', () => {
    expect(deckListLine('4 Lightning Bolt (M11) 149')).toMatchObject({
      name: 'Lightning Bolt',
      setCode: 'm11',
      collectorNumber: '149',
      quantity: 4,
    });
    expect(deckListLine('1 Brazen Borrower // Petty Theft (ELD) 39')).toMatchObject({
      name: 'Brazen Borrower // Petty Theft',
      setCode: 'eld',
    });
    expect(deckListLine('Sideboard')).toBeNull();
    expect(deckListLine('Lightning Bolt')).toBe('not a deck list line ("4 Lightning Bolt (M11) 149")');
  });
  it('refuses a file whose header lacks the chosen format’s columns', async () => {
    await expect(readAll('mtg/csv/deckbox/deckbox_inventory_export.csv', 'dragonshield')).rejects.toThrow(
      /^This is not a Dragon Shield card manager file: it has no column Folder Name, Quantity, Card Name, Set Code, Printing$/,
    );
  });
});
