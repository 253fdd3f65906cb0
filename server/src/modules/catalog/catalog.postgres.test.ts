import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasPostgres, injectAs, type TestApp } from '../../test/test-app.ts';
import { loadCatalogFixtures as loadFixtures } from '../../test/catalog.test-helpers.ts';

// The same search paths on a PostgreSQL server: searches pick ids on the owner connection there too.
describe.skipIf(!hasPostgres)('catalogue on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await loadFixtures(t);
  });
  afterAll(() => t?.close());

  const get = async (url: string, host = 'cards.localhost') =>
    (await injectAs(t.app, host, { method: 'GET', url })).json();

  it('ranks, forgives typos and keeps stores apart', async () => {
    const ranked = await get('/api/ecommerce/products/?search=zephyr');
    expect(ranked.results.map((p: { slug: string }) => p.slug)).toEqual([
      'alpha-zephyr-lantern',
      'bravo-satchel',
      'charlie-tote',
    ]);
    expect((await get('/api/ecommerce/products/?search=zephir')).count).toBe(1);
    expect((await get('/api/ecommerce/products/?search=alpha', 'outdoor.localhost')).count).toBe(0);
  });

  it('suggests from 3 characters, within the store', async () => {
    expect((await get('/api/ecommerce/search/suggestions/?q=al')).suggestions).toEqual([]);
    expect((await get('/api/ecommerce/search/suggestions/?q=almanak')).suggestions).toEqual([
      { text: 'Delta Almanac', type: 'product', slug: 'delta-almanac', category: 'Books' },
    ]);
    expect(
      (await get('/api/ecommerce/search/suggestions/?q=zephyr', 'outdoor.localhost')).suggestions,
    ).toEqual([
      { text: 'Zephyr Outdoor Tent', type: 'product', slug: 'zephyr-outdoor-tent', category: 'Outdoor Gear' },
    ]);
  });

  it('filters by category with descendants and orders by price', async () => {
    const gear = await get('/api/ecommerce/products/?category=gear&ordering=-price');
    expect(gear.results.map((p: { slug: string }) => p.slug)).toEqual([
      'charlie-tote',
      'alpha-zephyr-lantern',
      'bravo-satchel',
    ]);
  });
});
