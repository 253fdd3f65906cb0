import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';

import { books, placeOrder, refundsTestApp, type RefundsTestApp } from '../../test/refunds.test-helpers.ts';

let shopperId: number;

let { t, admin, single, sleeves, shopper, staff } = {} as RefundsTestApp;
beforeAll(async () => {
  ({ t, admin, single, sleeves, shopper, staff } = await refundsTestApp());
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where tenant_id = ${t.stores.cards!.id} and username = 'shopper'`,
  );
  shopperId = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(
    sql`truncate cart_items, orders, store_credit_entries, store_credit_accounts cascade`,
  );
});

const refund = (id: number, body: object) => staff('POST', `/api/manage/orders/${id}/refunds/`, body);
const balance = async () => (await shopper('GET', '/api/account/store-credit/')).json().balance;

/** 3 singles and 1 sleeves, $47.04 with shipping and Oregon tax, part paid by `credit`, then cancelled. */
async function cancelledOrder(credit: string) {
  await admin('POST', `/api/manage/store-credit/${shopperId}/adjustments/`, {
    amount: credit,
    reason: 'Gift',
  });
  const order = await placeOrder(
    shopper,
    [
      [single, 3],
      [sleeves, 1],
    ],
    { store_credit: credit },
  );
  const cancel = await staff('POST', `/api/manage/orders/${order.id}/status/`, { status: 'cancelled' });
  expect(cancel.statusCode).toBe(200);
  expect(await balance()).toBe(credit);
  return order;
}

describe('refunds of a cancelled order', () => {
  it('leaves only the card’s part to give back: the credit came back on cancelling', async () => {
    const order = await cancelledOrder('20.00');
    const [singles, sleeve] = order.items;
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state).toMatchObject({ paid: '47.04', refundable: '27.04', card_refundable: '27.04' });
    const whole = await refund(order.id, {
      lines: order.items.map((i) => ({ order_item_id: i.id, quantity: i.quantity })),
      shipping: 'all',
      method: 'store_credit',
    });
    expect(whole.statusCode).toBe(400);
    expect(whole.json().error).toBe('More than is left of what the order was paid');
    // 9.99 + 0.82, 7.50 + 0.62, 5.99 + 0.49: $25.41 of the card's $27.04.
    const byCard = await refund(order.id, {
      lines: [
        { order_item_id: singles!.id, quantity: 1 },
        { order_item_id: sleeve!.id, quantity: 1 },
      ],
      shipping: 'all',
      method: 'card',
    });
    expect(byCard.statusCode).toBe(201);
    expect(byCard.json()).toMatchObject({ total: '25.41', status: 'succeeded' });
    const more = await refund(order.id, {
      lines: [{ order_item_id: singles!.id, quantity: 1 }],
      method: 'store_credit',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toBe('More than is left of what the order was paid');
    const after = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(after).toMatchObject({
      refunded: '25.41',
      refundable: '1.63',
      payment_status: 'partially_refunded',
    });
    expect(await balance()).toBe('20.00');
    expect(await books(t)).toMatchObject({ paid: 4704, refunded: 2541, card: 2541, credit: 0 });
  });

  it('refuses any refund of a cancelled order paid wholly by store credit', async () => {
    const order = await cancelledOrder('47.04');
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state).toMatchObject({ paid: '47.04', refundable: '0.00', card_refundable: '0.00' });
    const credit = await refund(order.id, { shipping: 'all', method: 'store_credit' });
    expect(credit.statusCode).toBe(400);
    expect(credit.json().error).toBe('More than is left of what the order was paid');
    const card = await refund(order.id, { shipping: 'all', method: 'card' });
    expect(card.statusCode).toBe(400);
    expect(await balance()).toBe('47.04');
    expect((await books(t)).refunded).toBe(0);
  });

  it('marks a cancelled order refunded once the card’s part is back too', async () => {
    const order = await cancelledOrder('20.00');
    // Two singles (19.98 + 1.65) and $5.00 of the shipping (+ 0.41): the card's $27.04 to the cent.
    const res = await refund(order.id, {
      lines: [{ order_item_id: order.items[0]!.id, quantity: 2 }],
      shipping: '5.00',
      method: 'card',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: '27.04' });
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state).toMatchObject({ payment_status: 'refunded', refundable: '0.00', card_refundable: '0.00' });
  });
});
