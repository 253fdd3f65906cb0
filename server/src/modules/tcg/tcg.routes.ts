import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tcgEndpoints as api } from '@storefront/contract/tcg.endpoints';
import { sendCsv } from '../../platform/csv-download.ts';
import { route } from '../../platform/route.ts';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { cardImage } from './card-image.service.ts';
import { EXPORT_FORMATS, exportInventory } from './inventory-export.ts';
import { invalidateTcgFilters, tcgFilterOptions } from './tcg-filters.service.ts';
import { searchCards } from './tcg-search.service.ts';
import type { CardIndexes } from './card-index/card-indexes.ts';

/** The card search and its filters (from the app's card indexes, `cards`), card pictures, inventory exports. */
export const tcgRoutes: FastifyPluginAsyncZod<{ cards: CardIndexes }> = async (app, { cards }) => {
  // Per instance on purpose (decision 022): a shared count would add a write to every search.
  await app.register(rateLimit, { global: false });
  app.metrics.indexed('cards', () => cards.products);
  app.metrics.storeIndex('cards', () => cards.counts);
  // A card import on any instance (NOTIFY), or changes this one may have missed ('*'): recount.
  app.dataVersions.onBump((tenantId, kind) => {
    if (tenantId === '*') invalidateTcgFilters();
    else if (kind === 'cards') invalidateTcgFilters(tenantId);
  });
  route(app, api.filters, async (request) => tcgFilterOptions(request.ctx, cards));

  route(
    app,
    api.search,
    { config: { rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute) } },
    async (request) => {
      const [path = '', search = ''] = request.url.split('?');
      return searchCards(request.ctx, cards, request.query, { path, params: new URLSearchParams(search) });
    },
  );

  app.get(
    '/media/cards/:tenant/:file',
    { schema: { hide: true, params: z.object({ tenant: z.string(), file: z.string().regex(/\.svg$/) }) } },
    async (request, reply) => {
      const sku = request.params.file.replace(/\.svg$/, '');
      const svg = await cardImage(request.ctx, request.params.tenant, sku);
      // A SKU is one printing, whose face (name, cost, type, set, rarity) does not change: keep it a month.
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=86400')
        .send(svg);
    },
  );

  app.get(
    '/api/tcg/inventory.csv',
    {
      schema: { hide: true, querystring: z.object({ format: z.enum(EXPORT_FORMATS).default('storefront') }) },
    },
    async (request, reply) => {
      return sendCsv(
        reply,
        `inventory-${request.query.format}.csv`,
        exportInventory(request.ctx, request.query.format),
      );
    },
  );
};
