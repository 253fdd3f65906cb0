import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { stripeGateway } from '../../platform/payments/index.ts';
import {
  STAND_IN_CARDS,
  startStripeStandIn,
  type StripeStandIn,
} from '../../platform/payments/stripe.test-helpers.ts';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';
import { paidReceipts } from './paid-receipt.ts';
import { callsAs, deliver, orderState } from './payments.test-helpers.ts';
import { sweepUnpaidIntents } from './payment-sweeper.ts';

let standIn: StripeStandIn;
let t: TestApp;
let me: ReturnType<typeof callsAs>;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: standIn.settings } });
  await seedCheckoutMethods(t.handle.db, t.stores.cards!);
  me = callsAs(t, await signInAs(t, 'cards', 'shopper'));
});

afterAll(async () => {
  await t.close();
  await standIn.close();
});

beforeEach(async () => {
  await t.handle.db.execute(sql`truncate cart_items, orders, payment_events, mail_outbox cascade`);
  const box = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Booster Box ${Date.now()}`,
    price: '100.00',
    stock: [3],
  });
  expect((await me('POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 })).statusCode).toBe(201);
});

async function checkout() {
  const res = await me('POST', '/api/ecommerce/checkout/', validBody({ payment_method: 'card' }));
  expect(res.statusCode).toBe(201);
  const order = res.json();
  const { payment_transaction_id: intentId } = (await orderState(t, order.order_id))!;
  return { order, intentId: intentId };
}

/** The receipts in the store's outbox once background work is done: subject and body. */
async function receipts() {
  await t.app.background.idle();
  return queryRows<{ subject: string; body: string }>(
    t.handle.db,
    sql`select subject, body from mail_outbox where subject like '%: receipt' order by id`,
  );
}

const confirm = (orderId: number) => me('POST', '/api/payments/stripe/confirm/', { order_id: orderId });

describe('the receipt of an order paid by card through Stripe', () => {
  it('is not sent when the order is placed, and once when the webhook (twice) and the page both pay it', async () => {
    const { order, intentId } = await checkout();
    expect(await receipts()).toEqual([]);
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const first = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_a' });
    expect(first.json().outcome).toBe('paid');
    expect(
      (await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_a' })).json(),
    ).toEqual({ received: true, outcome: 'duplicate' });
    const second = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_b' });
    expect(second.json().outcome).toBe('already_paid');
    expect((await confirm(order.order_id)).json().payment.status).toBe('completed');
    const sent = await receipts();
    expect(sent.map((m) => m.subject)).toEqual([`Your order ${order.order_number}: receipt`]);
    expect(sent[0]!.body).toContain('Visa ending in 4242');
  });

  it('is sent once when the page’s confirmation pays it first and the webhook follows', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    expect((await confirm(order.order_id)).json().payment.status).toBe('completed');
    const late = await deliver(t, standIn, 'payment_intent.succeeded', intentId);
    expect(late.json().outcome).toBe('already_paid');
    expect((await receipts()).map((m) => m.subject)).toEqual([`Your order ${order.order_number}: receipt`]);
  });

  it('is never sent for an intent that fails and is then cancelled', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.declined);
    const failed = await deliver(t, standIn, 'payment_intent.payment_failed', intentId);
    expect(failed.json().outcome).toBe('waiting');
    expect((await confirm(order.order_id)).json().payment.status).toBe('processing');
    const cancelled = await deliver(t, standIn, 'payment_intent.canceled', intentId, { status: 'canceled' });
    expect(cancelled.json().outcome).toBe('cancelled');
    expect(await receipts()).toEqual([]);
  });

  it('is sent by the sweeper when it pays an order whose webhook never came', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const fail = (e: unknown) => {
      throw e;
    };
    const receipt = paidReceipts(t.app, t.handle.db);
    const sweep = () =>
      sweepUnpaidIntents(t.handle.db, stripeGateway(standIn.settings), 3_600_000, fail, later, receipt);
    expect(await sweep()).toEqual({ paid: 1 });
    expect(await sweep()).toEqual({});
    expect((await receipts()).map((m) => m.subject)).toEqual([`Your order ${order.order_number}: receipt`]);
  });

  it('is still sent at once for an order that needs no card on the page (cash on delivery)', async () => {
    const res = await me('POST', '/api/ecommerce/checkout/', validBody({ payment_method: 'cash' }));
    expect(res.statusCode).toBe(201);
    expect((await receipts()).map((m) => m.subject)).toEqual([
      `Your order ${res.json().order_number}: receipt`,
    ]);
  });
});

describe('the card of a payment the webhook reports', () => {
  it('shows the brand and last 4 of the card Stripe charged, read with the intent’s latest charge', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.mastercard);
    // As Stripe sends it: the charge and the payment method by id only.
    expect(standIn.intents.get(intentId)!.latest_charge).toMatch(/^ch_/);
    const res = await deliver(t, standIn, 'payment_intent.succeeded', intentId);
    expect(res.json().outcome).toBe('paid');
    expect(await orderState(t, order.order_id)).toMatchObject({
      payment_status: 'completed',
      card_brand: 'Mastercard',
      card_last4: '4444',
    });
    const detail = await me('GET', `/api/orders/${order.order_id}/`);
    expect(detail.json()).toMatchObject({ card_brand: 'Mastercard', card_last4: '4444' });
  });
});
