import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ordersEndpoints as api } from '@storefront/contract/orders.endpoints';
import { route } from '../../platform/route.ts';
import { getOrder, listOrders } from './orders.service.ts';

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.orders, async (request) => listOrders(request.ctx, request.query, request.url));
  route(app, api.order, async (request) => getOrder(request.ctx, request.params.id));
};
