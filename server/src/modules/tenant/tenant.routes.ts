import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantEndpoints as api } from '@storefront/contract/tenant.endpoints';
import { route } from '../../platform/route.ts';
import { platformInfo, tenantInfo } from './tenant.service.ts';

export const tenantRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.tenantInfo, { config: { tenantOptional: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return request.onPlatformHost ? platformInfo() : tenantInfo(request.tenant);
  });
};
