import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import {
  createCategory,
  deleteCategory,
  manageCategories,
  updateCategory,
} from './manage-categories.service.ts';

export const manageCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.categories, async (request) => ({ results: await manageCategories(request.ctx) }));
  route(app, api.createCategory, async (request) => createCategory(request.ctx, request.body));
  route(app, api.updateCategory, async (request) =>
    updateCategory(request.ctx, request.params.id, request.body),
  );
  route(app, api.deleteCategory, async (request) => {
    await deleteCategory(request.ctx, request.params.id);
  });
};
