import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryListSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
  ProductSlugParamsSchema,
  ProductTypeListSchema,
} from '@storefront/contract/catalog';
import { PageQuerySchema } from '@storefront/contract/common';
import { searchRateLimit } from '../../platform/search-rate-limit.ts';
import { seoRoutes } from './catalog.head.ts';
import { mediaRoutes } from './catalog.media.ts';
import { getProduct, listCategories, listProducts, listProductTypes } from './catalog.service.ts';

const tags = ['catalog'];

/** A product list with a search term runs the full-text and typo search; a plain page is a cheap read. */
const hasSearchTerm = (request: { query: unknown }) =>
  Boolean((request.query as { search?: unknown } | undefined)?.search);

/** Spec section 7, catalogue calls under /api/ecommerce/. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(rateLimit, { global: false });

  app.get(
    '/api/ecommerce/products/',
    {
      schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListSchema } },
      config: { rateLimit: searchRateLimit(app.config.searchRateLimitPerMinute, hasSearchTerm) },
    },
    async (request) => listProducts(request.ctx, request.query),
  );

  app.get(
    '/api/ecommerce/products/featured/',
    { schema: { tags, querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request) =>
      listProducts(
        request.ctx,
        { ...request.query, featured: true },
        { path: '/api/ecommerce/products/featured/' },
      ),
  );

  app.get(
    '/api/ecommerce/products/:slug/',
    { schema: { tags, params: ProductSlugParamsSchema, response: { 200: ProductSchema } } },
    async (request) => getProduct(request.ctx, request.params.slug),
  );

  app.get(
    '/api/ecommerce/categories/',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: CategoryListSchema } } },
    async (request) => listCategories(request.ctx, request.query),
  );

  app.get(
    '/api/ecommerce/product-types/',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: ProductTypeListSchema } } },
    async (request) => listProductTypes(request.ctx, request.query),
  );
};
