import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../platform/payments/stripe.test-helpers.ts';
import { reconcile } from '../../test/reconciliation/reconciliation-check.test-helpers.ts';
import { monthTotals, summary } from '../../test/reconciliation/reconciliation-totals.test-helpers.ts';
import { openMonth, replay } from '../../test/reconciliation/reconciliation-month.test-helpers.ts';
import { monthStore, type MonthStore } from '../../test/reconciliation/reconciliation-store.test-helpers.ts';
import { expireUnpaid, stripeEvents } from '../../test/reconciliation/reconciliation-stripe.test-helpers.ts';

// The month replay with the card paid through Stripe (the stand-in): intents confirmed late, on the page or
// by a webhook delivered twice, some cancelled, the rest expired by the sweeper; card refunds go to the intent.
const SEED = 20261201;
const EVENTS = 120;

let standIn: StripeStandIn;
let m: MonthStore;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  m = await monthStore({ stripe: standIn.settings });
});
afterAll(async () => {
  await m.t.close();
  await standIn.close();
});

describe('a month of orders and refunds paid through Stripe', () => {
  it(`reconciles to the cent after ${EVENTS} events from seed ${SEED}`, async () => {
    const month = await openMonth(m, SEED, true);
    await replay(month, EVENTS, stripeEvents(standIn));
    await expireUnpaid(month, standIn);
    await reconcile(month);
    const totals = await monthTotals(month);
    console.log(summary(`Month replay, seed ${SEED}, ${EVENTS} events (Stripe stand-in):`, month, totals));
    const refundedByStripe = standIn.refunds.reduce((s, r) => s + r.amount, 0);
    expect(refundedByStripe).toBe(totals.refundsCard);
    expect(month.b.events.get('stripe intent cancelled')).toBeGreaterThan(0);
  }, 240_000);
});
