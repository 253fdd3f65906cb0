import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import type { DataKind } from '../../platform/data-versions.ts';
import { route } from '../../platform/route.ts';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { seoRoutes } from './catalog.head.ts';
import { mediaRoutes } from './catalog.media.ts';
import { listCategories, listProductTypes } from './category-lists.ts';
import { listProductsJson } from './product-list.ts';
import { productListIndexes } from './product-list-index.ts';
import { getProduct } from './product-page.ts';
import { productSearchIndexes } from './product-search-index.ts';
import { productSuggestionIndexes } from './product-suggestion-index.ts';

/** A product list with a search term runs the full-text and typo search; a plain page is a cheap read. */
const hasSearchTerm = (request: { query: unknown }) =>
  Boolean((request.query as { search?: unknown } | undefined)?.search);

/** What a catalogue answer shows: kept in the shared cache until one of these changes (answer-cache.ts). */
export const SHOWN: DataKind[] = ['products', 'categories', 'store'];

/** Spec section 7, catalogue calls under /api/ecommerce/. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  // Per instance on purpose (decision 022): a shared count would add a write to every search.
  await app.register(rateLimit, { global: false });
  const { searchIndex, listIndex } = app.config;
  for (const [name, indexes, limits] of [
    ['search', productSearchIndexes, searchIndex],
    ['suggestions', productSuggestionIndexes, searchIndex],
    ['list', productListIndexes, listIndex],
  ] as const) {
    indexes.configure(limits);
    app.metrics.indexed(name, () => indexes.products);
  }

  route(
    app,
    api.products,
    {
      config: {
        rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute, hasSearchTerm),
        publicAnswer: SHOWN,
      },
    },
    async (request) => listProductsJson(request.ctx, request.query),
  );

  route(app, api.featured, { config: { publicAnswer: SHOWN } }, async (request) =>
    listProductsJson(request.ctx, { ...request.query, featured: true }, { path: api.featured.path }),
  );

  route(app, api.product, { config: { publicAnswer: SHOWN } }, async (request) =>
    getProduct(request.ctx, request.params.slug),
  );
  route(app, api.categories, { config: { publicAnswer: SHOWN } }, async (request) =>
    listCategories(request.ctx, request.query),
  );
  route(app, api.productTypes, { config: { publicAnswer: SHOWN } }, async (request) =>
    listProductTypes(request.ctx, request.query),
  );
};
