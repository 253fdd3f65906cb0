import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuggestionQuerySchema, SuggestionsSchema } from '@storefront/contract/search';
import { suggestions } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ecommerce/search/suggestions/',
    {
      schema: { tags: ['search'], querystring: SuggestionQuerySchema, response: { 200: SuggestionsSchema } },
    },
    async (request) => ({ suggestions: await suggestions(request.ctx, request.query.q) }),
  );
};
