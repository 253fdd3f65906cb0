import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

// The typo dictionary (search_words, kept by triggers on products): written by every product write, read
// only within the asking store.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadCatalogFixtures(t);
});
afterAll(() => t.close());

const get = async (url: string, host = 'cards.localhost') => {
  const res = await injectAs(t.app, host, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const found = async (search: string, host?: string) =>
  (await get(`/api/ecommerce/products/?search=${search}`, host)).results.map((p: { slug: string }) => p.slug);
const suggested = async (q: string, host?: string) =>
  (await get(`/api/ecommerce/search/suggestions/?q=${q}`, host)).suggestions.map(
    (s: { slug: string }) => s.slug,
  );
const wordsSeenBy = (store: 'cards' | 'outdoor', word: string) =>
  withTenant(t.handle.db, t.stores[store]!.id, (tx) =>
    queryRows<{ word: string }>(tx, sql`select word from search_words where word = ${word}`),
  );

describe('the typo dictionary of product names', () => {
  it('corrects a misspelt word of a product created, then renamed, through the dashboard', async () => {
    const staff = await signInAs(t, 'cards', 'staff');
    const call = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      injectAs(t.app, staff.host, { method, url, headers: staff.headers, payload });
    expect(await found('quokkka')).toEqual([]);
    const made = await call('POST', '/api/manage/products/', {
      name: 'Quokka Figurine',
      sku: 'QF-1',
      price: '9.00',
      stock: 3,
    });
    expect(made.statusCode).toBe(201);
    expect(await found('quokkka')).toEqual(['quokka-figurine']);
    expect(await suggested('quokkka')).toEqual(['quokka-figurine']);

    const renamed = await call('PATCH', `/api/manage/products/${made.json().id}/`, {
      name: 'Wombat Figurine',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('wombatt')).toEqual(['quokka-figurine']);
    expect(await suggested('wombatt')).toEqual(['quokka-figurine']);
    // The old word lingers in the dictionary, but no name holds it any more.
    expect(await found('quokkka')).toEqual([]);
  });

  it('follows names written by plain SQL too (an import, the CLI)', async () => {
    const cards = t.stores.cards!;
    await withTenant(t.handle.db, cards.id, (tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
        values (${cards.id}, 'narwhal-mug', 'Narwhal Mug', 'NM-1', 5)`),
    );
    expect(await found('narwhall')).toEqual(['narwhal-mug']);
  });

  it("never corrects a store's words into another store's", async () => {
    expect(await wordsSeenBy('cards', 'narwhal')).toEqual([{ word: 'narwhal' }]);
    expect(await wordsSeenBy('outdoor', 'narwhal')).toEqual([]);
    expect(await found('narwhall', 'outdoor.localhost')).toEqual([]);
    expect(await suggested('narwhall', 'outdoor.localhost')).toEqual([]);
    expect(await suggested('wombatt', 'outdoor.localhost')).toEqual([]);
  });
});
