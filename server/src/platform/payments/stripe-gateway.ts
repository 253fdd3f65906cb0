import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider, StoreAccount } from './provider.ts';

/** What the server reads of a PaymentIntent: enough to decide whether it pays an order. */
export interface IntentState {
  id: string;
  status: Stripe.PaymentIntent.Status;
  amountCents: number;
  /** Lower case, as Stripe names it (`usd`). */
  currency: string;
  tenantId: string | undefined;
  orderId: number | undefined;
  cardBrand?: string | undefined;
  cardLast4?: string | undefined;
}

/** A card gateway through Stripe: PaymentIntents confirmed on the page, read back, cancelled, refunded. */
export interface StripeGateway extends PaymentProvider {
  readonly settings: StripeSettings;
  retrieve(intentId: string, account: StoreAccount): Promise<IntentState>;
  /** Cancels an intent not yet paid; answers its state afterwards (a succeeded one stays succeeded). */
  cancel(intentId: string, account: StoreAccount): Promise<IntentState>;
  /** The event of a webhook request, or throws when its signature does not hold. */
  verifyEvent(rawBody: Buffer, signature: string): Stripe.Event;
  /**
   * A Connect account as this platform's key sees it: whether it may take card payments yet; null when
   * Stripe knows no such account connected to the platform.
   */
  connectedAccount(accountId: string): Promise<{ chargesEnabled: boolean } | null>;
}

/**
 * The intent as `IntentState`, with its card's brand and last 4 when Stripe expanded them: the latest
 * charge's card (what was charged), else the payment method's. A webhook's intent carries neither expanded.
 */
export function intentState(intent: Stripe.PaymentIntent): IntentState {
  const orderId = Number(intent.metadata?.order_id);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const card = charge?.payment_method_details?.card ?? method?.card;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    tenantId: intent.metadata?.tenant_id,
    orderId: Number.isSafeInteger(orderId) && orderId > 0 ? orderId : undefined,
    cardBrand: card?.brand ?? undefined,
    cardLast4: card?.last4 ?? undefined,
  };
}

const on = (account: StoreAccount): Stripe.RequestOptions => (account ? { stripeAccount: account } : {});

/** Stripe as the `card` provider: `charge` creates the intent the page confirms; nothing is taken yet. */
export function stripeGateway(settings: StripeSettings): StripeGateway {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.api && {
      host: settings.api.host,
      port: settings.api.port,
      protocol: settings.api.protocol,
    }),
  });
  const retrieve = async (id: string, account: StoreAccount) =>
    intentState(
      await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge', 'payment_method'] }, on(account)),
    );
  return {
    type: 'card',
    settings,
    ownCardFields: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const order = request.order;
      if (!order) throw new Error('A Stripe payment needs its order');
      const intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description: request.reference,
          metadata: { tenant_id: order.tenantId, order_id: String(order.orderId) },
        },
        { idempotencyKey: order.idempotencyKey, ...on(order.account) },
      );
      return {
        status: 'processing',
        transactionId: intent.id,
        onPage: { clientSecret: intent.client_secret ?? '', publishableKey: settings.publishableKey },
      };
    },
    async void(intentId, account = null) {
      await stripe.paymentIntents.cancel(intentId, {}, on(account));
    },
    async refund(intentId, amountCents, { account = null, idempotencyKey } = {}) {
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: amountCents },
        { ...on(account), ...(idempotencyKey && { idempotencyKey }) },
      );
      return refund.id;
    },
    retrieve,
    async cancel(intentId, account) {
      const state = await retrieve(intentId, account);
      if (state.status === 'succeeded' || state.status === 'canceled') return state;
      return intentState(await stripe.paymentIntents.cancel(intentId, {}, on(account)));
    },
    verifyEvent: (rawBody, signature) =>
      stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
    async connectedAccount(accountId) {
      try {
        const account = await stripe.accounts.retrieve(accountId);
        return { chargesEnabled: account.charges_enabled };
      } catch (error) {
        // Stripe answers 404 for an unknown account and 403 for one not connected to this platform.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 403 || status === 404) return null;
        throw error;
      }
    },
  };
}
