import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OrderListQuerySchema,
  OrderPageSchema,
  OrderParamsSchema,
  OrderSchema,
} from '@storefront/contract/orders';
import { getOrder, listOrders } from './orders.service.ts';

const tags = ['orders'];

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/orders/',
    { schema: { tags, querystring: OrderListQuerySchema, response: { 200: OrderPageSchema } } },
    async (request) => listOrders(request.ctx, request.query, request.url),
  );

  app.get(
    '/api/orders/:id/',
    { schema: { tags, params: OrderParamsSchema, response: { 200: OrderSchema } } },
    async (request) => getOrder(request.ctx, request.params.id),
  );
};
