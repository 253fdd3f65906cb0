import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ProductListItemSchema, ProductSchema } from '@storefront/contract/catalog';
import { pageOf } from '@storefront/contract/common';
import { appOn, createTestApp, injectAs, signInAs, type TestApp } from '../test/test-app.ts';
import { loadCatalogFixtures } from '../test/catalog.test-helpers.ts';
import { answerWriter } from './response-serializer.ts';

/** What the validating serializer (outside production) writes for `data`. */
const byZod = (schema: z.ZodType, data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' })(data);

const product = {
  id: 7,
  slug: 'lamp',
  name: 'Lamp – “brass”',
  sku: 'L-1',
  short_description: 'A lamp',
  price: '12.50',
  compare_at_price: null,
  image: { file: '/media/l.webp', alt_text: 'Lamp', extra: 'dropped' },
  category: { id: 1, slug: 'c', name: 'C', description: '', parent: 9, sort_order: 2 },
  product_type: null,
  supplier: { username: 'sam', email: undefined, password_hash: 'never written' },
  is_marketplace_product: true,
  is_featured: false,
  is_active: true,
  attributes: { brand: 'X', nested: { a: [1, null] } },
  available_stock: 3,
  stock_status: 'low_stock',
  release_date: null,
  created_at: '2026-01-02T03:04:05.000Z',
  internal_cost: 1,
};

describe('answerWriter (production response serializer)', () => {
  it('writes what zod writes: declared keys in the schema’s order, unknown and undefined keys dropped', () => {
    const shuffled = Object.fromEntries(Object.entries(product).reverse());
    const page = { results: [shuffled, product], previous: null, next: '/x?page=2', count: 2, total: 9 };
    const schema = pageOf(ProductListItemSchema);
    const written = answerWriter(schema)(page);
    expect(written).toBe(byZod(schema, page));
    expect(written).not.toContain('password_hash');
    expect(written).not.toContain('internal_cost');
    const detail = {
      ...product,
      description: 'd',
      variants: [{ id: 1, name: 'v', sku: 's', price: '1.00', stock: 2, is_active: true }],
      total_stock: 2,
      stock_display: 'Only 2 left',
      stocks: [{ supplier: { username: 'sam' }, variant: 'v', available: 2, price: '1.00', cost: 1 }],
      meta_title: 't',
      meta_description: 'm',
    };
    expect(answerWriter(ProductSchema)(detail)).toBe(byZod(ProductSchema, detail));
  });

  it('leaves unions, defaults, passthrough objects and records of objects to zod', () => {
    const schema = z.object({
      either: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
      fallback: z.number().default(5),
      loose: z.looseObject({ x: z.number() }),
      tags: z.record(z.string(), z.object({ n: z.number() })),
      maybe: z.string().optional(),
    });
    const data = {
      either: { b: 'y', c: 1 },
      fallback: 3,
      loose: { x: 1, y: 2 },
      tags: { t: { n: 1, m: 2 } },
    };
    expect(answerWriter(schema)(data)).toBe(JSON.stringify(z.encode(schema, data as never)));
  });
});

describe('production answers match the validated ones', () => {
  let t: TestApp;
  let production: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    await loadCatalogFixtures(t);
    production = await appOn(t.handle.db, { production: true });
    await production.ready();
  });
  afterAll(async () => {
    await production?.close();
    await t?.close();
  });

  const urls = [
    '/api/ecommerce/products/',
    '/api/ecommerce/products/?category=gear&ordering=-price',
    '/api/ecommerce/products/?search=lantern',
    '/api/ecommerce/products/featured/',
    '/api/ecommerce/products/alpha-zephyr-lantern/',
    '/api/ecommerce/categories/',
    '/api/ecommerce/product-types/',
    '/api/tenant-info/',
    '/api/ecommerce/products/no-such-product/',
  ];

  it('writes every catalogue answer byte for byte as the validating serializer does', async () => {
    for (const url of urls) {
      const checked = await injectAs(t.app, 'cards.localhost', { method: 'GET', url });
      const fast = await injectAs(production, 'cards.localhost', { method: 'GET', url });
      expect({ url, status: fast.statusCode, body: fast.body }).toEqual({
        url,
        status: checked.statusCode,
        body: checked.body,
      });
    }
  });

  it('keeps a signed-in staff member’s view (supplier e-mails) the same', async () => {
    const staff = await signInAs(t, 'cards', 'staff');
    const url = '/api/ecommerce/products/alpha-zephyr-lantern/';
    const checked = await t.app.inject({ method: 'GET', url, headers: staff.headers });
    const fast = await production.inject({ method: 'GET', url, headers: staff.headers });
    expect(checked.statusCode).toBe(200);
    expect(fast.body).toBe(checked.body);
  });
});
