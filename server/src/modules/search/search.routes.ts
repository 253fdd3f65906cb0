import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints as api } from '@storefront/contract/search.endpoints';
import { MIN_SUGGESTION_LENGTH } from '@storefront/contract/search';
import { route } from '../../platform/route.ts';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import type { ProductReader } from '../catalog-read/index.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ reader: ProductReader }> = async (app, { reader }) => {
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
    // Spec section 4: suggestions for text longer than 2 characters (trimmed), at most 8.
    async (request) => {
      const q = request.query.q.trim();
      return { suggestions: q.length < MIN_SUGGESTION_LENGTH ? [] : await reader.suggest(request.ctx, q) };
    },
  );
};
