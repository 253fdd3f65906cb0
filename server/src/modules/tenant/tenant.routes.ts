import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TenantInfoSchema } from '@storefront/contract/tenant';
import { tenantInfo } from './tenant.service.ts';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenant-info/',
    {
      config: { tenantOptional: true },
      schema: { tags: ['tenant'], response: { 200: TenantInfoSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return tenantInfo(request.tenant);
    },
  );
};
