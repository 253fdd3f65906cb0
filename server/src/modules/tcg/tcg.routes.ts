import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TcgFiltersSchema, TcgSearchQuerySchema, TcgSearchResponseSchema } from '@storefront/contract/tcg';
import { ApiErrorSchema } from '@storefront/contract/common';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { cardImage } from './card-image.service.ts';
import { tcgFilterOptions } from './tcg-filters.service.ts';
import { searchCards } from './tcg-search.service.ts';

export const tcgRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(rateLimit, { global: false });
  app.get(
    '/api/ecommerce/products/tcg_filters/',
    { schema: { tags: ['tcg'], response: { 200: TcgFiltersSchema } } },
    async (request) => tcgFilterOptions(request.ctx),
  );

  app.get(
    '/api/ecommerce/products/tcg_search/',
    {
      schema: {
        tags: ['tcg'],
        querystring: TcgSearchQuerySchema,
        response: { 200: TcgSearchResponseSchema, 400: ApiErrorSchema },
      },
      config: { rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute) },
    },
    async (request) => {
      const [path = '', search = ''] = request.url.split('?');
      return searchCards(request.ctx, request.query, { path, params: new URLSearchParams(search) });
    },
  );

  app.get(
    '/media/cards/:tenant/:file',
    { schema: { hide: true, params: z.object({ tenant: z.string(), file: z.string().regex(/\.svg$/) }) } },
    async (request, reply) => {
      const sku = request.params.file.replace(/\.svg$/, '');
      const svg = await cardImage(request.ctx, request.params.tenant, sku);
      return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
    },
  );
};
