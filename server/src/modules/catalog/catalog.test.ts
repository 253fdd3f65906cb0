import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../db/tenant-scope.ts';
import { queryRows } from '../../db/client.ts';
import { loadCatalogFixtures as loadFixtures } from '../../test/catalog.test-helpers.ts';
import { EXACT_COUNT_LIMIT } from '../catalog-read/index.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<html><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ config: { webDist } });
  await loadFixtures(t);
});
afterAll(() => t.close());

const get = (url: string, host = 'cards.localhost') => injectAs(t.app, host, { method: 'GET', url });
const list = async (query = '', host?: string) => {
  const res = await get(`/api/ecommerce/products/${query}`, host);
  expect(res.statusCode).toBe(200);
  return res.json<{
    count: number;
    next: string | null;
    previous: string | null;
    results: { slug: string }[];
  }>();
};
const slugs = async (query: string) => (await list(query)).results.map((p) => p.slug);

describe('GET /api/ecommerce/products/', () => {
  it('lists active products only, by name by default, with the store’s data', async () => {
    const page = await list();
    expect(page.count).toBe(4);
    expect(page.results.map((p) => p.slug)).toEqual([
      'alpha-zephyr-lantern',
      'bravo-satchel',
      'charlie-tote',
      'delta-almanac',
    ]);
    expect(page.results[0]).toMatchObject({
      name: 'Alpha Zephyr Lantern',
      price: '30.00',
      sku: 'AZL-1',
      image: { file: '/media/products/alpha-zephyr-lantern.svg', alt_text: 'Alpha Zephyr Lantern' },
      category: { slug: 'gear', name: 'Gear', description: 'All the gear' },
      product_type: { slug: 'widget', name: 'Widget' },
      supplier: { username: 'nova_cards' },
      is_marketplace_product: true,
      is_featured: true,
      attributes: { brand: 'Acme' },
      available_stock: 25,
      stock_status: 'in_stock',
    });
    expect(page.results[0]).not.toHaveProperty('supplier.email');
  });

  it('pages with page and page_size, linking next and previous with the same query', async () => {
    const first = await list('?page_size=3&ordering=price');
    expect(first).toMatchObject({
      count: 4,
      previous: null,
      next: '/api/ecommerce/products/?page=2&page_size=3&ordering=price',
    });
    expect(first.results).toHaveLength(3);
    const second = await list('?page=2&page_size=3&ordering=price');
    expect(second.results.map((p) => p.slug)).toEqual(['charlie-tote']);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/ecommerce/products/?page=1&page_size=3&ordering=price');
    const beyond = await list('?page=9&page_size=3');
    expect(beyond).toMatchObject({ count: 4, results: [], next: null });
  });

  it.each([
    ['name', ['alpha-zephyr-lantern', 'bravo-satchel', 'charlie-tote', 'delta-almanac']],
    ['-name', ['delta-almanac', 'charlie-tote', 'bravo-satchel', 'alpha-zephyr-lantern']],
    ['price', ['delta-almanac', 'bravo-satchel', 'alpha-zephyr-lantern', 'charlie-tote']],
    ['-price', ['charlie-tote', 'alpha-zephyr-lantern', 'bravo-satchel', 'delta-almanac']],
    ['created_at', ['charlie-tote', 'alpha-zephyr-lantern', 'delta-almanac', 'bravo-satchel']],
    ['-created_at', ['bravo-satchel', 'delta-almanac', 'alpha-zephyr-lantern', 'charlie-tote']],
    ['-units_sold', ['bravo-satchel', 'alpha-zephyr-lantern', 'charlie-tote', 'delta-almanac']],
  ])('orders by %s', async (ordering, expected) => {
    expect(await slugs(`?ordering=${ordering}`)).toEqual(expected);
  });

  it('filters by a category including its descendants, by slug or id', async () => {
    expect(await slugs('?category=gear')).toEqual(['alpha-zephyr-lantern', 'bravo-satchel', 'charlie-tote']);
    expect(await slugs('?category=bags')).toEqual(['bravo-satchel', 'charlie-tote']);
    expect(await slugs('?category=small-bags')).toEqual(['bravo-satchel']);
    const gear = (await list('?category=gear')).results[0] as unknown as { category: { id: number } };
    expect(await slugs(`?category=${gear.category.id}`)).toEqual([
      'alpha-zephyr-lantern',
      'bravo-satchel',
      'charlie-tote',
    ]);
  });

  it('pages a category with its descendants in name order, either way (merged per category)', async () => {
    expect(await slugs('?category=gear&ordering=-name')).toEqual([
      'charlie-tote',
      'bravo-satchel',
      'alpha-zephyr-lantern',
    ]);
    expect(await slugs('?category=gear&page_size=2&page=2')).toEqual(['charlie-tote']);
    expect(await slugs('?category=gear&ordering=-name&page_size=1&page=2')).toEqual(['bravo-satchel']);
    expect(await slugs('?category=gear&ordering=price')).toEqual([
      'bravo-satchel',
      'alpha-zephyr-lantern',
      'charlie-tote',
    ]);
  });

  it('filters by product type and combines filters', async () => {
    expect(await slugs('?product_type=gadget')).toEqual(['charlie-tote', 'delta-almanac']);
    expect(await slugs('?product_type=gadget&category=gear')).toEqual(['charlie-tote']);
    expect(await slugs('?product_type=widget&ordering=-price&page_size=1')).toEqual(['alpha-zephyr-lantern']);
  });

  it('treats empty parameters as absent', async () => {
    expect((await list('?category=&product_type=&search=&ordering=&collection=')).count).toBe(4);
  });

  it('answers the collections behind /deals, /new, /bestsellers and /preorders', async () => {
    expect(await slugs('?collection=deals')).toEqual(['bravo-satchel']);
    expect(await slugs('?collection=new')).toEqual([
      'bravo-satchel',
      'delta-almanac',
      'alpha-zephyr-lantern',
      'charlie-tote',
    ]);
    expect(await slugs('?collection=bestsellers')).toEqual(['bravo-satchel', 'alpha-zephyr-lantern']);
    expect(await slugs('?collection=preorders')).toEqual(['delta-almanac']);
    expect(await slugs('?collection=new&ordering=price')).toEqual([
      'delta-almanac',
      'bravo-satchel',
      'alpha-zephyr-lantern',
      'charlie-tote',
    ]);
  });

  it('ranks a search by name above SKU above description', async () => {
    expect(await slugs('?search=zephyr')).toEqual(['alpha-zephyr-lantern', 'bravo-satchel', 'charlie-tote']);
  });

  it('forgives a typo in a search', async () => {
    expect(await slugs('?search=zephir')).toEqual(['alpha-zephyr-lantern']);
    expect(await slugs('?search=almanak')).toEqual(['delta-almanac']);
    expect(await slugs('?search=qqqqqq')).toEqual([]);
  });

  it('pages typo matches in a stable order, ties broken by id', async () => {
    const store = t.stores.warehouse!;
    await withTenant(t.handle.db, store.id, (tx) =>
      tx.execute(sql`insert into products (tenant_id, slug, name, sku, price)
        select ${store.id}, 'pole-' || g, 'Trekking Pole', 'POLE-' || g, 10 from generate_series(1, 5) g`),
    );
    const all = await list('?search=trekkng&page_size=50', 'warehouse.localhost');
    expect(all.count).toBe(5);
    const paged: string[] = [];
    for (const page of [1, 2, 3])
      paged.push(
        ...(await list(`?search=trekkng&page_size=2&page=${page}`, 'warehouse.localhost')).results.map(
          (p) => p.slug,
        ),
      );
    expect(paged).toEqual(all.results.map((p) => p.slug));
    expect(paged).toEqual(['pole-1', 'pole-2', 'pole-3', 'pole-4', 'pole-5']);
  });

  it('sorts a search by the chosen ordering when one is given', async () => {
    expect(await slugs('?search=zephyr&ordering=-price')).toEqual([
      'charlie-tote',
      'alpha-zephyr-lantern',
      'bravo-satchel',
    ]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=101', 'page_size'],
    ['page_size=0', 'page_size'],
    ['ordering=popularity', 'ordering'],
    ['collection=clearance', 'collection'],
    ['category=no-such-category', 'category'],
    ['product_type=no-such-type', 'product_type'],
    [`search=${'x'.repeat(201)}`, 'search'],
  ])('answers 400 with a readable error for %s', async (query, field) => {
    const res = await get(`/api/ecommerce/products/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(new RegExp(field.replace('_', '.')));
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});

describe('GET /api/ecommerce/products/featured/', () => {
  it('lists featured active products', async () => {
    const res = await get('/api/ecommerce/products/featured/');
    expect(res.json().results.map((p: { slug: string }) => p.slug)).toEqual(['alpha-zephyr-lantern']);
  });
});

describe('GET /api/ecommerce/products/{slug}/', () => {
  it('answers stock by supplier, variants, totals and status', async () => {
    const res = await get('/api/ecommerce/products/delta-almanac/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Delta Almanac',
      description: 'A book',
      available_stock: 33,
      total_stock: 33,
      stock_status: 'in_stock',
      stock_display: 'In Stock (33 available)',
      variants: [{ name: 'Standard', sku: 'DA-4', price: '5.00', stock: 33 }],
      stocks: [
        { supplier: { username: 'nova_cards' }, available: 30, price: '5.00', variant: 'Standard' },
        { supplier: { username: 'toploader_tom' }, available: 2 },
        { supplier: { username: 'mintcondition' }, available: 1 },
        { supplier: { username: 'dragonhoard' }, available: 0 },
      ],
      meta_title: 'Delta Almanac',
      meta_description: 'A book',
      supplier: null,
    });
    expect(res.json().release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ['bravo-satchel', 'low_stock', 4, 'Only 4 left in stock'],
    ['charlie-tote', 'out_of_stock', 0, 'Out of Stock'],
  ])('calls %s %s', async (slug, status, available, display) => {
    const body = (await get(`/api/ecommerce/products/${slug}/`)).json();
    expect(body).toMatchObject({ stock_status: status, available_stock: available, stock_display: display });
  });

  it('shows the supplier’s e-mail to staff only', async () => {
    const anonymous = (await get('/api/ecommerce/products/alpha-zephyr-lantern/')).json();
    expect(anonymous.supplier).toEqual({ username: 'nova_cards' });
    expect(anonymous.stocks[0].supplier).toEqual({ username: 'nova_cards' });
    const shopper = await signInAs(t, 'cards', 'shopper');
    const asShopper = await t.app.inject({
      method: 'GET',
      url: '/api/ecommerce/products/alpha-zephyr-lantern/',
      headers: shopper.headers,
    });
    expect(asShopper.json().supplier).toEqual({ username: 'nova_cards' });
    const staff = await signInAs(t, 'cards', 'staff');
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/api/ecommerce/products/alpha-zephyr-lantern/',
      headers: staff.headers,
    });
    expect(asStaff.json().supplier).toEqual({ username: 'nova_cards', email: 'nova_cards@cards.example' });
  });

  it('answers 404 for an unknown or inactive product', async () => {
    for (const slug of ['no-such-product', 'echo-hidden']) {
      const res = await get(`/api/ecommerce/products/${slug}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Product not found' });
    }
  });
});

describe('GET /api/ecommerce/categories/', () => {
  it('pages the categories, parents first, with parent links', async () => {
    const first = (await get('/api/ecommerce/categories/?page_size=2')).json();
    expect(first.count).toBe(4);
    expect(first.next).toBe('/api/ecommerce/categories/?page=2&page_size=2');
    const second = (await get(first.next)).json();
    const all = [...first.results, ...second.results];
    expect(all.map((c: { slug: string }) => c.slug)).toEqual(['gear', 'books', 'bags', 'small-bags']);
    const gear = all.find((c) => c.slug === 'gear');
    const bags = all.find((c) => c.slug === 'bags');
    expect(gear).toMatchObject({ name: 'Gear', parent: null, sort_order: 0 });
    expect(bags.parent).toBe(gear.id);
    expect(all.find((c) => c.slug === 'small-bags').parent).toBe(bags.id);
  });

  it('lists the product types', async () => {
    const body = (await get('/api/ecommerce/product-types/')).json();
    expect(body.results.map((x: { slug: string }) => x.slug)).toEqual(['gadget', 'widget']);
  });
});

describe('GET /media/products/{slug}.svg', () => {
  it('draws the product with a long cache lifetime', async () => {
    const res = await get('/media/products/alpha-zephyr-lantern.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('Alpha Zephyr Lantern');
    expect((await get('/media/products/nope.svg')).statusCode).toBe(404);
    expect((await get('/media/products/..%2Fsecret')).statusCode).toBe(400);
  });
});

describe('the tenant wall', () => {
  it('shows another store none of these products by list, slug, category or image', async () => {
    const outdoor = await list('', 'outdoor.localhost');
    expect(outdoor.results.map((p) => p.slug)).toEqual(['zephyr-outdoor-tent']);
    expect((await list('?search=alpha', 'outdoor.localhost')).count).toBe(0);
    expect((await get('/api/ecommerce/products/alpha-zephyr-lantern/', 'outdoor.localhost')).statusCode).toBe(
      404,
    );
    expect((await get('/api/ecommerce/products/?category=bags', 'outdoor.localhost')).statusCode).toBe(400);
    expect((await get('/media/products/alpha-zephyr-lantern.svg', 'outdoor.localhost')).statusCode).toBe(404);
    const cats = (await get('/api/ecommerce/categories/', 'outdoor.localhost')).json();
    expect(cats.results.map((c: { name: string }) => c.name)).toEqual(['Outdoor Gear']);
    expect((await list('?search=zephyr')).results.map((p) => p.slug)).not.toContain('zephyr-outdoor-tent');
  });
});

describe('pages for search engines', () => {
  it('give a product page its title, description, canonical link, Open Graph and JSON-LD', async () => {
    const res = await get('/products/alpha-zephyr-lantern');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Alpha Zephyr Lantern | Arcane Vault Games | Storefront</title>');
    expect(html).toContain('<meta name="description" content="A lantern" />');
    expect(html).toContain(
      '<link rel="canonical" href="http://cards.localhost/products/alpha-zephyr-lantern" />',
    );
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="http://cards.localhost/media/products/alpha-zephyr-lantern.svg" />',
    );
    // The picture starts loading with the page, not after the app has fetched the product.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/products/alpha-zephyr-lantern.svg" fetchpriority="high" />',
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Alpha Zephyr Lantern',
      sku: 'AZL-1',
      brand: { name: 'Acme' },
      offers: { price: '30.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it('keep a product name with $ patterns and </script> literal in the title and the JSON-LD', async () => {
    const name = "Dollar $' Quote $& $1 </script><script>";
    const rename = (to: { name: string; meta_title: string }) =>
      withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
        tx.execute(sql`update products set name = ${to.name}, meta_title = ${to.meta_title}
                       where slug = 'delta-almanac'`),
      );
    const [before] = await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      queryRows<{ name: string; meta_title: string }>(
        tx,
        sql`select name, meta_title from products where slug = 'delta-almanac'`,
      ),
    );
    await rename({ name, meta_title: '' });
    try {
      const html = (await get('/products/delta-almanac')).body;
      expect(html).toContain(
        '<title>Dollar $&#39; Quote $&amp; $1 &lt;/script&gt;&lt;script&gt; | Arcane Vault Games | Storefront</title>',
      );
      expect(html.match(/<script/g)).toHaveLength(2); // the JSON-LD and the inlined answers (decision 030)
      const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
      expect(ld.name).toBe(name);
      expect(html).toMatch(/<div id="root"><\/div>\s*<script type="application\/json"[^]*<\/body><\/html>$/);
    } finally {
      await rename(before!);
    }
  });

  it('give a category page its name, and leave unknown pages the store title', async () => {
    const category = (await get('/categories/bags')).body;
    expect(category).toContain('<title>Bags | Arcane Vault Games | Storefront</title>');
    expect(category).toContain('<link rel="canonical" href="http://cards.localhost/categories/bags" />');
    expect((await get('/products/no-such-thing')).body).toContain(
      '<title>Arcane Vault Games | Storefront</title>',
    );
    expect((await get('/products/alpha-zephyr-lantern', 'outdoor.localhost')).body).toContain(
      '<title>Northwind Outfitters | Storefront</title>',
    );
  });

  it('list each store’s own pages in its sitemap and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://cards.localhost/products/alpha-zephyr-lantern</loc>');
    expect(sitemap.body).toContain('<loc>http://cards.localhost/categories/small-bags</loc>');
    expect(sitemap.body).not.toContain('echo-hidden');
    expect(sitemap.body).not.toContain('zephyr-outdoor-tent');
    const outdoor = await get('/sitemap.xml', 'outdoor.localhost');
    expect(outdoor.body).toContain('<loc>http://outdoor.localhost/products/zephyr-outdoor-tent</loc>');
    const robots = await get('/robots.txt', 'outdoor.localhost');
    expect(robots.body).toContain('Sitemap: http://outdoor.localhost/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('counting large lists', () => {
  it('counts exactly up to the limit and estimates above it', async () => {
    const store = t.stores.warehouse!;
    await t.handle.db.execute(sql`insert into products (tenant_id, slug, name, sku, price, units_sold)
      select ${store.id}, 'item-' || g, 'Item ' || g, 'SKU-' || g, 1.00, g % 2 from generate_series(1, 1500) g`);
    await t.handle.db.execute(sql`analyze products`);
    const all = await list('?page_size=1', 'warehouse.localhost');
    expect(all.count).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(all.count).toBeGreaterThan(1300);
    expect(all.count).toBeLessThan(1700);
    expect(all.next).toBe('/api/ecommerce/products/?page=2&page_size=1');
    const bestsellers = await list('?collection=bestsellers&page_size=1', 'warehouse.localhost');
    expect(bestsellers.count).toBe(750);
  });
});
