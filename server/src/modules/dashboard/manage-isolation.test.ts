import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApp } from '../../test/test-app.ts';
import { as } from './dashboard.test-helpers.ts';
import { manageTestApp, newCategory, pendingOrder, userId } from './manage.test-helpers.ts';

let t: TestApp;
let lantern: number;
let variant: number;
let order: number;
let category: number;
let tom: number;
let outdoorAdmin: ReturnType<typeof as>;
beforeAll(async () => {
  ({ t, lantern, lanternVariant: variant } = await manageTestApp());
  order = await pendingOrder(t, lantern);
  category = await newCategory(t, 'cards', 'Cards Only');
  tom = await userId(t, 'cards', 'toploader_tom');
  outdoorAdmin = as(t, await signInAs(t, 'outdoor', 'admin'));
});
afterAll(() => t.close());

describe('tenant wall: the outdoor admin cannot reach the card shop', () => {
  it.each([
    ['read a product', 'GET', () => `/api/manage/products/${lantern}/`, undefined],
    ['edit a product', 'PATCH', () => `/api/manage/products/${lantern}/`, { is_active: false }],
    [
      'set price and stock',
      'PUT',
      () => `/api/manage/products/${lantern}/variants/${variant}/`,
      { price: '1.00', stock: 0 },
    ],
    ['move an order', 'POST', () => `/api/manage/orders/${order}/status/`, { status: 'cancelled' }],
    ['edit a category', 'PUT', () => `/api/manage/categories/${category}/`, { name: 'Hijacked' }],
    ['delete a category', 'DELETE', () => `/api/manage/categories/${category}/`, undefined],
    ['change a role', 'PUT', () => `/api/manage/users/${tom}/role/`, { role: 'admin' }],
  ] as const)('%s → 404 and nothing changes', async (_name, method, url, body) => {
    const res = await outdoorAdmin(method, url(), body);
    expect(res.statusCode).toBe(404);
  });

  it('left every card-shop object as it was', async () => {
    const admin = as(t, await signInAs(t, 'cards', 'admin'));
    const product = (await admin('GET', `/api/manage/products/${lantern}/`)).json();
    expect(product).toMatchObject({ is_active: true, price: '30.00' });
    expect(product.variants[0]).toMatchObject({ price: '30.00', stock: 19 });
    const orders = (await admin('GET', '/api/manage/orders/')).json();
    expect(orders.results.find((o: { id: number }) => o.id === order).status).toBe('pending');
    const cats = (await admin('GET', '/api/manage/categories/')).json();
    expect(cats.results.find((c: { id: number }) => c.id === category).name).toBe('Cards Only');
    const users = (await admin('GET', '/api/manage/users/?role=supplier')).json();
    expect(users.results.find((u: { id: number }) => u.id === tom).role).toBe('supplier');
  });

  it('lists only the outdoor store’s own products, orders, categories, users and audit entries', async () => {
    const products = (await outdoorAdmin('GET', '/api/manage/products/?page_size=100')).json();
    expect(products.results.map((p: { name: string }) => p.name)).toEqual(['Zephyr Outdoor Tent']);
    expect((await outdoorAdmin('GET', '/api/manage/orders/')).json().count).toBe(0);
    const cats = (await outdoorAdmin('GET', '/api/manage/categories/')).json();
    expect(cats.results.map((c: { name: string }) => c.name)).toEqual(['Outdoor Gear']);
    const users = (await outdoorAdmin('GET', '/api/manage/users/?page_size=100')).json();
    expect(users.count).toBe(7);
    expect(users.results.every((u: { email: string }) => u.email.endsWith('@outdoor.example'))).toBe(true);
    expect((await outdoorAdmin('GET', '/api/manage/audit/')).json().count).toBe(0);
  });
});

describe('supplier against supplier', () => {
  it.each([
    ['read', 'GET', undefined],
    ['edit', 'PATCH', { name: 'Mine now' }],
  ] as const)('dragonhoard cannot %s nova_cards’ product (404)', async (_name, method, body) => {
    const dragon = as(t, await signInAs(t, 'cards', 'dragonhoard'));
    expect((await dragon(method, `/api/manage/products/${lantern}/`, body)).statusCode).toBe(404);
  });

  it('dragonhoard cannot set the stock of nova_cards’ variant, nor see it listed', async () => {
    const dragon = as(t, await signInAs(t, 'cards', 'dragonhoard'));
    const res = await dragon('PUT', `/api/manage/products/${lantern}/variants/${variant}/`, {
      price: '1.00',
      stock: 0,
    });
    expect(res.statusCode).toBe(404);
    expect((await dragon('GET', '/api/manage/products/')).json().count).toBe(0);
  });
});
