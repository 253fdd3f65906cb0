import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutEndpoints as api } from '@storefront/contract/checkout.endpoints';
import { defaultPaymentProviders, type PaymentProviders } from '../../platform/payments/index.ts';
import { route } from '../../platform/route.ts';
import { sendOrderMail } from '../orders/index.ts';
import type { TaxProvider } from '../tax/index.ts';
import { quoteCheckout } from './checkout-quote.service.ts';
import {
  addZoneMethod,
  createZone,
  deleteZone,
  deleteZoneMethod,
  listZones,
  updateZone,
} from './shipping-zones.service.ts';
import { listPaymentMethods, listShippingMethods, placeOrder } from './checkout.service.ts';

/** Shipping and payment methods, shipping zones, the quote and checkout. The body (card fields included) is never logged. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  payments?: PaymentProviders;
  /** Who taxes orders (decision 052); the store's rate table when not given. */
  tax?: TaxProvider;
}> = async (app, options) => {
  const payments = options.payments ?? defaultPaymentProviders();
  const { tax } = options;

  route(app, api.shippingMethods, async (request) => ({ results: await listShippingMethods(request.ctx) }));
  // A provider with its own card fields (Stripe's Payment Element) asks the page for none of the spec's.
  route(app, api.paymentMethods, async (request) => ({
    results: (await listPaymentMethods(request.ctx)).map((m) =>
      payments[m.method_type].ownCardFields ? { ...m, requires_card_details: false } : m,
    ),
  }));
  route(app, api.zones, async (request) => listZones(request.ctx));
  route(app, api.createZone, async (request) => createZone(request.ctx, request.body));
  route(app, api.updateZone, async (request) => updateZone(request.ctx, request.params.id, request.body));
  route(app, api.deleteZone, async (request) => deleteZone(request.ctx, request.params.id));
  route(app, api.addZoneMethod, async (request) =>
    addZoneMethod(request.ctx, request.params.id, request.body),
  );
  route(app, api.deleteZoneMethod, async (request) =>
    deleteZoneMethod(request.ctx, request.params.id, request.params.methodId),
  );
  route(app, api.quote, async (request) => quoteCheckout(request.ctx, request.body, tax));
  route(app, api.checkout, async (request) =>
    placeOrder(request.ctx, request.body, request.headers['idempotency-key'], payments, {
      log: request.log,
      tax,
      placed: (order) => {
        app.metrics.ordersPlaced.inc();
        // A card paid on the page (Stripe) is not paid yet: its receipt goes when the intent pays it.
        if (order.payment.status === 'processing') return;
        app.background.run(
          'order receipt',
          () => sendOrderMail(request.ctx, app.mailer, 'receipt', order.order_id),
          request.log,
        );
      },
    }),
  );
};
