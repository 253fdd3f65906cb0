import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { answerOf, freshReadModel, productQueryOf, readerContext } from './catalog-read.test-helpers.ts';

// The in-process product search holds stores up to a size (config searchIndex, lowered here): a larger
// store is searched through SQL, and all indexes together stay within a total, least recently used dropped.

let t: TestApp;
const PRODUCTS = { cards: 50, outdoor: 30, warehouse: 30, agency: 30 };
beforeAll(async () => {
  t = await createTestApp();
  for (const [slug, n] of Object.entries(PRODUCTS)) {
    const store = t.stores[slug]!;
    await withTenant(t.handle.db, store.id, (tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, description, price, is_active)
        select ${store.id}, 'gen-' || g,
          (array['Dragon','Dragon Box','Storm Dragon dragon','Box'])[1 + g % 4] || ' ' || g,
          'sku-' || g, repeat('dragon ', g % 3), 5, true
        from generate_series(1, ${n}) g`),
    );
  }
});
afterAll(() => t.close());

/** The test's own read model, with the limits under test. */
const read = freshReadModel({
  searchIndex: { storeProducts: 40, totalProducts: 80 },
  listIndex: { storeProducts: 0, totalProducts: 0 },
});
const indexes = read.indexes.search;

type Answer = { count: number; results: { slug: string }[] };
/** A search of store `slug` by `reader`, and whether the in-process reader picked it (no SQL). */
async function search(slug: string, query: string, reader = read.reader) {
  const ctx = readerContext(t, `${slug}.localhost`);
  const url = `/api/ecommerce/products/?${query}`;
  const inProcess = (await read.inProcess.search(ctx, productQueryOf(url))) !== null;
  const answer = await answerOf(reader, ctx, url);
  expect(answer?.status).toBe(200);
  return { ...(JSON.parse(answer!.body) as Answer), inProcess };
}

describe('the in-process product search limits', () => {
  it('searches a store over the per-store limit through SQL, with the same answer', async () => {
    const first = await search('cards', 'search=dragon&page_size=100');
    const again = await search('cards', 'search=dragon&page=2&page_size=7');
    expect([first.inProcess, again.inProcess]).toEqual([false, false]);
    expect(indexes.holds(t.stores.cards!.id)).toBe(false);
    expect(first).toEqual(await search('cards', 'search=dragon&page_size=100', read.sql));
    expect(again).toEqual(await search('cards', 'search=dragon&page=2&page_size=7', read.sql));
    expect(first.count).toBeGreaterThan(40);
  });

  it('holds at most the total products, dropping the least recently searched store', async () => {
    const [outdoor, warehouse, agency] = (['outdoor', 'warehouse', 'agency'] as const).map(
      (s) => t.stores[s]!.id,
    );
    expect((await search('outdoor', 'search=dragon')).inProcess).toBe(true);
    expect((await search('warehouse', 'search=dragon')).inProcess).toBe(true);
    expect([indexes.holds(outdoor!), indexes.holds(warehouse!)]).toEqual([true, true]);
    expect(indexes.products).toBe(60);
    expect((await search('agency', 'search=dragon')).inProcess).toBe(true);
    expect(indexes.products).toBe(60);
    expect([outdoor, warehouse, agency].map((id) => indexes.holds(id!))).toEqual([false, true, true]);
  });
});
