import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/test-app.ts';
import { books, callerFor, type Caller } from '../../test/refunds.test-helpers.ts';
import {
  deliveredOrder,
  returnsTestApp,
  stockByVariant,
  type ReturnsTestApp,
} from '../../test/returns.test-helpers.ts';

let { t, card, shopper, staff } = {} as ReturnsTestApp;
beforeAll(async () => {
  ({ t, card, shopper, staff } = await returnsTestApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(
    sql`truncate cart_items, orders, store_credit_entries, store_credit_accounts cascade`,
  );
});

/** Two Near Mint copies at $10.00, Oregon tax 8.25 % ($1.65 on the line), standard shipping $5.99: $28.13. */
const buyTwo = (deliver = true) =>
  deliveredOrder(shopper, staff, { product_id: card.product, variant_id: card.nm, quantity: 2 }, deliver);
const ask = (orderId: number, body: object, who: Caller = shopper) =>
  who('POST', `/api/orders/${orderId}/returns/`, body);

async function mailsTo(address: string) {
  await t.app.background.idle();
  const res = await injectAs(t.app, 'cards.localhost', {
    method: 'GET',
    url: `/api/test/outbox/?to=${encodeURIComponent(address)}`,
  });
  return res.json<{ results: { subject: string; body: string }[] }>().results.map((m) => m.subject);
}

describe('customer returns', () => {
  it('returns a line that staff receive at a lower condition: LP stock rises, NM does not, the refund follows', async () => {
    const order = await buyTwo();
    expect(order).toMatchObject({ status: 'completed', total: '28.13' });
    const line = order.items[0]!;
    const stockBefore = await stockByVariant(t, card.product);
    const booksBefore = await books(t);

    const asked = await ask(order.id, {
      lines: [{ order_item_id: line.id, quantity: 1 }],
      reason: ' Not as pictured ',
    });
    expect(asked.statusCode).toBe(201);
    const ret = asked.json();
    expect(ret).toMatchObject({
      order_id: order.id,
      status: 'requested',
      reason: 'Not as pictured',
      customer_email: '',
      refund: null,
      lines: [{ order_item_id: line.id, name: 'Return Card (Near Mint)', sold_condition: 'NM', quantity: 1 }],
    });

    const approved = await staff('POST', `/api/manage/returns/${ret.id}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', customer_email: 'casey@example.com' });
    expect(await mailsTo('casey@example.com')).toContain(
      `Your return on order ${order.order_number} is approved`,
    );

    const received = await staff('POST', `/api/manage/returns/${ret.id}/receive/`, {
      lines: [{ return_item_id: ret.lines[0].id, quantity: 1, condition: 'LP', restock: true }],
      method: 'card',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      status: 'refunded',
      lines: [{ received_quantity: 1, received_condition: 'LP', restocked: true }],
      refund: {
        method: 'card',
        status: 'succeeded',
        lines: [{ order_item_id: line.id, quantity: 1, amount: '10.00', tax: '0.83' }],
        shipping: '0.00',
        tax: '0.83',
        total: '10.83',
        restocked: true,
        reason: 'Return ' + ret.id + ': Not as pictured',
      },
    });

    const stockAfter = await stockByVariant(t, card.product);
    expect(stockAfter[card.nm]).toBe(stockBefore[card.nm]);
    expect(stockAfter[card.lp]).toBe(stockBefore[card.lp]! + 1);
    const booksAfter = await books(t);
    expect(booksAfter.refunded - booksBefore.refunded).toBe(1083);
    expect(booksAfter.card - booksBefore.card).toBe(1083);

    const seen = (await shopper('GET', `/api/orders/${order.id}/`)).json();
    expect(seen).toMatchObject({ refunded: '10.83', payment_status: 'partially_refunded' });
    const mine = (await shopper('GET', `/api/orders/${order.id}/returns/`)).json();
    expect(mine.results).toMatchObject([
      { id: ret.id, status: 'refunded', refund: { total: '10.83', by: null } },
    ]);
    expect(await mailsTo('casey@example.com')).toContain(`Your order ${order.order_number}: $10.83 refunded`);
  });

  it('restocks into the sold variant when received in its condition, and refunds as store credit', async () => {
    const order = await buyTwo();
    const line = order.items[0]!;
    const before = await stockByVariant(t, card.product);
    const ret = (
      await ask(order.id, { lines: [{ order_item_id: line.id, quantity: 2 }], reason: 'Changed my mind' })
    ).json();
    await staff('POST', `/api/manage/returns/${ret.id}/approve/`);
    const res = await staff('POST', `/api/manage/returns/${ret.id}/receive/`, {
      lines: [{ return_item_id: ret.lines[0].id, quantity: 2 }],
      method: 'store_credit',
    });
    expect(res.json()).toMatchObject({
      status: 'refunded',
      lines: [{ received_quantity: 2, received_condition: 'NM', restocked: true }],
      refund: { method: 'store_credit', total: '21.65' },
    });
    const after = await stockByVariant(t, card.product);
    expect([after[card.nm]! - before[card.nm]!, after[card.lp]! - before[card.lp]!]).toEqual([2, 0]);
    const b = await books(t);
    expect([b.credit, b.ledger]).toEqual([2165, 2165]);
  });

  it('refuses an order not delivered, more units than bought, none, and no reason', async () => {
    const pending = await buyTwo(false);
    const line = { order_item_id: pending.items[0]!.id, quantity: 1 };
    const notDelivered = await ask(pending.id, { lines: [line], reason: 'x' });
    expect([notDelivered.statusCode, notDelivered.json().error]).toEqual([
      409,
      'Only a delivered order can be returned',
    ]);

    const order = await buyTwo();
    const id = order.items[0]!.id;
    const tooMany = await ask(order.id, { lines: [{ order_item_id: id, quantity: 3 }], reason: 'x' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ [`lines.${id}`]: 'More than is left to return of this line' });
    expect(
      (await ask(order.id, { lines: [{ order_item_id: id, quantity: 2 }], reason: 'x' })).statusCode,
    ).toBe(201);
    const again = await ask(order.id, { lines: [{ order_item_id: id, quantity: 1 }], reason: 'x' });
    expect(again.json().fields).toEqual({ [`lines.${id}`]: 'More than is left to return of this line' });
    const none = await ask(order.id, { lines: [], reason: '   ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject({
      lines: 'Choose at least one line to return',
      reason: 'Tell us why you are returning it',
    });
    const other = await ask(order.id, { lines: [{ order_item_id: 999999, quantity: 1 }], reason: 'x' });
    expect(other.json().fields).toEqual({ 'lines.999999': 'This order has no such line' });
  });

  it('refuses wrong transitions with 409 and lets the customer cancel only while requested', async () => {
    const order = await buyTwo();
    const ret = (
      await ask(order.id, { lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'x' })
    ).json();
    const receiveEarly = await staff('POST', `/api/manage/returns/${ret.id}/receive/`, {
      lines: [{ return_item_id: ret.lines[0].id, quantity: 1 }],
      method: 'card',
    });
    expect([receiveEarly.statusCode, receiveEarly.json().error]).toEqual([
      409,
      'This return is still waiting for the store to approve it',
    ]);
    const cancel = await shopper('POST', `/api/orders/${order.id}/returns/${ret.id}/cancel/`);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    const approve = await staff('POST', `/api/manage/returns/${ret.id}/approve/`);
    expect([approve.statusCode, approve.json().error]).toEqual([409, 'This return was cancelled']);

    const second = (
      await ask(order.id, { lines: [{ order_item_id: order.items[0]!.id, quantity: 2 }], reason: 'y' })
    ).json();
    const rejected = await staff('POST', `/api/manage/returns/${second.id}/reject/`, {
      note: 'Past 30 days',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', note: 'Past 30 days' });
    expect(await mailsTo('casey@example.com')).toContain(
      `Your return on order ${order.order_number} was not accepted`,
    );
    const late = await shopper('POST', `/api/orders/${order.id}/returns/${second.id}/cancel/`);
    expect([late.statusCode, late.json().error]).toEqual([409, 'This return was rejected']);
    const empty = await staff('POST', `/api/manage/returns/${second.id}/reject/`, { note: ' ' });
    expect(empty.json().fields).toEqual({ note: 'Say why' });
  });

  it('refuses receiving more than asked or nothing, and keeps the return approved', async () => {
    const order = await buyTwo();
    const ret = (
      await ask(order.id, { lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'x' })
    ).json();
    await staff('POST', `/api/manage/returns/${ret.id}/approve/`);
    const item = ret.lines[0].id;
    const over = await staff('POST', `/api/manage/returns/${ret.id}/receive/`, {
      lines: [{ return_item_id: item, quantity: 2 }],
      method: 'card',
    });
    expect(over.json().fields).toEqual({ [`lines.${item}`]: 'More than was asked to return of this line' });
    const nothing = await staff('POST', `/api/manage/returns/${ret.id}/receive/`, {
      lines: [{ return_item_id: item, quantity: 0 }],
      method: 'card',
    });
    expect(nothing.json().fields).toEqual({ lines: 'Receive at least one unit, or reject the return' });
    const list = (await staff('GET', '/api/manage/returns/?status=approved')).json();
    expect(list.results.map((r: { id: number }) => r.id)).toEqual([ret.id]);
    expect((await books(t)).refunded).toBe(0);
  });

  it("keeps returns within the store and the customer: other store's staff 404, another customer 404, a customer on staff routes 403", async () => {
    const order = await buyTwo();
    const ret = (
      await ask(order.id, { lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'x' })
    ).json();
    const outdoorStaff = await callerFor(t, 'outdoor', 'staff');
    expect((await outdoorStaff('POST', `/api/manage/returns/${ret.id}/approve/`)).statusCode).toBe(404);
    expect((await outdoorStaff('GET', '/api/manage/returns/')).json().results).toEqual([]);
    const outdoorShopper = await callerFor(t, 'outdoor', 'shopper');
    expect((await outdoorShopper('GET', `/api/orders/${order.id}/returns/`)).statusCode).toBe(404);
    expect((await shopper('GET', '/api/manage/returns/')).statusCode).toBe(403);
    expect((await shopper('POST', `/api/manage/returns/${ret.id}/approve/`)).statusCode).toBe(403);
    const admin = await callerFor(t, 'cards', 'admin');
    expect(
      (
        await ask(
          order.id,
          { lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }], reason: 'x' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect((await admin('POST', `/api/orders/${order.id}/returns/${ret.id}/cancel/`)).statusCode).toBe(404);
    expect((await admin('GET', '/api/manage/returns/')).json().results).toHaveLength(1);
  });
});
