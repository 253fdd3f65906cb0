import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';
import { insertProduct } from '../catalog/index.ts';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const slug of ['cards', 'outdoor']) {
    const store = t.stores[slug]!;
    const row = await withTenant(t.handle.db, store.id, (tx) =>
      insertProduct(tx, store.id, {
        slug: `${slug}-item`,
        sku: `${slug}-1`,
        name: `${slug} item`,
        price: 1250,
      }),
    );
    ids[slug] = row.id;
  }
});
afterAll(() => t.close());

type Headers = Awaited<ReturnType<typeof signInAs>>['headers'];
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const listIds = async (headers: Headers) =>
  (await call(headers, 'GET', '/api/wishlist/')).json().map((e: { product: number }) => e.product);

describe('/api/wishlist/', () => {
  it('adds a product once however often it is posted, lists it, and removes it', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const first = await call(headers, 'POST', '/api/wishlist/', { product: ids.cards });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ product: ids.cards });
    expect((await call(headers, 'POST', '/api/wishlist/', { product: ids.cards })).statusCode).toBe(201);
    const list = (await call(headers, 'GET', '/api/wishlist/')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      product: ids.cards,
      product_detail: { id: ids.cards, slug: 'cards-item', name: 'cards item', price: '12.50', image: null },
    });
    expect((await call(headers, 'DELETE', `/api/wishlist/${ids.cards}/`)).statusCode).toBe(204);
    expect((await call(headers, 'DELETE', `/api/wishlist/${ids.cards}/`)).statusCode).toBe(204);
    expect(await listIds(headers)).toEqual([]);
  });

  it('refuses a product of another store or that does not exist (404)', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const foreign = await call(headers, 'POST', '/api/wishlist/', { product: ids.outdoor });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Product not found' });
    expect((await call(headers, 'POST', '/api/wishlist/', { product: 999999 })).statusCode).toBe(404);
    expect((await call(headers, 'POST', '/api/wishlist/', { product: 'abc' })).statusCode).toBe(400);
  });

  it('keeps user A’s wishlist out of user B’s reach', async () => {
    const a = await signInAs(t, 'cards', 'nova_cards');
    const b = await signInAs(t, 'cards', 'dragonhoard');
    await call(a.headers, 'POST', '/api/wishlist/', { product: ids.cards });
    expect(await listIds(b.headers)).toEqual([]);
    await call(b.headers, 'DELETE', `/api/wishlist/${ids.cards}/`);
    expect(await listIds(a.headers)).toEqual([ids.cards]);
    const outdoor = await signInAs(t, 'outdoor', 'nova_cards');
    expect(await listIds(outdoor.headers)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wishlist/',
      headers: { host: 'cards.localhost' },
    });
    expect(res.statusCode).toBe(401);
  });
});
