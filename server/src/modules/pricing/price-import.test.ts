import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../../platform/tenancy.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { importCards } from '../tcg/index.ts';
import { importPrices } from './price-import.service.ts';
import {
  currentPricesOf,
  domCards,
  historyCount,
  mtgjsonPrices,
  sample,
  SAMPLES,
} from './pricing.test-helpers.ts';

let t: TestApp;
const ctx = () => requestContext(t.handle.db, t.stores.cards!);
beforeAll(async () => {
  t = await createTestApp();
  const cards = t.stores.cards!;
  const scryfall = 'mtg/scryfall/mtg_scryfall_cards.json';
  await importCards(t.handle.db, cards, 'scryfall', {
    text: readFileSync(path.join(SAMPLES, scryfall), 'utf8'),
    fileName: scryfall,
  });
  await importCards(t.handle.db, cards, 'mtgjson', { text: domCards(), fileName: 'DOM.json' });
  // The priced Pokémon cards are from other sets than the catalogue files: the store sells them too.
  for (const file of ['sdk-php_cards_page.json', 'sdk-php_cards_filtered.json', 'sdk-ruby_sample_cards.json'])
    await importCards(t.handle.db, t.stores.cards!, 'pokemon', {
      text: readFileSync(path.join(SAMPLES, 'pokemon/prices', file), 'utf8'),
      fileName: file,
    });
}, 180_000);
afterAll(() => t.close());

describe('price import', () => {
  it('streams the Scryfall sample: every price of every printing, dated the import day', async () => {
    const summary = await importPrices(ctx(), sample('mtg/scryfall/mtg_scryfall_cards.json'), {
      today: '2026-11-01',
    });
    expect(summary).toMatchObject({ format: 'scryfall', records: 433, points: 1225, unmatched: 0 });
    expect(summary.stored).toBe(1225);
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'Cinder Wall')).toEqual({
      'foil|tcgplayer|retail|market': '0.18@2026-11-01',
      'nonfoil|cardmarket|retail|market': '0.05@2026-11-01',
      'nonfoil|tcgplayer|retail|market': '0.04@2026-11-01',
    });
  });

  it('keeps the history: another day adds a price, the same day again replaces it', async () => {
    await importPrices(ctx(), sample('mtg/scryfall/mtg_scryfall_cards.json'), { today: '2026-11-02' });
    await importPrices(ctx(), sample('mtg/scryfall/mtg_scryfall_cards.json'), { today: '2026-11-02' });
    expect(await historyCount(t.handle, t.stores.cards!, 'Cinder Wall')).toBe(6);
    expect(
      (await currentPricesOf(t.handle, t.stores.cards!, 'Cinder Wall'))['nonfoil|tcgplayer|retail|market'],
    ).toBe('0.04@2026-11-02');
    // An older file does not replace a newer current price.
    await importPrices(ctx(), sample('mtg/scryfall/mtg_scryfall_cards.json'), { today: '2026-10-01' });
    expect(await historyCount(t.handle, t.stores.cards!, 'Cinder Wall')).toBe(9);
    expect(
      (await currentPricesOf(t.handle, t.stores.cards!, 'Cinder Wall'))['nonfoil|tcgplayer|retail|market'],
    ).toBe('0.04@2026-11-02');
  });

  it('reads MTGJSON AllPrices by uuid: providers, retail and buylist, finishes and dates; MTGO is left out', async () => {
    const summary = await importPrices(ctx(), mtgjsonPrices());
    expect(summary).toMatchObject({
      format: 'mtgjson',
      records: 3,
      points: 7,
      stored: 6,
      cards: 2,
      unmatched: 1,
    });
    expect(summary.unmatched_examples).toEqual(['00000000-0000-5000-8000-000000000000']);
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'Karn, Scion of Urza')).toEqual({
      'foil|tcgplayer|retail|market': '30.00@2026-11-02',
      'nonfoil|cardmarket|retail|market': '10.10@2026-11-02',
      'nonfoil|tcgplayer|buylist|market': '8.00@2026-11-02',
      'nonfoil|tcgplayer|retail|market': '12.50@2026-11-02',
    });
    expect(await historyCount(t.handle, t.stores.cards!, 'Karn, Scion of Urza')).toBe(5);
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'Adamant Will')).toEqual({
      'nonfoil|cardkingdom|retail|market': '0.25@2026-11-02',
    });
  });

  it.each([
    ['sdk-php_cards_page.json', 10, 116, 0],
    ['sdk-php_cards_filtered.json', 4, 56, 0],
    ['sdk-php_cards_find.json', 1, 5, 1],
    ['sdk-ruby_sample_cards.json', 2, 16, 0],
  ])(
    'reads the Pokémon sample %s: tcgplayer and cardmarket prices',
    async (file, records, points, unmatched) => {
      const summary = await importPrices(ctx(), sample(`pokemon/prices/${file}`), { today: '2026-11-03' });
      expect(summary).toMatchObject({ format: 'pokemon', records, points, unmatched });
      expect(summary.stored).toBe(unmatched ? 0 : points);
    },
  );

  it('dates Pokémon prices by their updatedAt, holo rares by their holofoil price', async () => {
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'PKM-PL1-1')).toEqual({
      'foil|cardmarket|retail|low': '0.20@2021-08-06',
      'foil|cardmarket|retail|market': '1.75@2021-08-06',
      'foil|cardmarket|retail|mid': '1.16@2021-08-06',
      'foil|tcgplayer|retail|high': '8.99@2021-03-12',
      'foil|tcgplayer|retail|low': '5.68@2021-03-12',
      'foil|tcgplayer|retail|market': '3.56@2021-03-12',
      'foil|tcgplayer|retail|mid': '7.04@2021-03-12',
      'reverse|cardmarket|retail|low': '0.49@2021-08-06',
      'reverse|cardmarket|retail|market': '1.70@2021-08-06',
      'reverse|cardmarket|retail|mid': '1.25@2021-08-06',
      'reverse|tcgplayer|retail|high': '15.00@2021-03-12',
      'reverse|tcgplayer|retail|low': '5.58@2021-03-12',
      'reverse|tcgplayer|retail|market': '2.16@2021-03-12',
      'reverse|tcgplayer|retail|mid': '10.29@2021-03-12',
    });
    // The Ruby fixture has no updatedAt: its prices are the import day's.
    expect(
      (await currentPricesOf(t.handle, t.stores.cards!, 'Dugtrio'))['nonfoil|tcgplayer|retail|market'],
    ).toBe('0.52@2026-11-03');
  });

  it('refuses a file that is not a price file, and keeps nothing of a broken one', async () => {
    await expect(importPrices(ctx(), sample('mtg/csv/mtgjson-v3-csv/M14.csv'))).rejects.toThrow(
      /not Scryfall, MTGJSON or pokemontcg.io/,
    );
    const before = await historyCount(t.handle, t.stores.cards!, 'Cinder Wall');
    const broken = readFileSync(path.join(SAMPLES, 'mtg/scryfall/mtg_scryfall_cards.json'), 'utf8').slice(
      0,
      200_000,
    );
    await expect(
      importPrices(ctx(), [broken.replace(/"usd": "0.04"/g, '"usd": "0.05"')], { today: '2026-12-01' }),
    ).rejects.toThrow(/could not be read/);
    expect(await historyCount(t.handle, t.stores.cards!, 'Cinder Wall')).toBe(before);
  });

  it('keeps prices inside the store: another store does not see them', async () => {
    expect(await currentPricesOf(t.handle, t.stores.outdoor!, 'Cinder Wall')).toEqual({});
    const summary = await importPrices(
      requestContext(t.handle.db, t.stores.outdoor!),
      sample('mtg/scryfall/mtg_scryfall_cards.json'),
    );
    expect(summary).toMatchObject({ records: 433, stored: 0, cards: 0, unmatched: 399 });
  });
});
