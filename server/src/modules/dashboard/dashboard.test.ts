import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { loadCatalogFixtures } from '../../test/catalog.test-helpers.ts';
import { as, placeOrder, prepareStores, productIdBySku } from './dashboard.test-helpers.ts';

let t: TestApp;
let lantern: number;
let satchel: number;
beforeAll(async () => {
  t = await createTestApp();
  await prepareStores(t);
  await loadCatalogFixtures(t);
  lantern = await productIdBySku(t, 'cards', 'AZL-1');
  satchel = await productIdBySku(t, 'cards', 'ZEPHYR-200');
  await placeOrder(t, 'cards', 'shopper', lantern, 2); // 60.00 + 5.99 shipping
  await placeOrder(t, 'cards', 'admin', satchel, 1); // 12.50 + 5.99
});
afterAll(() => t.close());

const dashboardOf = async (slug: string, username: string) =>
  (await as(t, await signInAs(t, slug, username))('GET', '/api/dashboard/')).json();

describe('GET /api/dashboard/', () => {
  it('refuses a signed-out visitor with 401', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/dashboard/' });
    expect(res.statusCode).toBe(401);
  });

  it('shows a supplier only their own products and their share of the orders holding them', async () => {
    const body = await dashboardOf('cards', 'nova_cards');
    expect(body.role).toBe('supplier');
    expect(body.products).toMatchObject({ total: 1, active: 1 });
    expect(body.products.recent).toEqual([
      { id: lantern, name: 'Alpha Zephyr Lantern', price: '30.00', is_active: true },
    ]);
    expect(body.orders.total).toBe(1);
    expect(body.orders.pending).toBe(1);
    expect(body.orders.recent[0]).toMatchObject({ total_amount: '60.00', status: 'pending' });
    expect(body.users).toBeNull();
    expect(body.daily).toBeNull();
  });

  it('shows another supplier nothing of nova_cards', async () => {
    const body = await dashboardOf('cards', 'dragonhoard');
    expect(body.products.total).toBe(0);
    expect(body.orders).toEqual({ total: 0, pending: 0, recent: [] });
  });

  it.each(['staff', 'admin'])('shows %s the whole store, its users and 30 days of revenue', async (who) => {
    const body = await dashboardOf('cards', who);
    expect(body.role).toBe(who);
    expect(body.products).toMatchObject({ total: 5, active: 4 });
    expect(body.orders.total).toBe(2);
    expect(body.orders.recent.map((o: { total_amount: string }) => o.total_amount)).toEqual([
      '18.49',
      // $60.00 of goods: over the default free-shipping threshold of $50, so no shipping (issue 25).
      '60.00',
    ]);
    expect(body.users).toEqual({ total: 7, staff: 2, suppliers: 4 });
    expect(body.daily).toHaveLength(30);
    const today = body.daily.at(-1);
    expect(today).toEqual({ date: new Date().toISOString().slice(0, 10), revenue: '78.49', orders: 2 });
    expect(body.daily[0]).toMatchObject({ revenue: '0.00', orders: 0 });
  });

  it('shows a customer only their own orders and no products', async () => {
    const body = await dashboardOf('cards', 'shopper');
    expect(body.role).toBe('customer');
    expect(body.products.total).toBe(0);
    expect(body.orders.total).toBe(1);
    expect(body.orders.recent[0].total_amount).toBe('60.00');
  });

  it('keeps each store to its own figures (outdoor sees none of cards’ orders)', async () => {
    const body = await dashboardOf('outdoor', 'admin');
    expect(body.orders.total).toBe(0);
    expect(body.products.recent.map((p: { name: string }) => p.name)).not.toContain('Alpha Zephyr Lantern');
    expect(body.daily.at(-1)).toMatchObject({ revenue: '0.00', orders: 0 });
  });
});
