import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import { sendOrderMail } from '../orders/index.ts';
import { changeOrderStatus, manageOrders } from './manage-orders.service.ts';

export const manageOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.orders, async (request) => manageOrders(request.ctx, request.query));
  route(app, api.changeOrderStatus, async (request) => {
    const { ctx, params, body } = request;
    const changed = await changeOrderStatus(ctx, params.id, body);
    const kind = body.status === 'shipped' ? 'shipped' : body.status === 'cancelled' ? 'cancelled' : null;
    if (kind)
      app.background.run(
        `order ${kind} e-mail`,
        () =>
          sendOrderMail(ctx, app.mailer, kind, params.id, { creditReturnedCents: changed.creditReturned }),
        request.log,
      );
    return { id: changed.id, status: changed.status };
  });
};
