import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageEndpoints as api } from '@storefront/contract/manage.endpoints';
import { route } from '../../platform/route.ts';
import { changeOrderStatus, manageOrders } from './manage-orders.service.ts';

export const manageOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.orders, async (request) => manageOrders(request.ctx, request.query));
  route(app, api.changeOrderStatus, async (request) =>
    changeOrderStatus(request.ctx, request.params.id, request.body.status),
  );
};
