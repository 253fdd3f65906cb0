import { z } from 'zod';

/** POST /api/payments/stripe/confirm/: the shopper's order whose card payment Stripe.js has just confirmed. */
export const PaymentConfirmBodySchema = z.object({
  order_id: z.coerce.number({ error: 'Choose an order' }).int().positive('Choose an order'),
});
export type PaymentConfirmBody = z.infer<typeof PaymentConfirmBodySchema>;
