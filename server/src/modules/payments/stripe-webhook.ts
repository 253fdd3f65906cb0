import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { BadRequest } from '../../platform/errors.ts';
import { intentState, type IntentState, type StripeGateway } from '../../platform/payments/index.ts';
import { paymentEvents } from './payments.tables.ts';
import { applyIntent, type IntentOutcome } from './intent-outcome.ts';
import type { PaidReceipt } from './paid-receipt.ts';
import { refundIfNeeded, storeAccount, type PaymentLog } from './store-account.ts';

const INTENT_EVENTS = new Set([
  'payment_intent.succeeded',
  'payment_intent.canceled',
  'payment_intent.payment_failed',
]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Records the event once (by Stripe's id) and applies its intent to the order, in the store the intent's
 * metadata names, in one transaction. A failed attempt (`payment_failed`) changes nothing: the shopper may
 * try another card on the page, and the sweeper cancels what stays unpaid (decision 054).
 */
async function handleIntentEvent(
  db: Database,
  event: Stripe.Event,
  intent: IntentState,
): Promise<IntentOutcome | 'duplicate'> {
  const tenantId = intent.tenantId!;
  return withTenant(db, tenantId, async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        tenantId,
        id: event.id,
        type: event.type,
        intentId: intent.id,
        orderId: intent.orderId,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    const outcome =
      event.type === 'payment_intent.payment_failed' ? 'waiting' : await applyIntent(tx, tenantId, intent);
    await tx
      .update(paymentEvents)
      .set({ outcome })
      .where(and(eq(paymentEvents.tenantId, tenantId), eq(paymentEvents.id, event.id)));
    return outcome;
  });
}

/**
 * The succeeded intent with the card it was paid with: a webhook's intent names its charge and payment method
 * by id only, so the intent is read again from Stripe with them expanded (as the confirmation reads it). When
 * Stripe cannot answer, the signed event still pays the order, without the card's brand and last 4.
 */
async function withCard(
  gateway: StripeGateway,
  intent: IntentState,
  account: string | null,
  log: PaymentLog,
): Promise<IntentState> {
  if (intent.status !== 'succeeded' || intent.cardLast4) return intent;
  try {
    const read = await gateway.retrieve(intent.id, account);
    return { ...intent, cardBrand: read.cardBrand, cardLast4: read.cardLast4 };
  } catch (error) {
    log.warn(
      { intentId: intent.id, error: (error as Error).message },
      'Could not read the card of a payment',
    );
    return intent;
  }
}

/**
 * POST /api/payments/stripe/webhook/: Stripe's signed events about payment intents. The raw body is kept for
 * the signature (this plugin's own parser); a bad signature is 400 and changes nothing. The store is the
 * one the intent's metadata names, never the Host the call came to, and its Connect account must be the
 * event's. Unknown stores, orders and event types answer 200 so Stripe stops resending them.
 */
export async function stripeWebhook(
  app: FastifyInstance,
  { db, gateway, receipt }: { db: Database; gateway: StripeGateway; receipt: PaidReceipt },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/payments/stripe/webhook/',
    { config: { tenantOptional: true, skipCsrf: true }, schema: { hide: true } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
        event = gateway.verifyEvent(request.body, signature);
      } catch {
        throw new BadRequest('The webhook signature does not match', {
          'stripe-signature': 'Invalid signature',
        });
      }
      if (!INTENT_EVENTS.has(event.type)) return { received: true };
      let intent = intentState(event.data.object as Stripe.PaymentIntent);
      const tenantId = intent.tenantId;
      if (!tenantId || !UUID.test(tenantId)) return { received: true };
      const account = await storeAccount(db, tenantId);
      if (account === undefined || (event.account ?? null) !== account) return { received: true };
      if (event.type === 'payment_intent.succeeded')
        intent = await withCard(gateway, intent, account, request.log);
      const outcome = await handleIntentEvent(db, event, intent);
      receipt(outcome, tenantId, intent.orderId, request.log);
      await refundIfNeeded(db, outcome, { id: event.id, intent, account }, gateway, request.log);
      return { received: true, outcome };
    },
  );
}
