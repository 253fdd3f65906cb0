import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeCreditEndpoints as api } from '@storefront/contract/store-credit.endpoints';
import { route } from '../../platform/route.ts';
import { adjustStoreCredit, customerStoreCredit, myStoreCredit } from './store-credit.service.ts';

/** Store credit: the customer's own ledger; staff read a customer's and adjust it with a reason. */
export const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.mine, (request) => myStoreCredit(request.ctx));
  route(app, api.customer, (request) => customerStoreCredit(request.ctx, request.params.userId));
  route(app, api.adjust, (request) => adjustStoreCredit(request.ctx, request.params.userId, request.body));
};
