import { endpoints } from './endpoint.ts';

/**
 * Card payments through Stripe (docs/payments.md). Stripe's webhook, POST /api/payments/stripe/webhook/, is
 * called by Stripe with a signed raw body, not by the web app, so it is not in this table.
 */
// prettier-ignore
export const paymentsEndpoints = endpoints('payments', {
  confirm: ['POST /api/payments/stripe/confirm/', { body: 'PaymentConfirmBody', 200: 'CheckoutResult' }],
});
