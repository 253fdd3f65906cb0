import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { productSearchIndexes } from './product-search-index.ts';

// The in-process product search holds stores up to a size (config searchIndex, lowered here): a larger
// store is searched through SQL, and all indexes together stay within a total, least recently used dropped.

let t: TestApp;
const PRODUCTS = { cards: 50, outdoor: 30, warehouse: 30, agency: 30 };
beforeAll(async () => {
  t = await createTestApp({ config: { searchIndex: { storeProducts: 40, totalProducts: 80 } } });
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

type Answer = { count: number; results: { slug: string }[] };
async function search(slug: string, query: string): Promise<Answer> {
  const res = await injectAs(t.app, `${slug}.localhost`, {
    method: 'GET',
    url: `/api/ecommerce/products/?${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('the in-process product search limits', () => {
  it('searches a store over the per-store limit through SQL, with the same answer', async () => {
    const answered = productSearchIndexes.answered;
    const first = await search('cards', 'search=dragon&page_size=100');
    const again = await search('cards', 'search=dragon&page=2&page_size=7');
    expect(productSearchIndexes.answered).toBe(answered);
    expect(productSearchIndexes.holds(t.stores.cards!.id)).toBe(false);
    productSearchIndexes.off = true;
    expect(first).toEqual(await search('cards', 'search=dragon&page_size=100'));
    expect(again).toEqual(await search('cards', 'search=dragon&page=2&page_size=7'));
    productSearchIndexes.off = false;
    expect(first.count).toBeGreaterThan(40);
  });

  it('holds at most the total products, dropping the least recently searched store', async () => {
    const [outdoor, warehouse, agency] = (['outdoor', 'warehouse', 'agency'] as const).map(
      (s) => t.stores[s]!.id,
    );
    const answered = productSearchIndexes.answered;
    await search('outdoor', 'search=dragon');
    await search('warehouse', 'search=dragon');
    expect(productSearchIndexes.answered).toBe(answered + 2);
    expect([productSearchIndexes.holds(outdoor!), productSearchIndexes.holds(warehouse!)]).toEqual([
      true,
      true,
    ]);
    expect(productSearchIndexes.products).toBe(60);
    await search('agency', 'search=dragon');
    expect(productSearchIndexes.answered).toBe(answered + 3);
    expect(productSearchIndexes.products).toBe(60);
    expect([outdoor, warehouse, agency].map((id) => productSearchIndexes.holds(id!))).toEqual([
      false,
      true,
      true,
    ]);
  });
});
