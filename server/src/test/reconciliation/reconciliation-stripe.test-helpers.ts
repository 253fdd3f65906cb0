import { expect } from 'vitest';
import { stripeGateway } from '../../platform/payments/index.ts';
import {
  signedEvent,
  STAND_IN_CARDS,
  type StripeStandIn,
} from '../../platform/payments/stripe.test-helpers.ts';
import { injectAs } from '../test-app.ts';
import { sweepUnpaidIntents } from '../../modules/payments/index.ts';
import { bump, moveUnits, returnCredit, type Month } from './reconciliation-books.test-helpers.ts';
import type { ModelOrder } from './reconciliation-model.test-helpers.ts';

/** Stripe's signed webhook about the intent, as it stands at the stand-in, with this event id. */
async function deliver(
  month: Month,
  standIn: StripeStandIn,
  type: string,
  intentId: string,
  eventId: string,
) {
  const intent = standIn.intents.get(intentId)!;
  const { payload, headers } = signedEvent(type, intent, standIn.settings.webhookSecret, { eventId });
  const res = await injectAs(month.m.t.app, 'cards.localhost', {
    method: 'POST',
    url: '/api/payments/stripe/webhook/',
    headers,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().outcome as string;
}

/** An order whose intent will never pay: cancelled, payment failed, its units and credit back. */
function failInBooks({ b }: Month, o: ModelOrder) {
  o.status = 'cancelled';
  o.paymentStatus = 'failed';
  moveUnits(b, o.lines, true);
  if (o.credit) returnCredit(b, o);
  b.intents.delete(o.id);
}

/**
 * Stripe decides an order awaiting its intent, late: mostly the card pays (the webhook, sometimes after the
 * page confirmed it, sometimes delivered twice), else the intent is cancelled. The intent asks exactly what
 * the card owes: the total less the store credit spent.
 */
async function settleIntent(month: Month, standIn: StripeStandIn) {
  const { b, m, rng } = month;
  if (!b.intents.size) return;
  const [orderId, intentId] = rng.pick([...b.intents]);
  const o = b.orders.find((x) => x.id === orderId)!;
  expect(standIn.intents.get(intentId)!.amount).toBe(o.card);
  if (rng.chance(0.75)) {
    standIn.confirm(intentId, STAND_IN_CARDS.visa);
    const byPage = rng.chance(0.3);
    if (byPage) {
      const customer = m.customers.find((c) => c.id === o.customer)!;
      const res = await customer.call('POST', '/api/payments/stripe/confirm/', { order_id: orderId });
      expect(res.json().payment.status).toBe('completed');
    }
    const outcome = await deliver(month, standIn, 'payment_intent.succeeded', intentId, `evt_ok_${orderId}`);
    expect(outcome).toBe(byPage ? 'already_paid' : 'paid');
    o.status = 'processing';
    o.paymentStatus = 'completed';
    b.intents.delete(orderId);
    bump(b.events, byPage ? 'stripe paid on the page' : 'stripe paid by webhook');
    if (rng.chance(0.4)) {
      expect(await deliver(month, standIn, 'payment_intent.succeeded', intentId, `evt_ok_${orderId}`)).toBe(
        'duplicate',
      );
      bump(b.events, 'stripe webhook twice');
    }
    return;
  }
  standIn.intents.get(intentId)!.status = 'canceled';
  expect(await deliver(month, standIn, 'payment_intent.canceled', intentId, `evt_no_${orderId}`)).toBe(
    'cancelled',
  );
  failInBooks(month, o);
  bump(b.events, 'stripe intent cancelled');
}

/** The Stripe events a month draws besides the others. */
export const stripeEvents = (standIn: StripeStandIn) =>
  [['intent', 16, (month: Month) => settleIntent(month, standIn)]] as [
    string,
    number,
    (m: Month) => Promise<void>,
  ][];

/** At the month's end the sweeper expires every intent still unpaid: their orders are cancelled. */
export async function expireUnpaid(month: Month, standIn: StripeStandIn) {
  const left = [...month.b.intents.keys()];
  const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const swept = await sweepUnpaidIntents(
    month.m.t.handle.db,
    stripeGateway(standIn.settings),
    60 * 60 * 1000,
    (e) => {
      throw e;
    },
    later,
  );
  expect(swept).toEqual(left.length ? { cancelled: left.length } : {});
  for (const id of left)
    failInBooks(
      month,
      month.b.orders.find((o) => o.id === id)!,
    );
  bump(month.b.events, 'stripe intent expired', left.length);
}
