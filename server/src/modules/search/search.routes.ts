import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints as api } from '@storefront/contract/search.endpoints';
import { route } from '../../platform/route.ts';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { suggestions } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per instance on purpose (decision 022): a shared count would add a write to every search.
  await app.register(rateLimit, { global: false });
  route(
    app,
    api.suggestions,
    {
      config: {
        rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute),
        publicAnswer: ['products', 'categories', 'store'],
      },
    },
    async (request) => ({ suggestions: await suggestions(request.ctx, request.query.q) }),
  );
};
