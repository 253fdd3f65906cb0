import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints as api } from '@storefront/contract/checkout.endpoints';
import { defaultPaymentProviders, type PaymentProviders } from '../../platform/payments/index.ts';
import { route } from '../../platform/route.ts';
import { sendOrderMail } from '../orders/index.ts';
import { listPaymentMethods, listShippingMethods, placeOrder } from './checkout.service.ts';

/** Shipping and payment methods, and checkout. The body (card fields included) is never logged. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ payments?: PaymentProviders }> = async (
  app,
  options,
) => {
  const payments = options.payments ?? defaultPaymentProviders();

  route(app, api.shippingMethods, async (request) => ({ results: await listShippingMethods(request.ctx) }));
  // A provider with its own card fields (Stripe's Payment Element) asks the page for none of the spec's.
  route(app, api.paymentMethods, async (request) => ({
    results: (await listPaymentMethods(request.ctx)).map((m) =>
      payments[m.method_type].ownCardFields ? { ...m, requires_card_details: false } : m,
    ),
  }));
  route(app, api.checkout, async (request) =>
    placeOrder(request.ctx, request.body, request.headers['idempotency-key'], payments, {
      log: request.log,
      placed: (order) => {
        app.metrics.ordersPlaced.inc();
        app.background.run(
          'order receipt',
          () => sendOrderMail(request.ctx, app.mailer, 'receipt', order.order_id),
          request.log,
        );
      },
    }),
  );
};
