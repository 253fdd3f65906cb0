import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { injectAs } from '../../test/test-app.ts';
import { stockOf } from '../cart/index.ts';
import {
  books,
  callerFor,
  placeOrder,
  refundsTestApp,
  type Caller,
  type RefundsTestApp,
} from '../../test/refunds.test-helpers.ts';

const refund = (id: number, body: object, who: Caller = staff) =>
  who('POST', `/api/manage/orders/${id}/refunds/`, body);
const total = (ids: number[]) => ids.reduce((s, n) => s + n, 0);

let { t, admin, single, sleeves, shopper, staff } = {} as RefundsTestApp;
beforeAll(async () => {
  ({ t, admin, single, sleeves, shopper, staff } = await refundsTestApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(
    sql`truncate cart_items, orders, store_credit_entries, store_credit_accounts cascade`,
  );
});

/** 3 singles ($9.99) and 1 sleeves ($7.50), standard shipping $5.99, Oregon tax 8.25 %: $47.04 in all. */
const standardOrder = (over = {}) =>
  placeOrder(
    shopper,
    [
      [single, 3],
      [sleeves, 1],
    ],
    over,
  );

describe('staff refunds', () => {
  it('gives back a line in part and the shipping to the card, with their tax shares, and restocks', async () => {
    const order = await standardOrder();
    expect(order).toMatchObject({
      total: '47.04',
      tax_total: '3.58',
      payment_status: 'completed',
      refunds: [],
    });
    const [line] = order.items;
    const stockBefore = total(await stockOf(t.handle.db, t.stores.cards!, single));

    const quote = await staff('POST', `/api/manage/orders/${order.id}/refunds/quote/`, {
      lines: [{ order_item_id: line!.id, quantity: 1 }],
      shipping: 'all',
      method: 'card',
    });
    expect(quote.json()).toMatchObject({ shipping: '5.99', tax: '1.31', total: '17.29' });
    expect((await books(t)).refunded).toBe(0);

    const res = await refund(order.id, {
      lines: [{ order_item_id: line!.id, quantity: 1 }],
      shipping: 'all',
      method: 'card',
      restock: true,
      reason: 'Damaged in the post',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      method: 'card',
      status: 'succeeded',
      lines: [{ order_item_id: line!.id, name: 'Refund Single', quantity: 1, amount: '9.99', tax: '0.82' }],
      shipping: '5.99',
      tax: '1.31',
      total: '17.29',
      restocked: true,
      reason: 'Damaged in the post',
      by: 'staff',
      provider_refund_id: expect.stringMatching(/^test_re_/),
    });
    expect(total(await stockOf(t.handle.db, t.stores.cards!, single))).toBe(stockBefore + 1);
    const seen = (await shopper('GET', `/api/orders/${order.id}/`)).json();
    expect(seen).toMatchObject({ payment_status: 'partially_refunded', refunded: '17.29' });
    expect(seen.refunds[0]).toMatchObject({ total: '17.29', by: null, provider_refund_id: null });
  });

  it('refunds the rest as store credit, to the cent of the order, then refuses anything more', async () => {
    const order = await standardOrder();
    const [singles, sleeve] = order.items;
    await refund(order.id, {
      lines: [{ order_item_id: singles!.id, quantity: 1 }],
      shipping: 'all',
      method: 'card',
    });
    const rest = await refund(order.id, {
      lines: [
        { order_item_id: singles!.id, quantity: 2 },
        { order_item_id: sleeve!.id, quantity: 1 },
      ],
      method: 'store_credit',
    });
    expect(rest.statusCode).toBe(201);
    // 19.98 + 7.50 and the tax left: 2.47 − 0.82 of the singles, 0.62 of the sleeves.
    expect(rest.json()).toMatchObject({ tax: '2.27', total: '29.75', provider_refund_id: null });
    const seen = (await shopper('GET', `/api/orders/${order.id}/`)).json();
    expect(seen).toMatchObject({ payment_status: 'refunded', refunded: '47.04' });
    const credit = (await shopper('GET', '/api/account/store-credit/')).json();
    expect(credit.balance).toBe('29.75');
    expect(credit.entries[0]).toMatchObject({
      kind: 'refund',
      amount: '29.75',
      reason: `Refund of order ${order.order_number}`,
    });

    const more = await refund(order.id, {
      lines: [{ order_item_id: sleeve!.id, quantity: 1 }],
      method: 'store_credit',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().fields).toEqual({
      [`lines.${sleeve!.id}`]: 'More than is left to refund of this line',
    });
    const none = await refund(order.id, { shipping: 'all', method: 'store_credit' });
    expect(none.json().error).toBe('Choose at least one line or the shipping to refund');
    expect(await books(t)).toMatchObject({
      paid: 4704,
      refunded: 4704,
      card: 1729,
      credit: 2975,
      ledger: 2975,
    });
  });

  it('refuses over-refunds with readable 400s and writes nothing', async () => {
    const order = await standardOrder();
    const [singles] = order.items;
    const cases: [object, Record<string, string>][] = [
      [
        { lines: [{ order_item_id: singles!.id, quantity: 4 }] },
        { [`lines.${singles!.id}`]: 'More than is left to refund of this line' },
      ],
      [
        { lines: [{ order_item_id: 999999, quantity: 1 }] },
        { 'lines.999999': 'This order has no such line' },
      ],
      [{ shipping: '6.00' }, { shipping: 'More than is left to refund of the shipping' }],
    ];
    for (const [body, fields] of cases) {
      const res = await refund(order.id, { method: 'card', ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    expect((await refund(order.id, { method: 'card', shipping: 'lots' })).statusCode).toBe(400);
    expect((await books(t)).refunded).toBe(0);
  });

  it('gives back to the card only what the card paid; the store credit spent comes back as credit', async () => {
    await admin('POST', `/api/manage/store-credit/${await shopperIdOf()}/adjustments/`, {
      amount: '20.00',
      reason: 'Gift',
    });
    const order = await standardOrder({ store_credit: '20.00' });
    expect(order.payments).toEqual([
      { method: 'store_credit', label: 'Store credit', amount: '20.00' },
      { method: 'card', label: 'Credit/Debit Card', amount: '27.04' },
    ]);
    const all = order.items.map((i) => ({ order_item_id: i.id, quantity: i.quantity }));
    const byCard = await refund(order.id, { lines: all, shipping: 'all', method: 'card' });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json().error).toBe(
      'More than was paid by card is left to give back: refund the rest as store credit',
    );
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state).toMatchObject({
      paid: '47.04',
      paid_by_card: '27.04',
      card_refundable: '27.04',
      refundable: '47.04',
    });
    expect((await refund(order.id, { lines: all, shipping: 'all', method: 'store_credit' })).statusCode).toBe(
      201,
    );
  });

  it('refuses a cash order until it is delivered, then refunds it as credit only (no card took it)', async () => {
    const order = await standardOrder({ payment_method: 'cash', card: null });
    const res = await refund(order.id, { shipping: 'all', method: 'store_credit' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Only a paid order can be refunded');
    for (const status of ['processing', 'shipped', 'completed']) {
      const moved = await staff('POST', `/api/manage/orders/${order.id}/status/`, {
        status,
        ...(status === 'shipped' && { carrier: 'usps', tracking_number: '9400111' }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const paid = (await shopper('GET', `/api/orders/${order.id}/`)).json();
    expect(paid).toMatchObject({ status: 'completed', payment_status: 'completed' });
    const byCard = await refund(order.id, { shipping: 'all', method: 'card' });
    expect(byCard.json().fields).toEqual({ method: expect.any(String) });
    const credit = await refund(order.id, { shipping: 'all', method: 'store_credit' });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json()).toMatchObject({ total: '6.48', method: 'store_credit' });
  });

  it('keeps a refunded order from being cancelled (its stock and money would go back twice)', async () => {
    const order = await standardOrder();
    await refund(order.id, { shipping: 'all', method: 'store_credit' });
    const res = await staff('POST', `/api/manage/orders/${order.id}/status/`, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
  });

  it('e-mails the customer the refund and adds a refunded column to the orders export', async () => {
    const order = await standardOrder();
    await refund(order.id, { shipping: 'all', method: 'store_credit', reason: 'Late' });
    await t.app.background.idle();
    const mail = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/test/outbox/?to=casey%40example.com',
    });
    const [sent] = mail.json().results;
    expect(sent.subject).toBe(`Your order ${order.order_number}: $6.48 refunded`);
    expect(sent.body).toContain('as store credit');
    expect(sent.body).toContain('Reason: Late');
    const csv = (await staff('GET', '/api/manage/orders/export.csv')).body.trim().split('\n');
    expect(csv[0]!.endsWith(',total,refunded,discount,discount_code')).toBe(true);
    expect(csv[1]!.endsWith(',47.04,6.48,0.00,')).toBe(true);
    const listed = (await staff('GET', '/api/manage/orders/')).json().results[0];
    expect(listed).toMatchObject({ payment_status: 'partially_refunded', refunded: '6.48' });
  });
});

describe('who may refund', () => {
  it('refuses a shopper (403) and another store’s staff (404, the order does not exist for them)', async () => {
    const order = await standardOrder();
    const body = { shipping: 'all', method: 'store_credit' };
    expect((await refund(order.id, body, shopper)).statusCode).toBe(403);
    expect((await shopper('GET', `/api/manage/orders/${order.id}/refunds/`)).statusCode).toBe(403);
    const outdoor = await callerFor(t, 'outdoor', 'staff');
    expect((await refund(order.id, body, outdoor)).statusCode).toBe(404);
    expect((await outdoor('GET', `/api/manage/orders/${order.id}/refunds/`)).statusCode).toBe(404);
    expect((await books(t)).refunded).toBe(0);
  });
});

async function shopperIdOf() {
  const [row] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where tenant_id = ${t.stores.cards!.id} and username = 'shopper'`,
  );
  return row!.id;
}
