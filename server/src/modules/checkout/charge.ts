import type { CheckoutRequest, CheckoutResult } from '@storefront/contract/checkout';
import { DomainError } from '../../platform/errors.ts';
import {
  PaymentRefused,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from '../../platform/payments/index.ts';

/** A refused payment as the shopper reads it: 402 for a decline, 400 pointing at the card fields. */
class PaymentFailed extends DomainError {}

/** The card as the provider takes it, from the checkout body (none when not paying by card). */
export const cardOf = (body: CheckoutRequest): CardInput | undefined =>
  body.card
    ? {
        number: body.card.number,
        expiry: body.card.expiry,
        cvc: body.card.cvc,
        cardholderName: body.card.cardholder_name,
      }
    : undefined;

/** Charges the order's total; a refusal becomes an error that rolls the checkout back. */
export async function chargeOrder(
  provider: PaymentProvider,
  amountCents: number,
  reference: string,
  body: CheckoutRequest,
  order: ChargeRequest['order'],
): Promise<ChargeResult> {
  const card = cardOf(body);
  const charge = await provider
    .charge({ amountCents, currency: 'USD', reference, card, order })
    .catch((error: unknown) => {
      if (!(error instanceof PaymentRefused)) throw error;
      throw error.kind === 'declined'
        ? new PaymentFailed(402, error.message)
        : new PaymentFailed(400, error.message, error.fields);
    });
  if (charge.status === 'failed')
    throw new PaymentFailed(402, 'The payment did not go through. Please try another payment method.');
  return charge;
}

/** The answer of an order the shopper pays on the page next: what Stripe.js needs to confirm it. */
export const withPageStep = (
  order: CheckoutResult,
  onPage: NonNullable<ChargeResult['onPage']>,
): CheckoutResult => ({
  ...order,
  payment: { ...order.payment, client_secret: onPage.clientSecret, publishable_key: onPage.publishableKey },
});
