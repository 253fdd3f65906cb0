import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCards } from '../parsers/index.ts';
import { readCollection } from './collection-reader.ts';
import { deckListLine } from './deck-list.ts';

// Before decision 038 each of these lines took 4–30 s (one regular expression retrying a long run from each
// of its positions); read in linear time they take milliseconds. The bound sits between the two.
const BOUND_MS = 1000;
// A 1 MB line is slow to split into cells even for csv-parse; the bound only shows nothing grows faster.
const MEGABYTE_BOUND_MS = 3000;
const SPACES = ' '.repeat(50_000);
const MEGABYTE = 'x'.repeat(1024 * 1024);

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

async function timedAsync<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const dir = mkdtempSync(path.join(tmpdir(), 'hostile-'));
function fileOf(name: string, text: string) {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

async function readAll(file: string, format: string, head: string) {
  const rows = [];
  for await (const r of readCollection(file, format, { head })) rows.push(r);
  return rows;
}

describe('deck list lines', () => {
  it.each([
    ['a whitespace run', `1 a${SPACES}b`, { name: `a${SPACES}b`, setCode: '' }],
    ['a whitespace run before a set', `1 a${SPACES}(M11)`, { name: 'a', setCode: 'm11' }],
    ['repeated set codes', `1 a${' (M11)'.repeat(5000)} 149`, { setCode: 'm11', collectorNumber: '149' }],
    ['a 1 MB line', `4 ${MEGABYTE} (M11) 149 *F*`, { name: MEGABYTE, foil: true, quantity: 4 }],
  ])('reads %s in linear time', (_, line, expected) => {
    const { value, ms } = timed(() => deckListLine(line));
    expect(value).toMatchObject(expected);
    expect(ms).toBeLessThan(line.length > MEGABYTE.length ? MEGABYTE_BOUND_MS : BOUND_MS);
  });

  it('reads a 60 KB upload of hostile lines quickly, line by line', async () => {
    const text = `Deck\n1 a${SPACES}b\n1 a${SPACES}b\n2 Lightning Bolt (M11) 149\n`;
    const { value, ms } = await timedAsync(() => readAll(fileOf('deck.txt', text), 'decklist', text));
    expect(value.map((r) => r.row?.name.length ?? r.skip?.reason)).toEqual([50_002, 50_002, 14]);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it.each([
    'Commander',
    'Commander:',
    'COMMANDER: 1',
    'commander (1)',
    'Companion',
    'Sideboard',
    'Sideboard: 15',
    'sideboard 15',
    'Deck',
    'Deck (60)',
    'DECK:',
    'Maybeboard',
    'Mainboard',
    'About',
  ])('takes %j as a section line, not a card', (line) => {
    expect(deckListLine(line)).toBeNull();
  });

  it('still refuses lines that are neither cards nor sections, and reads cards as before', () => {
    const refused = 'not a deck list line ("4 Lightning Bolt (M11) 149")';
    expect(deckListLine('Commander Legends')).toBe(refused);
    expect(deckListLine('Sideboard: many')).toBe(refused);
    expect(deckListLine('123456 Bolt')).toBe(refused);
    expect(deckListLine('4Bolt')).toBe(refused);
    expect(deckListLine('4x Lightning Bolt')).toMatchObject({ name: 'Lightning Bolt', quantity: 4 });
    expect(deckListLine('1 Island 149')).toMatchObject({ name: 'Island 149', setCode: '' });
    expect(deckListLine('1 Bolt(M11) 149')).toMatchObject({ name: 'Bolt(M11) 149', setCode: '' });
    expect(deckListLine('1 Plains (IKO) 262 *F*')).toMatchObject({
      name: 'Plains',
      setCode: 'iko',
      collectorNumber: '262',
      foil: true,
    });
    expect(deckListLine('1 Nissa, Who Shakes the World (WAR) 169★')).toMatchObject({
      collectorNumber: '169★',
    });
    expect(deckListLine('1 Forest (M11)')).toMatchObject({ name: 'Forest', setCode: 'm11' });
  });
});

describe('collection CSV rows', () => {
  const header =
    'TCGplayer Id,Product Line,Set Name,Product Name,Number,Condition,Total Quantity,TCG Marketplace Price\n';
  it.each([
    ['a whitespace run in the name', `1,Magic,Set,a${SPACES}b,1,Near Mint,1,1.00\n`, `a${SPACES}b`],
    ['repeated brackets in the name', `1,Magic,Set,a${' ('.repeat(12_500)}b)x,1,Near Mint,1,1.00\n`, null],
    ['a whitespace run in the condition', `1,Magic,Set,Bolt,1,Near${SPACES}Mint,1,1.00\n`, 'Bolt'],
    ['a 1 MB cell', `1,Magic,Set,${MEGABYTE} (Foil),1,Near Mint Foil,1,1.00\n`, MEGABYTE],
  ])('reads %s in linear time', async (_, row, name) => {
    const text = header + row;
    const { value, ms } = await timedAsync(() =>
      readAll(fileOf('seller.csv', text), 'tcgplayer-seller', text.slice(0, 65536)),
    );
    expect(value).toHaveLength(1);
    if (name !== null) expect(value[0]!.row?.name ?? value[0]!.skip?.name).toBe(name);
    expect(ms).toBeLessThan(text.length > MEGABYTE.length ? MEGABYTE_BOUND_MS : BOUND_MS);
  });

  it('keeps the names and conditions the seller export writes', async () => {
    const text = `${header}1,Magic,Set,Lightning Bolt (Retro Frame),1,Near Mint Reverse Holofoil - Japanese,2,1.00\n`;
    const [read] = await readAll(fileOf('seller2.csv', text), 'tcgplayer-seller', text);
    expect(read!.row).toMatchObject({ name: 'Lightning Bolt', condition: 'NM', foil: true, language: 'ja' });
  });
});

describe('card data', () => {
  const csv = (manaCost: string, type: string) =>
    `name,manaCost,cmc,type,number,rarity,power,toughness\nBolt,"${manaCost}",1,"${type}",1,common,,\n`;
  it.each([
    ['unclosed braces in a mana cost', csv('{'.repeat(50_000), 'Instant'), []],
    ['a whitespace run in a type line', csv('{R}', `Creature${SPACES}x`), ['R']],
    ['a 1 MB type line', csv('{R}{G/W}', `Creature — ${MEGABYTE}`), ['W', 'R', 'G']],
  ])('reads %s in linear time', (_, text, colors) => {
    const { value, ms } = timed(() => parseCards('mtgjson-csv', { text, fileName: 'M11.csv' }));
    expect(value.records.map((r) => r.colors)).toEqual([colors]);
    expect(ms).toBeLessThan(text.length > MEGABYTE.length ? MEGABYTE_BOUND_MS : BOUND_MS);
  });

  it('reads types before the dash and colours from the braces as before', () => {
    const text = csv('{2}{R}{}{G/W}', 'Legendary Creature — Elf');
    const [record] = parseCards('mtgjson-csv', { text, fileName: 'M11.csv' }).records;
    expect([record!.types, record!.colors]).toEqual([['Creature'], ['W', 'R', 'G']]);
  });
});
