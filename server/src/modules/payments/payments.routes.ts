import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsEndpoints as api } from '@storefront/contract/payments.endpoints';
import type { Database } from '../../db/client.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import { route } from '../../platform/route.ts';
import { paidReceipts } from './paid-receipt.ts';
import { confirmCardPayment } from './payments.service.ts';
import { sweepUnpaidEvery } from './payment-sweeper.ts';
import { stripeWebhook } from './stripe-webhook.ts';

/**
 * Card payments through Stripe, when it is configured: the page's confirmation, Stripe's webhook (its own
 * plugin: a raw-body parser for that route only) and the sweeper of unpaid intents.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Database; gateway: StripeGateway | null }> = async (
  app,
  { db, gateway },
) => {
  const receipt = paidReceipts(app, db);
  route(app, api.confirm, async (request) =>
    confirmCardPayment(request.ctx, gateway, request.body.order_id, (outcome, tenantId, orderId) =>
      receipt(outcome, tenantId, orderId, request.log),
    ),
  );
  if (!gateway) return;
  await app.register(stripeWebhook, { db, gateway, receipt });
  let stopSweeping = () => {};
  app.addHook('onReady', async () => {
    const log = (error: unknown) => app.log.error(error);
    stopSweeping = sweepUnpaidEvery(db, gateway, app.config.paymentExpiryMs, log, receipt);
  });
  app.addHook('onClose', async () => stopSweeping());
};
