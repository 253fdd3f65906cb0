import type { FastifyRequest } from 'fastify';
import type { Return } from '@storefront/contract/orders-returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints as api } from '@storefront/contract/orders.endpoints';
import { sendCsv } from '../../platform/csv-download.ts';
import { route } from '../../platform/route.ts';
import { exportOrders } from './orders-export.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { getOrder, listOrders } from './orders.service.ts';
import { quoteRefund, refundOrder, refundState } from './refunds.service.ts';
import { sendRefundMail, sendReturnMail } from './order-mail.ts';
import { receiveReturn } from './return-receive.ts';
import { cancelReturn, orderReturns, requestReturn } from './returns.service.ts';
import { approveReturn, listReturns, rejectReturn } from './returns-manage.service.ts';

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
  route(app, api.orderReturns, async (request) => orderReturns(request.ctx, request.params.id));
  route(app, api.requestReturn, async (request, reply) =>
    reply.code(201).send(await requestReturn(request.ctx, request.params.id, request.body)),
  );
  route(app, api.cancelReturn, async ({ ctx, params }) => cancelReturn(ctx, params.id, params.returnId));
  route(app, api.returns, async (request) => listReturns(request.ctx, request.query.status));
  const decided = (request: FastifyRequest, ret: Return) => {
    app.background.run('return e-mail', () => sendReturnMail(request.ctx, app.mailer, ret), request.log);
    return ret;
  };
  route(app, api.approveReturn, async (request) =>
    decided(request, await approveReturn(request.ctx, request.params.id)),
  );
  route(app, api.rejectReturn, async (request) =>
    decided(request, await rejectReturn(request.ctx, request.params.id, request.body.note)),
  );
  route(app, api.receiveReturn, async (request) => {
    const { ctx, params, body } = request;
    const ret = await receiveReturn(ctx, options.payments, params.id, body, request.log);
    const refund = ret.refund;
    if (refund)
      app.background.run(
        'refund e-mail',
        () => sendRefundMail(ctx, app.mailer, ret.order_id, refund),
        request.log,
      );
    return ret;
  });
  // A download, not JSON: outside the contract's tables, like the inventory export.
  app.get('/api/manage/orders/export.csv', { schema: { hide: true } }, async (request, reply) =>
    sendCsv(reply, 'orders.csv', exportOrders(request.ctx)),
  );
};
