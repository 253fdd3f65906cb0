import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '@storefront/contract/imports';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { importCards } from '../tcg/index.ts';
import { currentPricesOf, domCards, historyCount, mtgjsonPrices, SAMPLES } from './pricing.test-helpers.ts';

// Price files through the import job flow (upload → preview → background run → summary), on the real samples.

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let staff: Who;
const today = new Date().toISOString().slice(0, 10);
const file = (name: string) => readFileSync(path.join(SAMPLES, name));

beforeAll(async () => {
  t = await createTestApp();
  const cards = t.stores.cards!;
  const scryfall = 'mtg/scryfall/mtg_scryfall_cards.json';
  await importCards(t.handle.db, cards, 'scryfall', {
    text: file(scryfall).toString('utf8'),
    fileName: scryfall,
  });
  await importCards(t.handle.db, cards, 'mtgjson', { text: domCards(), fileName: 'DOM.json' });
  for (const name of ['sdk-php_cards_page.json', 'sdk-php_cards_filtered.json', 'sdk-ruby_sample_cards.json'])
    await importCards(t.handle.db, cards, 'pokemon', {
      text: file(`pokemon/prices/${name}`).toString('utf8'),
      fileName: name,
    });
  staff = await signInAs(t, 'cards', 'staff');
}, 300_000);
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });

function upload(who: Who, body: Buffer, name: string, kind = 'prices') {
  const boundary = '----storefront-price-test';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/json\r\n\r\n`;
  return injectAs(t.app, who.host, {
    method: 'POST',
    url: `/api/imports/?kind=${kind}`,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), body, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

async function waitFor(who: Who, id: number): Promise<ImportJob> {
  for (let i = 0; i < 1200; i++) {
    const job = (await call(who, 'GET', `/api/imports/${id}/`)).json<ImportJob>();
    if (['done', 'failed', 'cancelled'].includes(job.status)) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the import did not end');
}

async function importAs(who: Who, body: Buffer, name: string) {
  const up = await upload(who, body, name);
  expect(up.statusCode, up.body).toBe(201);
  const job = up.json<ImportJob>();
  const started = await call(who, 'POST', `/api/imports/${job.id}/start/`, { format: job.detectedFormat });
  expect(started.statusCode, started.body).toBe(200);
  return waitFor(who, job.id);
}

describe('price files as import jobs', () => {
  it('uploads the Scryfall sample, previews it, runs it in the background and sums it up', async () => {
    const started = Date.now();
    const up = await upload(staff, file('mtg/scryfall/mtg_scryfall_cards.json'), 'scryfall.json');
    expect(up.statusCode, up.body).toBe(201);
    const job = up.json<ImportJob>();
    expect(job).toMatchObject({ kind: 'prices', detectedFormat: 'scryfall', status: 'uploaded' });
    const options = (await call(staff, 'GET', '/api/imports/options/?kind=prices')).json();
    expect(options.formats.map((f: { id: string }) => f.id)).toEqual(['scryfall', 'mtgjson', 'pokemon']);
    expect(options.holders).toEqual([]);
    const preview = (await call(staff, 'GET', `/api/imports/${job.id}/preview/?format=scryfall`)).json();
    expect(preview.rows).toHaveLength(20);
    expect(preview.skipped).toEqual([]);
    expect(preview.rows[0].values).toMatchObject({
      provider: 'tcgplayer',
      metric: 'retail market',
      day: today,
    });

    const refused = await call(staff, 'POST', `/api/imports/${job.id}/start/`, {
      format: 'scryfall',
      holderId: 1,
    });
    expect(refused.statusCode).toBe(400);
    const run = await call(staff, 'POST', `/api/imports/${job.id}/start/`, { format: 'scryfall' });
    expect(run.json().status).toBe('reading');
    const done = await waitFor(staff, job.id);
    console.info(`price job, Scryfall sample: ${Date.now() - started} ms`);
    // Staged: the prices read; written: the cards priced.
    expect(done).toMatchObject({ status: 'done', rowsRead: 433, staged: 1225, skipped: 0, written: 399 });
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'Cinder Wall')).toEqual({
      'foil|tcgplayer|retail|market': `0.18@${today}`,
      'nonfoil|cardmarket|retail|market': `0.05@${today}`,
      'nonfoil|tcgplayer|retail|market': `0.04@${today}`,
    });
    expect(await historyCount(t.handle, t.stores.cards!, 'Cinder Wall')).toBe(3);
  });

  it('reads MTGJSON AllPrices by uuid; a printing the store does not sell is a skipped row', async () => {
    const chunks: Buffer[] = [];
    for await (const c of mtgjsonPrices()) chunks.push(Buffer.from(c as string));
    const done = await importAs(staff, Buffer.concat(chunks), 'AllPricesToday.json');
    expect(done).toMatchObject({ status: 'done', rowsRead: 3, staged: 6, skipped: 1, written: 2 });
    const skipped = await call(staff, 'GET', `/api/imports/${done.id}/skipped.csv`);
    expect(skipped.body).toBe(
      'line,name,reason\n3,00000000-0000-5000-8000-000000000000,not in the store’s catalogue\n',
    );
    expect(await currentPricesOf(t.handle, t.stores.cards!, 'Karn, Scion of Urza')).toEqual({
      'foil|tcgplayer|retail|market': '30.00@2026-11-02',
      'nonfoil|cardmarket|retail|market': '10.10@2026-11-02',
      'nonfoil|tcgplayer|buylist|market': '8.00@2026-11-02',
      'nonfoil|tcgplayer|retail|market': '12.50@2026-11-02',
    });
  });

  it.each([
    ['sdk-php_cards_page.json', 10, 116, 0, 10],
    ['sdk-php_cards_filtered.json', 4, 56, 0, 4],
    ['sdk-php_cards_find.json', 1, 5, 1, 0],
    ['sdk-ruby_sample_cards.json', 2, 16, 0, 2],
  ])('reads the Pokémon sample %s', async (name, records, points, skipped, cards) => {
    const done = await importAs(staff, file(`pokemon/prices/${name}`), name);
    expect(done).toMatchObject({
      status: 'done',
      rowsRead: records,
      staged: skipped ? 0 : points,
      skipped,
      written: cards,
    });
  });

  it('is for staff and admins; a broken file fails and writes nothing; stores keep their own jobs', async () => {
    const shopper = await signInAs(t, 'cards', 'shopper');
    expect((await upload(shopper, Buffer.from('[]'), 'x.json')).statusCode).toBe(403);
    const supplier = await signInAs(t, 'cards', 'nova_cards');
    expect((await upload(supplier, Buffer.from('[]'), 'x.json')).statusCode).toBe(403);
    // The store's team imports card data too (decision 040: the store sells its own stock).
    expect((await upload(staff, Buffer.from('[]'), 'x.json', 'cards')).statusCode).toBe(201);

    const before = await historyCount(t.handle, t.stores.cards!, 'Cinder Wall');
    const broken = file('mtg/scryfall/mtg_scryfall_cards.json').subarray(0, 200_000);
    const failed = await importAs(staff, broken, 'broken.json');
    expect(failed.status).toBe('failed');
    expect(failed.message).toMatch(
      /^The import failed, nothing was written: The price file could not be read/,
    );
    expect(await historyCount(t.handle, t.stores.cards!, 'Cinder Wall')).toBe(before);

    const other = await signInAs(t, 'outdoor', 'staff');
    expect((await call(other, 'GET', `/api/imports/${failed.id}/`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/imports/')).json().results).toEqual([]);
  });
});
