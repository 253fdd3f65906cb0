import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../../test/test-app.ts';
import { call, sample, uploadAs, waitFor } from './collection.test-helpers.ts';

// Decision 040: a store with no supplier imports card data, then its own stock, and sells it under its name.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(() => t.close());

const HOST = 'outdoor.localhost';
const listed = async () => {
  const res = await injectAs(t.app, HOST, { method: 'GET', url: '/api/ecommerce/products/?page_size=1' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ count: number }>().count;
};

async function importFile(who: Awaited<ReturnType<typeof signInAs>>, file: string, format: string) {
  const up = await uploadAs(t, who, sample(file), file.split('/').pop()!);
  expect(up.statusCode, up.body).toBe(201);
  const job = up.json<ImportJob>();
  const started = await call(t, who, 'POST', `/api/imports/${job.id}/start/`, { format });
  expect(started.statusCode, started.body).toBe(200);
  return waitFor(t, who, job.id);
}

describe('the store sells its own stock', () => {
  it('card data needs no seller and shows no out-of-stock card; the stock import puts cards on sale as the store’s', async () => {
    const staff = await signInAs(t, 'outdoor', 'staff');
    const before = await listed();
    const options = (await call(t, staff, 'GET', '/api/imports/options/?kind=cards')).json<{
      stockless: string[];
    }>();
    expect(options.stockless).toEqual(['scryfall', 'mtgjson', 'mtgjson-csv', 'pokemon']);

    const cards = await importFile(staff, 'mtg/scryfall/mtg_scryfall_cards.json', 'scryfall');
    expect(cards.status, cards.message).toBe('done');
    expect(cards.holderId).toBeNull();
    expect(cards.tally.cards).toBe(cards.written);
    expect(cards.tally.cardsNew).toBe(cards.written);
    expect(cards.tally.inStock).toBeUndefined();
    // Card data alone lists nothing to shoppers.
    expect(await listed()).toBe(before);

    const stock = await importFile(staff, 'mtg/csv/manabox/manabox_binders_export.csv', 'manabox');
    expect(stock.status, stock.message).toBe('done');
    expect(stock.holderId).toBeNull();
    expect(stock.tally.inStock).toBeGreaterThan(0);
    expect(await listed()).toBeGreaterThan(before);
    // Its file is gone once it ran: starting it again is refused, for any holder (the fuzz suite's 500).
    for (const again of [{ format: 'manabox' }, { format: 'decklist', holderId: stock.id }]) {
      const res = await call(t, staff, 'POST', `/api/imports/${stock.id}/start/`, again);
      expect(res.statusCode, res.body).toBe(409);
    }

    const admin = await signInAs(t, 'outdoor', 'admin');
    const csv = (await call(t, admin, 'GET', '/api/tcg/inventory.csv')).body.trim().split('\n').slice(1);
    expect(csv.length).toBe(stock.tally.inStock);
    expect(csv.every((l) => l.endsWith(',Northwind Outfitters'))).toBe(true);
    const name = csv[0]!.split(',')[1]!.replace(/"/g, '');
    const list = (
      await injectAs(t.app, HOST, {
        method: 'GET',
        url: `/api/ecommerce/products/?search=${encodeURIComponent(name)}`,
      })
    ).json<{ results: { slug: string }[] }>();
    const page = (
      await injectAs(t.app, HOST, { method: 'GET', url: `/api/ecommerce/products/${list.results[0]!.slug}/` })
    ).json<{ stocks: { supplier: { username: string }; available: number }[] }>();
    expect(page.stocks.map((s) => s.supplier)).toEqual([{ username: 'Northwind Outfitters' }]);
  });

  it('a card data file with a holder is refused; another store sees none of the jobs', async () => {
    const admin = await signInAs(t, 'outdoor', 'admin');
    const up = (
      await uploadAs(t, admin, sample('mtg/scryfall/mtg_scryfall_cards.json'), 'cards.json')
    ).json<ImportJob>();
    const res = await call(t, admin, 'POST', `/api/imports/${up.id}/start/`, {
      format: 'scryfall',
      holderId: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'This import fills no one’s stock',
      fields: { holderId: 'Not used' },
    });
    const cards = await signInAs(t, 'cards', 'admin');
    expect((await call(t, cards, 'GET', `/api/imports/${up.id}/`)).statusCode).toBe(404);
  });
});
