import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints as api } from '@storefront/contract/orders.endpoints';
import { sendCsv } from '../../platform/csv-download.ts';
import { route } from '../../platform/route.ts';
import { exportOrders } from './orders-export.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { getOrder, listOrders } from './orders.service.ts';
import { quoteRefund, refundOrder, refundState } from './refunds.service.ts';
import { sendRefundMail } from './order-mail.ts';

export const ordersRoutes: FastifyPluginAsyncZod<{ payments: PaymentProviders }> = async (app, options) => {
  route(app, api.orders, async (request) => listOrders(request.ctx, request.query, request.url));
  route(app, api.order, async (request) => getOrder(request.ctx, request.params.id));
  route(app, api.refunds, async (request) => refundState(request.ctx, request.params.id));
  route(app, api.quoteRefund, async (request) => quoteRefund(request.ctx, request.params.id, request.body));
  route(app, api.refund, async (request, reply) => {
    const { ctx, params, body } = request;
    const refund = await refundOrder(ctx, options.payments, params.id, body, request.log);
    app.background.run(
      'refund e-mail',
      () => sendRefundMail(ctx, app.mailer, params.id, refund),
      request.log,
    );
    return reply.code(201).send(refund);
  });
  // A download, not JSON: outside the contract's tables, like the inventory export.
  app.get('/api/manage/orders/export.csv', { schema: { hide: true } }, async (request, reply) =>
    sendCsv(reply, 'orders.csv', exportOrders(request.ctx)),
  );
};
