import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints as api } from '@storefront/contract/orders.endpoints';
import { sendCsv } from '../../platform/csv-download.ts';
import { route } from '../../platform/route.ts';
import { exportOrders } from './orders-export.ts';
import { getOrder, listOrders } from './orders.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.orders, async (request) => listOrders(request.ctx, request.query, request.url));
  route(app, api.order, async (request) => getOrder(request.ctx, request.params.id));
  // A download, not JSON: outside the contract's tables, like the inventory export.
  app.get('/api/manage/orders/export.csv', { schema: { hide: true } }, async (request, reply) =>
    sendCsv(reply, 'orders.csv', exportOrders(request.ctx)),
  );
};
