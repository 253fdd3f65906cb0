import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { signInAs, type TestApp } from '../../test/test-app.ts';
import { addVariant, createStockedProduct, stockOf } from '../cart/index.ts';
import { as, placeOrder } from './dashboard.test-helpers.ts';
import { manageTestApp } from './manage.test-helpers.ts';

let t: TestApp;
let lantern: number;
let staff: ReturnType<typeof as>;
beforeAll(async () => {
  ({ t, lantern } = await manageTestApp());
  staff = as(t, await signInAs(t, 'cards', 'staff'));
});
afterAll(() => t.close());

/** Moves an order; shipping sends a carrier and tracking number, as the dashboard does. */
const move = (id: number, status: string) =>
  staff('POST', `/api/manage/orders/${id}/status/`, {
    status,
    ...(status === 'shipped' && { carrier: 'ups', tracking_number: '1Z999AA10123456784' }),
  });

async function orderAt(path: string[]): Promise<number> {
  const { order_id } = await placeOrder(t, 'cards', 'shopper', lantern);
  for (const status of path) expect((await move(order_id, status)).statusCode).toBe(200);
  return order_id;
}

describe('order status transitions', () => {
  const CASES: [string[], string, number][] = [
    [[], 'processing', 200],
    [[], 'cancelled', 200],
    [[], 'shipped', 409],
    [[], 'completed', 409],
    [['processing'], 'shipped', 200],
    [['processing'], 'cancelled', 200],
    [['processing'], 'pending', 409],
    [['processing', 'shipped'], 'completed', 200],
    [['processing', 'shipped'], 'cancelled', 409],
    [['processing', 'shipped', 'completed'], 'processing', 409],
    [['cancelled'], 'processing', 409],
  ];
  it.each(CASES)('from pending via %j to %s → %i', async (path, to, status) => {
    const id = await orderAt(path);
    const res = await move(id, to);
    expect(res.statusCode).toBe(status);
    const list = (await staff('GET', '/api/manage/orders/?page_size=100')).json();
    const order = list.results.find((o: { id: number }) => o.id === id);
    expect(order.status).toBe(status === 200 ? to : (path.at(-1) ?? 'pending'));
  });

  it('refuses an unknown status with 400 and a missing order with 404', async () => {
    const id = await orderAt([]);
    const bad = await move(id, 'lost');
    expect(bad.statusCode).toBe(400);
    expect((await move(999_999, 'processing')).statusCode).toBe(404);
  });

  it('offers only the next allowed statuses', async () => {
    const id = await orderAt(['processing']);
    const list = (await staff('GET', '/api/manage/orders/?status=processing&page_size=100')).json();
    expect(list.results.every((o: { status: string }) => o.status === 'processing')).toBe(true);
    expect(list.results.find((o: { id: number }) => o.id === id).next_statuses).toEqual([
      'shipped',
      'cancelled',
    ]);
  });
});

describe('cancelling', () => {
  it('puts the units back in stock exactly once', async () => {
    const before = await stockOf(t.handle.db, t.stores.cards!, lantern);
    const { order_id } = await placeOrder(t, 'cards', 'shopper', lantern, 3);
    const taken = await stockOf(t.handle.db, t.stores.cards!, lantern);
    expect(taken[0]).toBe(before[0]! - 3);
    expect((await move(order_id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.handle.db, t.stores.cards!, lantern)).toEqual(before);
    expect((await move(order_id, 'cancelled')).statusCode).toBe(409);
    expect(await stockOf(t.handle.db, t.stores.cards!, lantern)).toEqual(before);
  });

  it('gives each supplier back the units checkout took from it', async () => {
    const cards = t.stores.cards!;
    const split = await createStockedProduct(t.handle.db, cards, {
      name: 'Split Stock Binder',
      price: '20.00',
      stock: [2, 5],
    });
    const { order_id } = await placeOrder(t, 'cards', 'shopper', split, 4);
    expect(await stockOf(t.handle.db, cards, split)).toEqual([0, 3]);
    // The record of where the units came from is the store's own: another store reads none of it.
    const records = (slug: string) =>
      withTenant(t.handle.db, t.stores[slug]!.id, (tx) =>
        queryRows<{ n: number }>(tx, sql`select count(*)::int as n from order_item_stocks`),
      );
    expect((await records('cards'))[0]!.n).toBeGreaterThanOrEqual(2);
    expect((await records('outdoor'))[0]!.n).toBe(0);
    expect((await move(order_id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.handle.db, cards, split)).toEqual([2, 5]);
  });

  it('gives a chosen condition’s units back to the rows they came from', async () => {
    const cards = t.stores.cards!;
    const card = await createStockedProduct(t.handle.db, cards, {
      name: 'Sol Ring',
      price: '1.50',
      stock: [],
    });
    const nearMint = await addVariant(t.handle.db, cards, card, {
      name: 'Near Mint',
      price: '2.00',
      stock: [1, 4],
      rowPrices: ['2.20', '2.00'],
    });
    await addVariant(t.handle.db, cards, card, { name: 'Lightly Played', price: '1.50', stock: [3] });
    const { order_id } = await placeOrder(t, 'cards', 'shopper', card, 5, nearMint);
    expect(await stockOf(t.handle.db, cards, card)).toEqual([0, 0, 3]);
    expect((await move(order_id, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.handle.db, cards, card)).toEqual([1, 4, 3]);
  });

  it('does not restock when shipping', async () => {
    const before = await stockOf(t.handle.db, t.stores.cards!, lantern);
    const { order_id } = await placeOrder(t, 'cards', 'shopper', lantern, 2);
    await move(order_id, 'processing');
    expect((await move(order_id, 'shipped')).statusCode).toBe(200);
    expect((await stockOf(t.handle.db, t.stores.cards!, lantern))[0]).toBe(before[0]! - 2);
  });

  it('shows the customer the new status in their order history and writes the audit log', async () => {
    const id = await orderAt(['processing', 'shipped']);
    const mine = (await as(t, await signInAs(t, 'cards', 'shopper'))('GET', `/api/orders/${id}/`)).json();
    expect(mine.status).toBe('shipped');
    const log = (await as(t, await signInAs(t, 'cards', 'admin'))('GET', '/api/manage/audit/')).json();
    expect(log.results[0]).toMatchObject({
      actor: 'staff',
      action: 'order.status',
      target: `order ${mine.order_number}`,
      details: { from: 'processing', to: 'shipped', carrier: 'ups', tracking_number: '1Z999AA10123456784' },
    });
  });
});

describe('a supplier’s order list', () => {
  it('holds only orders with their products, with only their lines and no status moves', async () => {
    const nova = (
      await as(t, await signInAs(t, 'cards', 'nova_cards'))('GET', '/api/manage/orders/?page_size=100')
    ).json();
    expect(nova.count).toBeGreaterThan(0);
    for (const o of nova.results) {
      expect(o.items.map((i: { name: string }) => i.name)).toEqual(['Alpha Zephyr Lantern']);
      expect(o.next_statuses).toEqual([]);
    }
    const dragon = (
      await as(t, await signInAs(t, 'cards', 'dragonhoard'))('GET', '/api/manage/orders/')
    ).json();
    expect(dragon.count).toBe(0);
  });
});
