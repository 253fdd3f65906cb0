import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutBodySchema,
  CheckoutResultSchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
} from '@storefront/contract/checkout';
import { defaultPaymentProviders, type PaymentProviders } from '../../platform/payments/index.ts';
import { listPaymentMethods, listShippingMethods, placeOrder } from './checkout.service.ts';

const tags = ['checkout'];
const CheckoutHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});

/** Shipping and payment methods, and checkout. The body (card fields included) is never logged. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments?: PaymentProviders }> = async (
  app,
  options,
) => {
  const payments = options.payments ?? defaultPaymentProviders();

  app.get(
    '/api/ecommerce/shipping-methods/',
    { schema: { tags, response: { 200: ShippingMethodListSchema } } },
    async (request) => ({ results: await listShippingMethods(request.ctx) }),
  );

  app.get(
    '/api/ecommerce/payment-methods/',
    { schema: { tags, response: { 200: PaymentMethodListSchema } } },
    async (request) => ({ results: await listPaymentMethods(request.ctx) }),
  );

  app.post(
    '/api/ecommerce/checkout/',
    {
      schema: {
        tags,
        headers: CheckoutHeadersSchema,
        body: CheckoutBodySchema,
        response: { 201: CheckoutResultSchema },
      },
    },
    async (request, reply) => {
      const result = await placeOrder(
        request.ctx,
        request.body,
        request.headers['idempotency-key'],
        payments,
      );
      return reply.status(201).send(result);
    },
  );
};
