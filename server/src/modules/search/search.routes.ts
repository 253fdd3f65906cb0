import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuggestionQuerySchema, SuggestionsSchema } from '@storefront/contract/search';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { suggestions } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  app.get(
    '/api/ecommerce/search/suggestions/',
    {
      schema: { tags: ['search'], querystring: SuggestionQuerySchema, response: { 200: SuggestionsSchema } },
      config: { rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute) },
    },
    async (request) => ({ suggestions: await suggestions(request.ctx, request.query.q) }),
  );
};
