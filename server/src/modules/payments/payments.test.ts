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
import { createStockedProduct, stockOf } from '../cart/index.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';
import { callsAs, creditLines, deliver, orderState, shopperId } from './payments.test-helpers.ts';
import { sweepUnpaidIntents } from './payment-sweeper.ts';

let standIn: StripeStandIn;
let t: TestApp;
let me: ReturnType<typeof callsAs>;
let box: number;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ config: { stripe: standIn.settings } });
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
  me = callsAs(t, await signInAs(t, 'cards', 'shopper'));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(async () => {
  await t.handle.db.execute(
    sql`truncate cart_items, orders, payment_events, store_credit_entries, store_credit_accounts cascade`,
  );
  box = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Booster Box ${Date.now()}`,
    price: '100.00',
    stock: [3],
  });
  expect((await me('POST', '/api/ecommerce/cart/', { product_id: box, quantity: 2 })).statusCode).toBe(201);
});

/** Checks out by card (no card fields: Stripe's own are on the page); answers the order and its intent. */
async function checkout(over: object = {}) {
  const res = await me('POST', '/api/ecommerce/checkout/', validBody({ payment_method: 'card', ...over }));
  expect(res.statusCode).toBe(201);
  const order = res.json();
  const { payment_transaction_id: intentId } = (await orderState(t, order.order_id))!;
  return { order, intentId, intent: standIn.intents.get(intentId)! };
}
const confirm = (orderId: number) => me('POST', '/api/payments/stripe/confirm/', { order_id: orderId });

describe('paying by card through Stripe', () => {
  it('asks for no card fields, creates one intent for the order and pays it once the intent succeeded', async () => {
    const methods = (await me('GET', '/api/ecommerce/payment-methods/')).json().results;
    expect(methods.find((m: { id: string }) => m.id === 'card').requires_card_details).toBe(false);

    const { order, intentId, intent } = await checkout();
    expect(order).toMatchObject({ status: 'pending', total: '200.00' });
    expect(order.payment).toEqual({
      status: 'processing',
      client_secret: intent.client_secret,
      publishable_key: 'pk_test_stand_in',
    });
    expect(intent).toMatchObject({ amount: 20000, currency: 'usd', account: null, creations: 1 });
    expect(intent.metadata).toEqual({ tenant_id: t.stores.cards!.id, order_id: String(order.order_id) });
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([1]);

    // Before the page confirmed it, the order stays pending.
    expect((await confirm(order.order_id)).json().payment.status).toBe('processing');
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const paid = await confirm(order.order_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'processing', payment: { status: 'completed' } });
    expect(await orderState(t, order.order_id)).toMatchObject({ card_brand: 'Visa', card_last4: '4242' });
  });

  it('waits through a 3-D Secure step: requires_action leaves the order pending, then it is paid', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.secure);
    expect(standIn.intents.get(intentId)!.status).toBe('requires_action');
    expect((await confirm(order.order_id)).json()).toMatchObject({
      status: 'pending',
      payment: { status: 'processing' },
    });
    standIn.authenticate(intentId);
    expect((await confirm(order.order_id)).json()).toMatchObject({
      status: 'processing',
      payment: { status: 'completed' },
    });
  });

  it('completes the order from a webhook that arrives late and twice: paid once, credit spent once', async () => {
    const userId = await shopperId(t);
    const admin = callsAs(t, await signInAs(t, 'cards', 'admin'));
    const adjust = await admin('POST', `/api/manage/store-credit/${userId}/adjustments/`, {
      amount: '5.00',
      reason: 'Welcome',
    });
    expect(adjust.statusCode).toBe(201);
    const { order, intentId, intent } = await checkout({ store_credit: '5.00' });
    expect(intent.amount).toBe(19500);
    // The shopper left before the page confirmed; Stripe says so later, twice, and once more with a new id.
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const first = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_late' });
    expect(first.json()).toEqual({ received: true, outcome: 'paid' });
    const again = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_late' });
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const other = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { eventId: 'evt_other' });
    expect(other.json()).toEqual({ received: true, outcome: 'already_paid' });
    // A late cancel after the payment changes nothing either: paid never goes back.
    const late = await deliver(t, standIn, 'payment_intent.canceled', intentId, {
      eventId: 'evt_cancel',
      status: 'canceled',
    });
    expect(late.json().outcome).toBe('already_settled');
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
    });
    expect(await creditLines(t, 'spend')).toEqual([-500]);
    expect(await creditLines(t, 'refund')).toEqual([]);
  });

  it('pays each order part paid by store credit on its webhook, whatever orders came before', async () => {
    const userId = await shopperId(t);
    const admin = callsAs(t, await signInAs(t, 'cards', 'admin'));
    await admin('POST', `/api/manage/store-credit/${userId}/adjustments/`, {
      amount: '8.00',
      reason: 'Gift',
    });
    const pack = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: `Pack ${Date.now()}`,
      price: '100.00',
      stock: [5],
    });
    // Two orders of two tenders each: payment row ids run ahead of order ids.
    const first = await checkout({ store_credit: '5.00' });
    expect((await me('POST', '/api/ecommerce/cart/', { product_id: pack, quantity: 2 })).statusCode).toBe(
      201,
    );
    const second = await checkout({ store_credit: '3.00' });
    expect([first.intent.amount, second.intent.amount]).toEqual([19500, 19700]);
    for (const { order, intentId } of [first, second]) {
      standIn.confirm(intentId, STAND_IN_CARDS.visa);
      const res = await deliver(t, standIn, 'payment_intent.succeeded', intentId);
      expect(res.json()).toEqual({ received: true, outcome: 'paid' });
      expect(await orderState(t, order.order_id)).toMatchObject({ payment_status: 'completed' });
    }
    expect(await creditLines(t, 'spend')).toEqual([-500, -300]);
  });

  it('refuses a webhook whose signature does not hold with 400 and changes nothing', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const res = await deliver(t, standIn, 'payment_intent.succeeded', intentId, { secret: 'whsec_forged' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('The webhook signature does not match');
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'pending',
      payment_status: 'processing',
    });
    const events = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int n from payment_events`,
    );
    expect(events[0]!.n).toBe(0);
  });

  it('does nothing to a store’s order for an event naming another store, whatever host it came to', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const outdoor = t.stores.outdoor!.id;
    const foreign = await deliver(t, standIn, 'payment_intent.succeeded', intentId, {
      metadata: { tenant_id: outdoor, order_id: String(order.order_id) },
    });
    expect(foreign.json()).toEqual({ received: true, outcome: 'not_found' });
    const wrongOrder = await deliver(t, standIn, 'payment_intent.succeeded', intentId, {
      metadata: { tenant_id: t.stores.cards!.id, order_id: String(order.order_id + 1000) },
    });
    expect(wrongOrder.json()).toEqual({ received: true, outcome: 'not_found' });
    const connect = await deliver(t, standIn, 'payment_intent.succeeded', intentId, {
      account: 'acct_other',
    });
    expect(connect.json()).toEqual({ received: true });
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'pending',
      payment_status: 'processing',
    });
    // Only its shopper confirms it: not another store's shopper, nor another person of this store.
    const other = callsAs(t, await signInAs(t, 'outdoor', 'shopper'));
    expect(
      (await other('POST', '/api/payments/stripe/confirm/', { order_id: order.order_id })).statusCode,
    ).toBe(404);
    const staff = callsAs(t, await signInAs(t, 'cards', 'staff'));
    expect(
      (await staff('POST', '/api/payments/stripe/confirm/', { order_id: order.order_id })).statusCode,
    ).toBe(404);
  });
});

describe('the sweeper of unpaid intents', () => {
  const inTwoHours = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
  const sweep = (now: Date) =>
    sweepUnpaidIntents(
      t.handle.db,
      stripeGateway(standIn.settings),
      60 * 60 * 1000,
      (e) => {
        throw e;
      },
      now,
    );

  it('cancels an intent left unpaid past the expiry, and the order with its stock and credit released', async () => {
    const userId = await shopperId(t);
    const admin = callsAs(t, await signInAs(t, 'cards', 'admin'));
    await admin('POST', `/api/manage/store-credit/${userId}/adjustments/`, {
      amount: '3.00',
      reason: 'Gift',
    });
    const { order, intentId } = await checkout({ store_credit: '3.00' });
    expect(await sweep(new Date())).toEqual({});
    expect(await sweep(inTwoHours())).toEqual({ cancelled: 1 });
    expect(standIn.intents.get(intentId)!.status).toBe('canceled');
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([3]);
    expect(await creditLines(t, 'refund')).toEqual([300]);
    // The page confirming afterwards learns the order is gone; a second sweep finds nothing.
    expect((await confirm(order.order_id)).statusCode).toBe(409);
    expect(await sweep(inTwoHours())).toEqual({});
  });

  it('pays an order whose intent succeeded but whose webhook never came', async () => {
    const { order, intentId } = await checkout();
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    expect(await sweep(inTwoHours())).toEqual({ paid: 1 });
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
    });
  });

  it('refunds a payment that succeeds after its order was cancelled', async () => {
    const { order, intentId } = await checkout();
    await sweep(inTwoHours());
    // Stripe had already taken the money when the cancel arrived (a race the webhook reports).
    standIn.intents.get(intentId)!.status = 'succeeded';
    const res = await deliver(t, standIn, 'payment_intent.succeeded', intentId);
    expect(res.json()).toEqual({ received: true, outcome: 'refund_needed' });
    expect(standIn.refunds).toContainEqual(
      expect.objectContaining({ payment_intent: intentId, amount: 20000 }),
    );
    const [event] = await queryRows<{ outcome: string }>(
      t.handle.db,
      sql`select outcome from payment_events`,
    );
    expect(event!.outcome).toBe('refunded');
    expect(await orderState(t, order.order_id)).toMatchObject({ status: 'cancelled' });
    // Stripe resends it: no second refund.
    await deliver(t, standIn, 'payment_intent.succeeded', intentId);
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
  });

  it('closes and refunds an order staff cancelled while its payment was still being decided', async () => {
    const { order, intentId } = await checkout();
    const admin = callsAs(t, await signInAs(t, 'cards', 'admin'));
    const cancel = await admin('POST', `/api/manage/orders/${order.order_id}/status/`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([3]);
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    expect(await sweep(inTwoHours())).toEqual({ refund_needed: 1 });
    expect(standIn.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect(await orderState(t, order.order_id)).toMatchObject({
      status: 'cancelled',
      payment_status: 'failed',
    });
    // Its units were given back once, by the staff's cancel.
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([3]);
  });
});
