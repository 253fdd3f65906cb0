import type { CheckoutResult } from '@storefront/contract/checkout';
import { Conflict, DomainError, NotFound } from '../../platform/errors.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { orderAnswer, ownOrderTransaction } from '../orders/index.ts';
import { applyIntent } from './intent-outcome.ts';
import type { PaidReceipt } from './paid-receipt.ts';

class PaymentUnavailable extends DomainError {}

const CANCELLED = 'This order was cancelled because its payment did not go through. Please place it again.';
const MISMATCH = 'This payment does not match the order. Please contact the store.';

/**
 * After Stripe.js confirmed the card on the page: reads the intent from Stripe (never the page's word) and
 * marks the shopper's own order paid only if the intent succeeded for this store, this order, its amount
 * and currency; the one call that pays it sends its receipt. Answers the order as it stands (payment
 * `processing` while Stripe is still deciding); 409 for an order that was cancelled or an intent that does
 * not match it.
 */
export async function confirmCardPayment(
  ctx: RequestContext,
  gateway: StripeGateway | null,
  orderId: number,
  receipt?: PaidReceipt,
): Promise<CheckoutResult> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  const intentId = await ctx.db((tx) => ownOrderTransaction(tx, tenantId, user.id, orderId));
  if (!intentId) throw new NotFound('Order not found');
  if (gateway && intentId.startsWith('pi_')) {
    const intent = await gateway.retrieve(intentId, ctx.tenant.stripeAccountId).catch(() => {
      throw new PaymentUnavailable(503, 'The payment could not be checked. Please try again in a moment.');
    });
    const outcome = await ctx.db((tx) => applyIntent(tx, tenantId, intent));
    receipt?.(outcome, tenantId, orderId);
    if (outcome === 'mismatch') throw new Conflict(MISMATCH);
    if (outcome === 'refund_needed' || outcome === 'cancelled') throw new Conflict(CANCELLED);
  }
  const order = await ctx.db((tx) => orderAnswer(tx, tenantId, orderId));
  if (!order) throw new NotFound('Order not found');
  if (order.status === 'cancelled') throw new Conflict(CANCELLED);
  return order;
}
