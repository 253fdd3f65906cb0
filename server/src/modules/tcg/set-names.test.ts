import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { describe, expect, it } from 'vitest';
import type { ImportJob, ImportPreview } from '@storefront/contract/imports';
import type { signInAs, TestApp } from '../../test/test-app.ts';
import { call, importAs, sample, uploadAs, withImportTestApp } from './collection/collection.test-helpers.ts';
import { importCards } from './import.service.ts';
import { parseMtgjson } from './parsers/mtgjson.ts';

// Card data that names its sets by code (`KTK`, `base1`) shows the set's name wherever the store knows it
// (issue 25, row "set names show as codes").

let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
withImportTestApp((app, who) => {
  t = app;
  admin = who;
});

const setNames = async (code: string) =>
  (
    await queryRows<{ set_name: string }>(
      t.handle.db,
      sql`select distinct set_name from tcg_cards where tenant_id = ${t.stores.cards!.id} and set_code = ${code}`,
    )
  ).map((r) => r.set_name);

async function previewSets(file: Buffer, name: string) {
  const job = (await uploadAs(t, admin, file, name)).json<ImportJob>();
  const preview = (await call(t, admin, 'GET', `/api/imports/${job.id}/preview/`)).json<ImportPreview>();
  return [...new Set(preview.rows.map((r) => r.values.set))];
}

describe('MTGJSON v3 set CSV (the set only as the file name)', () => {
  it('takes the name the store knows from its Scryfall cards, in the preview and the catalogue', async () => {
    expect(await previewSets(sample('mtg/csv/mtgjson-v3-csv/KTK.csv'), 'KTK.csv')).toEqual([
      'Khans of Tarkir',
    ]);
    const job = await importAs(t, admin, sample('mtg/csv/mtgjson-v3-csv/KTK.csv'), 'KTK.csv');
    expect([job.detectedFormat, job.status]).toEqual(['mtgjson-csv', 'done']);
    expect(await setNames('ktk')).toEqual(['Khans of Tarkir']);
  });

  it('keeps a known name when the file is loaded again by code', async () => {
    await importAs(t, admin, sample('mtg/csv/mtgjson-v3-csv/M14.csv'), 'M14.csv');
    expect(await setNames('m14')).toEqual(['Magic 2014']);
  });

  it('reads a setName field when the file has one', async () => {
    const text = sample('mtg/csv/mtgjson-v3-csv/M14.csv').toString('utf8').split('\n');
    const withName = [`${text[0]},setName`, ...text.slice(1, 4).map((l) => `${l},Promo Pack`)].join('\n');
    expect(await previewSets(Buffer.from(withName), 'PM14.csv')).toEqual(['Promo Pack']);
  });
});

describe('Pokémon card data', () => {
  it('keeps the set list’s names when a file without it is imported in the browser', async () => {
    const base = sample('pokemon/cards/en/base1.json').toString('utf8');
    const setsText = sample('pokemon/sets/en.json').toString('utf8');
    await importCards(t.handle.db, t.stores.cards!, 'pokemon', {
      text: base,
      fileName: 'base1.json',
      setsText,
    });
    expect(await setNames('base1')).toEqual(['Base']);
    expect(await previewSets(Buffer.from(base), 'base1.json')).toEqual(['Base']);
    await importAs(t, admin, Buffer.from(base), 'base1.json');
    expect(await setNames('base1')).toEqual(['Base']);
  });
});

describe('a Pokémon card file uploaded alone, of a set the store has never seen', () => {
  it('takes the set names from the list the platform ships', async () => {
    const sv1 = sample('pokemon/cards/en/sv1.json');
    expect(await previewSets(sv1, 'sv1.json')).toEqual(['Scarlet & Violet']);
    const job = await importAs(t, admin, sv1, 'sv1.json');
    expect([job.detectedFormat, job.status]).toEqual(['pokemon', 'done']);
    expect(await setNames('sv1')).toEqual(['Scarlet & Violet']);
  });
});

describe('MTGJSON back faces', () => {
  it('say whether the card is imported as its front face', () => {
    const { skipped } = parseMtgjson(sample('mtg/mtgjson/AllPrintings.subset.json').toString('utf8'));
    expect(skipped.find((s) => s.at === 'GRN #142')?.reason).toBe(
      'face "b" of a multi-face card: not a printing of its own; the card is imported as its front face "Assure // Assemble"',
    );
    expect(skipped.find((s) => s.at === 'M19 #127')?.reason).toBe(
      'face "b" of a multi-face card: not a printing of its own, and its front face is not in this file, so the card is not imported',
    );
    expect(skipped.some((s) => /imported with its front face/.test(s.reason))).toBe(false);
  });
});
