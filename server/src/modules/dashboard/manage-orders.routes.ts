import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamsSchema,
  ManageOrderPageSchema,
  ManageOrderQuerySchema,
  OrderStatusChangeSchema,
  OrderStatusSchema,
} from '@storefront/contract/manage';
import { changeOrderStatus, manageOrders } from './manage-orders.service.ts';

const tags = ['manage'];

export const manageOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/orders/',
    { schema: { tags, querystring: ManageOrderQuerySchema, response: { 200: ManageOrderPageSchema } } },
    async (request) => manageOrders(request.ctx, request.query),
  );

  app.post(
    '/api/manage/orders/:id/status/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: z.object({ id: z.number().int(), status: OrderStatusSchema }) },
      },
    },
    async (request) => changeOrderStatus(request.ctx, request.params.id, request.body.status),
  );
};
