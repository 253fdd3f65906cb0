import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Return } from '@storefront/contract/orders-returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@storefront/contract/common';
import { ordersEndpoints as api } from '@storefront/contract/orders.endpoints';
import { sendCsv } from '../../platform/csv-download.ts';
import { IMAGE_MAX_BYTES, uploadedPicture } from '../../platform/pictures.ts';
import { route } from '../../platform/route.ts';
import { exportOrders } from './orders-export.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { getOrder, listOrders } from './orders.service.ts';
import { quoteRefund, refundOrder, refundState } from './refunds.service.ts';
import { sendRefundMail, sendReturnMail } from './order-mail.ts';
import { addReturnPhoto, returnPhoto } from './return-photos.ts';
import { receiveReturn } from './return-receive.ts';
import { cancelReturn, orderReturns, requestReturn } from './returns.service.ts';
import { approveReturn, listReturns, rejectReturn } from './returns-manage.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod<{ payments: PaymentProviders }> = async (app, options) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0 } });
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
  route(app, api.addReturnPhoto, async (request, reply) => {
    const { ctx, params } = request;
    const ret = await addReturnPhoto(ctx, params.id, params.returnId, await uploadedPicture(request));
    return reply.code(201).send(ret);
  });
  // A picture, not JSON, and private: the customer's and staff's only (never cached by a shared cache).
  app.get(
    '/api/orders/:id/returns/:returnId/photos/:file',
    {
      schema: {
        hide: true,
        params: z.object({
          id: idParam(),
          returnId: idParam(),
          file: z.string().regex(/^\d{1,9}\.webp$/, 'Unknown photo'),
        }),
      },
    },
    async (request, reply) => {
      const { id, returnId, file } = request.params;
      const photo = await returnPhoto(request.ctx, id, returnId, Number.parseInt(file, 10));
      return reply.header('Cache-Control', 'private, max-age=3600').type(photo.contentType).send(photo.data);
    },
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
