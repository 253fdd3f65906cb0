import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

// Decision 030: a store page's HTML carries the answers its first render needs, and preloads its module.

const PRODUCT_PAGE = 'src/features/catalog/pages/ProductDetailPage.tsx';
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_vendor.js'] },
  [PRODUCT_PAGE]: { file: 'assets/ProductDetailPage-1.js', imports: ['_card.js', '_vendor.js'] },
};

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ config: { webDist } });
  await loadCatalogFixtures(t);
});
afterAll(() => t.close());

const page = async (url: string, host = 'cards.localhost', headers: Record<string, string> = {}) => {
  const res = await injectAs(t.app, host, { method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  const block = /<script type="application\/json" id="boot-answers">(.*?)<\/script>/s.exec(res.body);
  return { res, html: res.body, answers: JSON.parse(block![1]!) as Record<string, Record<string, unknown>> };
};

describe('a store page’s HTML', () => {
  it('carries its own store and the product, and preloads the page’s chunks but the entry’s', async () => {
    const { html, answers, res } = await page('/products/alpha-zephyr-lantern');
    expect(answers['/api/tenant-info/']).toMatchObject({
      tenant: { name: 'Arcane Vault Games', slug: 'cards' },
    });
    expect(answers['/api/ecommerce/products/alpha-zephyr-lantern/']).toMatchObject({
      name: 'Alpha Zephyr Lantern',
      price: '30.00',
    });
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductDetailPage-1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-1.js">');
    expect(html).not.toContain('vendor-1.js');
  });

  it('never carries another store’s data: each host gets its own store, and no product of another', async () => {
    const outdoor = await page('/products/alpha-zephyr-lantern', 'outdoor.localhost');
    expect(outdoor.answers['/api/tenant-info/']).toMatchObject({ tenant: { name: 'Northwind Outfitters' } });
    expect(outdoor.answers['/api/ecommerce/products/alpha-zephyr-lantern/']).toBeUndefined();
    expect(outdoor.html).not.toContain('Arcane Vault');
    const list = await page('/products', 'outdoor.localhost');
    const products = list.answers['/api/ecommerce/products/?page=1&page_size=20&ordering=name'];
    expect((products!.results as { name: string }[]).map((p) => p.name)).toEqual(['Zephyr Outdoor Tent']);
  });

  it('carries the home’s and the card search’s first data, and no page data for a filtered list', async () => {
    const home = await page('/');
    expect(Object.keys(home.answers)).toEqual(
      expect.arrayContaining([
        '/api/ecommerce/products/featured/?page_size=8',
        '/api/ecommerce/products/?collection=deals&page_size=3',
      ]),
    );
    const tcg = await page('/tcg/search');
    expect(tcg.answers['/api/ecommerce/products/tcg_search/?page_size=24']).toHaveProperty('results');
    const filtered = await page('/products?category=bags');
    expect(Object.keys(filtered.answers)).toEqual([
      '/api/tenant-info/',
      '/api/auth/user/profile/',
      '/api/ecommerce/cart/',
    ]);
  });

  it('escapes merchant text so a product name cannot close the data block', async () => {
    const name = '</script><script>alert(1)</script><!--';
    const rename = (to: string) =>
      withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
        tx.execute(sql`update products set name = ${to} where slug = 'bravo-satchel'`),
      );
    await rename(name);
    try {
      const { html, answers } = await page('/products/bravo-satchel');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!--');
      expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD and the boot answers
      expect(answers['/api/ecommerce/products/bravo-satchel/']!.name).toBe(name);
    } finally {
      await rename('Bravo Satchel');
    }
  });

  it('carries a signed-in shopper’s own answers and is then kept by no shared cache', async () => {
    const staff = await signInAs(t, 'cards', 'staff');
    const { res, answers } = await page('/products/alpha-zephyr-lantern', 'cards.localhost', {
      cookie: staff.headers.cookie,
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    type Stocks = { stocks: { supplier: { email?: string } }[] };
    const email = (a: unknown) => (a as Stocks).stocks[0]!.supplier.email;
    expect(email(answers['/api/ecommerce/products/alpha-zephyr-lantern/'])).toMatch(/@/); // staff see it
    const anonymous = await page('/products/alpha-zephyr-lantern');
    expect(email(anonymous.answers['/api/ecommerce/products/alpha-zephyr-lantern/'])).toBeUndefined();
  });

  it('carries the header’s profile and cart: anonymous for a page any cache may keep, else the shopper’s own', async () => {
    const anonymous = await page('/');
    expect(anonymous.res.headers['cache-control']).toBe('no-cache');
    expect(anonymous.answers['/api/auth/user/profile/']).toEqual({ is_authenticated: false });
    expect(anonymous.answers['/api/ecommerce/cart/']).toMatchObject({ items: [], item_count: 0 });

    const shopper = await signInAs(t, 'cards', 'shopper');
    const own = await page('/', 'cards.localhost', { cookie: shopper.headers.cookie });
    expect(own.res.headers['cache-control']).toBe('private, no-cache');
    expect(own.answers['/api/auth/user/profile/']).toMatchObject({ is_authenticated: true });

    // The cards store's session means nothing on another store's host.
    const elsewhere = await page('/', 'outdoor.localhost', { cookie: shopper.headers.cookie });
    expect(elsewhere.answers['/api/auth/user/profile/']).toEqual({ is_authenticated: false });
  });
});
