import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPostgres } from '../../test/test-app.ts';
import { books, placeOrder, refundsTestApp, type RefundsTestApp } from '../../test/refunds.test-helpers.ts';

let { t, single, shopper, staff } = {} as RefundsTestApp;
beforeAll(async () => {
  if (!hasPostgres) return;
  ({ t, single, shopper, staff } = await refundsTestApp({ postgres: true }));
});
afterAll(async () => {
  if (hasPostgres) await t.close();
});

const refund = (id: number, body: object) => staff('POST', `/api/manage/orders/${id}/refunds/`, body);
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe('refunds at once (PostgreSQL)', () => {
  it.skipIf(!hasPostgres)('never give back more units or money than the order had', async () => {
    const order = await placeOrder(shopper, [[single, 5]]);
    const line = { order_item_id: order.items[0]!.id, quantity: 1 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refund(order.id, { lines: [line], method: i % 2 ? 'card' : 'store_credit', restock: true }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(201), ...Array(5).fill(400)]);
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state.lines[0]).toMatchObject({ quantity: 5, refunded_quantity: 5 });
    // 5 × $9.99 and the line's whole $4.12 tax; the shipping and its tax are all that is left.
    expect(state).toMatchObject({ paid: '60.55', refunded: '54.07', refundable: '6.48' });
  });

  it.skipIf(!hasPostgres)('let one of two whole refunds to the card through', async () => {
    const order = await placeOrder(shopper, [[single, 2]]);
    const all = {
      lines: [{ order_item_id: order.items[0]!.id, quantity: 2 }],
      shipping: 'all',
      method: 'card',
    };
    const before = await books(t);
    const answers = await Promise.all([refund(order.id, all), refund(order.id, all)]);
    expect(statuses(answers)).toEqual([201, 400]);
    expect((await books(t)).card - before.card).toBe(2811);
  });
});
