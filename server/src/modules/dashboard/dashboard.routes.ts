import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import { dashboardData } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.dashboard, async (request) => dashboardData(request.ctx));
};
