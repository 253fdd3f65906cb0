import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardDataSchema } from '@storefront/contract/dashboard';
import { dashboardData } from './dashboard.service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard/',
    { schema: { tags: ['dashboard'], response: { 200: DashboardDataSchema } } },
    async (request) => dashboardData(request.ctx),
  );
};
