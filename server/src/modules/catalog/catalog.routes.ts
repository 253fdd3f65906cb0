import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import { route } from '../../platform/route.ts';
import { seoRoutes } from './catalog.head.ts';
import { mediaRoutes } from './catalog.media.ts';
import { getProduct, listCategories, listProducts, listProductTypes } from './catalog.service.ts';

/** Spec section 7, catalogue calls under /api/ecommerce/. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaRoutes);
  await app.register(seoRoutes);

  route(app, api.products, async (request) => listProducts(request.ctx, request.query, { searchDb: app.db }));

  route(app, api.featured, async (request) =>
    listProducts(
      request.ctx,
      { ...request.query, featured: true },
      { path: api.featured.path, searchDb: app.db },
    ),
  );

  route(app, api.product, async (request) => getProduct(request.ctx, request.params.slug));
  route(app, api.categories, async (request) => listCategories(request.ctx, request.query));
  route(app, api.productTypes, async (request) => listProductTypes(request.ctx, request.query));
};
