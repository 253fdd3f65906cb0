import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import { route } from '../../platform/route.ts';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { SHOWN } from '../catalog/index.ts';
import type { CatalogRead } from './catalog-read.ts';

/** A product list with a search term runs the full-text and typo search; a plain page is a cheap read. */
const hasSearchTerm = (request: { query: unknown }) =>
  Boolean((request.query as { search?: unknown } | undefined)?.search);

/** Spec sections 2 and 7: the product list, the featured products and a product's page, through `read`. */
export const catalogReadRoutes: FastifyPluginAsyncZod<{ read: CatalogRead }> = async (app, { read }) => {
  // Per instance on purpose (decision 022): a shared count would add a write to every search.
  await app.register(rateLimit, { global: false });
  for (const [name, indexes] of Object.entries(read.indexes)) {
    app.metrics.indexed(name, () => indexes.products);
    app.metrics.storeIndex(name, () => indexes.counts);
  }
  app.metrics.storeIndex('kept pages', () => read.keptPages.counts);
  const { reader } = read;

  route(
    app,
    api.products,
    {
      config: {
        rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute, hasSearchTerm),
        publicAnswer: SHOWN,
      },
    },
    async (request) => reader.list(request.ctx, request.query, api.products.path),
  );

  route(app, api.featured, { config: { publicAnswer: SHOWN } }, async (request) =>
    reader.list(request.ctx, { ...request.query, featured: true }, api.featured.path),
  );

  route(app, api.product, { config: { publicAnswer: SHOWN } }, async (request) =>
    reader.page(request.ctx, request.params.slug),
  );
};
