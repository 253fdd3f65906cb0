import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import { createProduct, manageProduct, manageProducts, updateProduct } from './manage-products.service.ts';
import { addVariant, removeVariant, setVariant } from './manage-variants.service.ts';

export const manageProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.products, async (request) => manageProducts(request.ctx, request.query));
  route(app, api.createProduct, async (request) => createProduct(request.ctx, request.body));
  route(app, api.product, async (request) => manageProduct(request.ctx, request.params.id));
  route(app, api.updateProduct, async (request) =>
    updateProduct(request.ctx, request.params.id, request.body),
  );
  route(app, api.addVariant, async (request) => addVariant(request.ctx, request.params.id, request.body));
  route(app, api.setVariant, async (request) =>
    setVariant(request.ctx, request.params.id, request.params.variantId, request.body),
  );
  route(app, api.removeVariant, async (request) =>
    removeVariant(request.ctx, request.params.id, request.params.variantId),
  );
};
