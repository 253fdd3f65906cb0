import { z } from 'zod';
import { checkoutPaths as at } from './checkout.paths.ts';
import {
  CheckoutBodySchema,
  CheckoutResultSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
} from './checkout.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { OrderListQuerySchema, OrderPageSchema, OrderParamsSchema, OrderSchema } from './orders.ts';

const tags = ['checkout'];

/** One key per checkout visit, so a retried request cannot place a second order. */
export const CheckoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

/** Checkout and order calls with their schemas. */
export const checkoutEndpoints = {
  shippingMethods: endpoint(at.shippingMethods, { tags, response: { 200: ShippingMethodListSchema } }),
  paymentMethods: endpoint(at.paymentMethods, { tags, response: { 200: PaymentMethodListSchema } }),
  checkout: endpoint(at.checkout, {
    tags,
    headers: CheckoutHeadersSchema,
    body: CheckoutBodySchema,
    response: { 201: CheckoutResultSchema },
  }),
  orders: endpoint(at.orders, {
    tags: ['orders'],
    query: OrderListQuerySchema,
    response: { 200: OrderPageSchema },
  }),
  order: endpoint(at.order, { tags: ['orders'], params: OrderParamsSchema, response: { 200: OrderSchema } }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
