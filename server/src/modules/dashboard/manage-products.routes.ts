import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ManageProductPageSchema,
  ManageProductQuerySchema,
  ManageProductSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  VariantParamsSchema,
  VariantUpdateSchema,
} from '@storefront/contract/manage';
import { createProduct, manageProduct, manageProducts, updateProduct } from './manage-products.service.ts';
import { setVariant } from './manage-variants.service.ts';

const tags = ['manage'];
const one = { 200: ManageProductSchema };

export const manageProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/products/',
    { schema: { tags, querystring: ManageProductQuerySchema, response: { 200: ManageProductPageSchema } } },
    async (request) => manageProducts(request.ctx, request.query),
  );
  app.post(
    '/api/manage/products/',
    { schema: { tags, body: ProductCreateSchema, response: { 201: ManageProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(request.ctx, request.body)),
  );
  app.get(
    '/api/manage/products/:id/',
    { schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => manageProduct(request.ctx, request.params.id),
  );
  app.patch(
    '/api/manage/products/:id/',
    { schema: { tags, params: IdParamsSchema, body: ProductUpdateSchema, response: one } },
    async (request) => updateProduct(request.ctx, request.params.id, request.body),
  );
  app.put(
    '/api/manage/products/:id/variants/:variantId/',
    { schema: { tags, params: VariantParamsSchema, body: VariantUpdateSchema, response: one } },
    async (request) => setVariant(request.ctx, request.params.id, request.params.variantId, request.body),
  );
};
