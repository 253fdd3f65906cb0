import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import {
  STAND_IN_CARDS,
  startStripeStandIn,
  type StripeStandIn,
} from '../../platform/payments/stripe.test-helpers.ts';

import { books, placeOrder, refundsTestApp, type RefundsTestApp } from '../../test/refunds.test-helpers.ts';

let standIn: StripeStandIn;

let { t, single, shopper, staff } = {} as RefundsTestApp;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  ({ t, single, shopper, staff } = await refundsTestApp({ config: { stripe: standIn.settings } }));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** Two singles paid through the stand-in's PaymentIntent: $19.98 + $5.99 shipping + $2.14 tax = $28.11. */
async function paidByStripe() {
  const order = await placeOrder(shopper, [[single, 2]], { card: null });
  const [row] = await queryRows<{ intent: string }>(
    t.handle.db,
    sql`select payment_transaction_id intent from orders where id = ${order.id}`,
  );
  standIn.confirm(row!.intent, STAND_IN_CARDS.visa);
  const paid = await shopper('POST', '/api/payments/stripe/confirm/', { order_id: order.id });
  expect(paid.json()).toMatchObject({ payment: { status: 'completed' } });
  return { order, intent: row!.intent };
}

describe('card refunds through Stripe (the stand-in)', () => {
  it('refunds part of the intent with the refund row as the idempotency key', async () => {
    const { order, intent } = await paidByStripe();
    const res = await staff('POST', `/api/manage/orders/${order.id}/refunds/`, {
      lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }],
      method: 'card',
    });
    expect(res.statusCode).toBe(201);
    // $9.99 and half the line's $1.65 tax, rounded half up.
    expect(res.json()).toMatchObject({
      total: '10.82',
      status: 'succeeded',
      provider_refund_id: expect.stringMatching(/^re_/),
    });
    expect(standIn.refunds.at(-1)).toMatchObject({
      payment_intent: intent,
      amount: 1082,
      key: `refund-${t.stores.cards!.id}-${res.json().id}`,
    });
  });

  it('leaves a failed card refund marked failed: nothing given back, the order unchanged', async () => {
    const { order, intent } = await paidByStripe();
    const before = await books(t);
    standIn.intents.get(intent)!.status = 'canceled';
    const res = await staff('POST', `/api/manage/orders/${order.id}/refunds/`, {
      shipping: 'all',
      method: 'card',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toBe(
      'The card refund failed, nothing was refunded. Try again or refund as store credit.',
    );
    expect(await books(t)).toEqual(before);
    const state = (await staff('GET', `/api/manage/orders/${order.id}/refunds/`)).json();
    expect(state).toMatchObject({ payment_status: 'completed', refunded: '0.00', refundable: '28.11' });
    expect(state.refunds.map((r: { status: string }) => r.status)).toEqual(['failed']);
    // The failed one holds nothing back: the same refund as store credit goes through.
    const credit = await staff('POST', `/api/manage/orders/${order.id}/refunds/`, {
      shipping: 'all',
      method: 'store_credit',
    });
    expect(credit.json()).toMatchObject({ total: '6.48', status: 'succeeded' });
  });
});
