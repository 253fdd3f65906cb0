import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategoryInputSchema, IdParamsSchema, ManageCategorySchema } from '@storefront/contract/manage';
import {
  createCategory,
  deleteCategory,
  manageCategories,
  updateCategory,
} from './manage-categories.service.ts';

const tags = ['manage'];

export const manageCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/categories/',
    { schema: { tags, response: { 200: z.object({ results: z.array(ManageCategorySchema) }) } } },
    async (request) => ({ results: await manageCategories(request.ctx) }),
  );
  app.post(
    '/api/manage/categories/',
    { schema: { tags, body: CategoryInputSchema, response: { 201: ManageCategorySchema } } },
    async (request, reply) => reply.status(201).send(await createCategory(request.ctx, request.body)),
  );
  app.put(
    '/api/manage/categories/:id/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: CategoryInputSchema,
        response: { 200: ManageCategorySchema },
      },
    },
    async (request) => updateCategory(request.ctx, request.params.id, request.body),
  );
  app.delete(
    '/api/manage/categories/:id/',
    { schema: { tags, params: IdParamsSchema } },
    async (request, reply) => {
      await deleteCategory(request.ctx, request.params.id);
      return reply.status(204).send();
    },
  );
};
