import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogEndpoints as api } from '@storefront/contract/catalog.endpoints';
import type { DataKind } from '../../platform/data-versions.ts';
import { route } from '../../platform/route.ts';
import { seoRoutes } from './catalog.head.ts';
import { mediaRoutes } from './catalog.media.ts';
import { listCategories, listProductTypes } from './category-lists.ts';

/** What a catalogue answer shows: kept in the shared cache until one of these changes (answer-cache.ts). */
export const SHOWN: DataKind[] = ['products', 'categories', 'store'];

/** Spec section 7, catalogue calls under /api/ecommerce/ but the product reads (catalog-read). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  route(app, api.categories, { config: { publicAnswer: SHOWN } }, async (request) =>
    listCategories(request.ctx, request.query),
  );
  route(app, api.productTypes, { config: { publicAnswer: SHOWN } }, async (request) =>
    listProductTypes(request.ctx, request.query),
  );
};
