import type { Transaction } from '../../db/client.ts';
import type { IntentState } from '../../platform/payments/index.ts';
import { cancelIntentOrder, markIntentPaid, orderForIntent } from '../orders/index.ts';
import { refundOrderCredit } from '../store-credit/index.ts';
import { restoreGiftCardSpend } from '../gift-cards/index.ts';

/**
 * What an intent's state did to its order: `paid` and `cancelled` changed it; `refund_needed` is money
 * taken for an order already cancelled (the caller refunds it); `mismatch` is an intent whose amount or
 * currency is not the order's (never paid, logged); the rest changed nothing.
 */
export type IntentOutcome =
  | 'paid'
  | 'already_paid'
  | 'cancelled'
  | 'already_settled'
  | 'refund_needed'
  | 'mismatch'
  | 'waiting'
  | 'not_found';

/** The one currency of a store for now (issue 27 item 5), as Stripe names it. */
const STORE_CURRENCY = 'usd';

/**
 * Applies what Stripe says of an intent to the order it names, in this store only: the order must be this
 * store's and carry this intent (metadata alone is never trusted). Succeeded pays it once (paid never goes
 * back); canceled cancels an order still awaiting it, its stock and credit returned. Runs in the caller's
 * transaction, so the webhook's event record commits with what it did.
 */
export async function applyIntent(
  tx: Transaction,
  tenantId: string,
  intent: IntentState,
): Promise<IntentOutcome> {
  if (intent.tenantId !== tenantId || !intent.orderId) return 'not_found';
  const order = await orderForIntent(tx, tenantId, intent.orderId, intent.id);
  if (!order) return 'not_found';
  const cancelled = order.status === 'cancelled';
  if (intent.status === 'succeeded') {
    if (order.paymentStatus === 'completed') return 'already_paid';
    if (cancelled || order.paymentStatus !== 'processing') {
      // Staff cancelled it while Stripe was deciding: closed here (payment failed), refunded by the caller.
      if (await cancelIntentOrder(tx, tenantId, order)) await returnCredit(tx, tenantId, order.id);
      return 'refund_needed';
    }
    if (intent.amountCents !== order.dueCents || intent.currency !== STORE_CURRENCY) return 'mismatch';
    const card = { brand: brandName(intent.cardBrand), last4: intent.cardLast4 };
    return (await markIntentPaid(tx, tenantId, order.id, card)) ? 'paid' : 'already_settled';
  }
  if (intent.status === 'canceled') {
    if (!(await cancelIntentOrder(tx, tenantId, order))) return 'already_settled';
    await returnCredit(tx, tenantId, order.id);
    return 'cancelled';
  }
  return 'waiting';
}

const returnCredit = async (tx: Transaction, tenantId: string, orderId: number) => {
  await refundOrderCredit(tx, tenantId, orderId, 'Payment did not go through');
  await restoreGiftCardSpend(tx, tenantId, orderId, 'Payment did not go through');
};

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** Stripe's brand id (`visa`) as the order shows brands (`Visa`, as the test gateway names them). */
const brandName = (brand: string | undefined) => (brand ? (BRANDS[brand] ?? 'Card') : undefined);
