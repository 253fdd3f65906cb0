import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasPostgres, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { loadCatalogFixtures, newProduct } from '../../test/catalog.test-helpers.ts';
import { as, placeOrder, prepareStores, STORE_SETTINGS } from './dashboard.test-helpers.ts';

// The shared cache of anonymous catalogue answers, through the real HTTP layer: every write a shopper can
// see is visible on the very next read (platform/answer-cache.ts, platform/data-versions.ts).
// On PGlite, and on PostgreSQL (where reads use the scoped-read pool and writes announce with pg_notify).
describe.each([
  { database: 'PGlite', postgres: false },
  { database: 'PostgreSQL', postgres: true },
])('on $database', ({ postgres }) => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres && !hasPostgres) return;
    t = await createTestApp({ postgres, config: { answerCacheEntries: 100 } });
    await prepareStores(t);
    await loadCatalogFixtures(t);
  });
  afterAll(() => t?.close());

  const shop = (url: string, headers: Record<string, string> = {}) =>
    injectAs(t.app, 'cards.localhost', { method: 'GET', url, headers });
  const cacheOf = (res: LightMyRequestResponse) => res.headers['x-cache'];
  const staff = async () => as(t, await signInAs(t, 'cards', 'staff'));
  const admin = async () => as(t, await signInAs(t, 'cards', 'admin'));

  /**
   * Reads `url` until an answer comes from the cache, equal to the one before it. On PostgreSQL the previous
   * test's writes are announced through NOTIFY and may land just after the first read (a new version, one
   * MISS), so the first repeat may miss; a third read must hit.
   */
  async function cached(url: string) {
    let before = await shop(url);
    for (let attempt = 0; attempt < 3; attempt++) {
      const again = await shop(url);
      if (cacheOf(again) === 'HIT') {
        expect(again.body).toBe(before.body);
        return again;
      }
      before = again;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`${url} never came from the cache`);
  }

  /** The next anonymous read of `url` is computed afresh (MISS) and answers the new data. */
  async function fresh(url: string) {
    const res = await shop(url);
    expect(cacheOf(res)).toBe('MISS');
    return res.json();
  }

  const LIST = '/api/ecommerce/products/?page_size=50';

  describe.skipIf(postgres && !hasPostgres)('anonymous catalogue answers', () => {
    it('are served from the cache with an ETag, public Cache-Control and 304 on If-None-Match', async () => {
      const res = await cached(LIST);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await shop(LIST, { 'if-none-match': `"other", W/${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await shop(LIST, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    });

    it('answer 304 on a miss too when the content is unchanged (the tag is the content’s)', async () => {
      const first = await shop('/api/ecommerce/categories/');
      const etag = String(first.headers.etag);
      await (
        await staff()
      )('PUT', '/api/manage/store/', {}); // a refused write bumps nothing
      const res = await shop('/api/ecommerce/categories/', { 'if-none-match': etag });
      expect(res.statusCode).toBe(304);
    });

    it('are per store: the same path on another store’s host answers that store', async () => {
      const cards = (await cached('/api/ecommerce/categories/')).json();
      const outdoor = (
        await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: '/api/ecommerce/categories/' })
      ).json();
      expect(cards.results.map((c: { slug: string }) => c.slug)).toContain('small-bags');
      expect(outdoor.results.map((c: { slug: string }) => c.slug)).not.toContain('small-bags');
    });

    it('are never served to, nor filled by, a signed-in user', async () => {
      await cached('/api/ecommerce/products/alpha-zephyr-lantern/');
      const who = await signInAs(t, 'cards', 'staff');
      const mine = await injectAs(t.app, who.host, {
        method: 'GET',
        url: '/api/ecommerce/products/alpha-zephyr-lantern/',
        headers: who.headers,
      });
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.headers['x-cache']).toBeUndefined();
      expect(mine.headers.etag).toBeUndefined();
      expect(mine.json().supplier.email).toMatch(/@/); // staff see the supplier's e-mail …
      const anonymous = await shop('/api/ecommerce/products/alpha-zephyr-lantern/');
      expect(anonymous.json().supplier.email).toBeUndefined(); // … and it never reaches the shared cache
    });
  });

  describe.skipIf(postgres && !hasPostgres)(
    'every write a shopper sees invalidates the cached answers at once',
    () => {
      const detail = '/api/ecommerce/products/cache-probe/';
      let probe: { id: number; variants: { id: number }[] };

      it('a new product shows in the cached list', async () => {
        await cached(LIST);
        const res = await (
          await staff()
        )(
          'POST',
          '/api/manage/products/',
          newProduct('Cache Probe', 'CP-1', '9.00', 3, { short_description: 'Probes the cache' }),
        );
        expect(res.statusCode).toBe(201);
        probe = res.json();
        const names = (await fresh(LIST)).results.map((p: { name: string }) => p.name);
        expect(names).toContain('Cache Probe');
      });

      it('a price change', async () => {
        expect((await cached(detail)).json().price).toBe('9.00');
        await cached(LIST);
        const put = await (
          await staff()
        )('PUT', `/api/manage/products/${probe.id}/variants/${probe.variants[0]!.id}/`, {
          price: '7.25',
          stock: 3,
        });
        expect(put.statusCode).toBe(200);
        expect((await fresh(detail)).price).toBe('7.25');
        const item = (await fresh(LIST)).results.find((p: { name: string }) => p.name === 'Cache Probe');
        expect(item.price).toBe('7.25');
      });

      it('stock going to zero', async () => {
        expect((await cached(detail)).json().stock_status).toBe('low_stock');
        await (
          await staff()
        )('PUT', `/api/manage/products/${probe.id}/variants/${probe.variants[0]!.id}/`, {
          price: '7.25',
          stock: 0,
        });
        const now = await fresh(detail);
        expect(now.stock_status).toBe('out_of_stock');
        expect(now.stock_display).toBe('Out of Stock');
      });

      it('an order changes them only when a variant is left low or out of stock', async () => {
        const created = await (
          await staff()
        )(
          'POST',
          '/api/manage/products/',
          newProduct('Stock Probe', 'SP-1', '5.00', 13, { short_description: 'Probes stock' }),
        );
        expect(created.statusCode).toBe(201);
        const id: number = created.json().id;
        const page = '/api/ecommerce/products/stock-probe/';
        expect((await cached(page)).json().stock_display).toBe('In Stock (13 available)');
        await placeOrder(t, 'cards', 'shopper', id, 2); // 11 left: still in stock, nothing shown changes
        const kept = await shop(page);
        expect(cacheOf(kept)).toBe('HIT');
        expect(kept.json().stock_display).toBe('In Stock (13 available)');
        await placeOrder(t, 'cards', 'shopper', id, 1); // 10 left: low stock, shown with its count
        const low = await fresh(page);
        expect([low.stock_status, low.stock_display]).toEqual(['low_stock', 'Only 10 left in stock']);
        await cached(page);
        await placeOrder(t, 'cards', 'shopper', id, 10); // the last units
        const gone = await fresh(page);
        expect([gone.stock_status, gone.available_stock]).toEqual(['out_of_stock', 0]);
      });

      it('a product edit, then its removal from the shop', async () => {
        await cached(detail);
        const patch = await (
          await staff()
        )('PATCH', `/api/manage/products/${probe.id}/`, {
          name: 'Cache Probe Renamed',
        });
        expect(patch.statusCode).toBe(200);
        expect((await fresh(detail)).name).toBe('Cache Probe Renamed');
        await cached(LIST);
        await (
          await staff()
        )('PATCH', `/api/manage/products/${probe.id}/`, { is_active: false });
        expect((await shop(detail)).statusCode).toBe(404);
        const names = (await fresh(LIST)).results.map((p: { name: string }) => p.name);
        expect(names).not.toContain('Cache Probe Renamed');
      });

      it('a category edit, in the category list and in the products that show it', async () => {
        const categories = (await cached('/api/ecommerce/categories/')).json();
        const gear = categories.results.find((c: { slug: string }) => c.slug === 'gear');
        const lantern = '/api/ecommerce/products/alpha-zephyr-lantern/';
        expect((await cached(lantern)).json().category.name).toBe('Gear');
        const put = await (
          await staff()
        )('PUT', `/api/manage/categories/${gear.id}/`, {
          name: 'Camping Gear',
          description: 'All the gear',
        });
        expect(put.statusCode).toBe(200);
        const names = (await fresh('/api/ecommerce/categories/')).results.map(
          (c: { name: string }) => c.name,
        );
        expect(names).toContain('Camping Gear');
        expect((await fresh(lantern)).category.name).toBe('Camping Gear');
      });

      it('a theme change', async () => {
        await cached(LIST);
        const res = await (await admin())('PUT', '/api/manage/store/', STORE_SETTINGS);
        expect(res.statusCode).toBe(200);
        await fresh(LIST);
        const info = (await shop('/api/tenant-info/')).json();
        expect(info.theme.primary).toBe('#DC2626');
      });

      it('a write in another store leaves this store’s answers cached', async () => {
        await cached('/api/ecommerce/categories/');
        // The theme test's own NOTIFY may land late on a loaded machine (a MISS that is this store's write):
        // let it land, and be cached again, before the other store writes.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await cached('/api/ecommerce/categories/');
        const other = as(t, await signInAs(t, 'outdoor', 'staff'));
        const res = await other('POST', '/api/manage/categories/', { name: 'Tents' });
        expect(res.statusCode).toBe(201);
        expect(cacheOf(await shop('/api/ecommerce/categories/'))).toBe('HIT');
      });
    },
  );
});
