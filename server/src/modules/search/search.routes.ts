import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import { route } from '../../platform/route.ts';
import { suggestions } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.suggestions, async (request) => ({
    suggestions: await suggestions(request.ctx, app.db, request.query.q),
  }));
};
