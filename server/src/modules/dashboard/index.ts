import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageAdminRoutes } from './manage-admin.routes.ts';
import { imageUploadRoutes } from './image-upload.routes.ts';
import { manageCategoriesRoutes } from './manage-categories.routes.ts';
import { manageOrdersRoutes } from './manage-orders.routes.ts';
import { manageProductsRoutes } from './manage-products.routes.ts';
import { manageUsersRoutes } from './manage-users.routes.ts';
import { setupRoutes } from './setup.routes.ts';

export { dashboardRoutes } from './dashboard.routes.ts';
export { seedDashboardDemo } from './dashboard.seed.ts';

/** Every /api/manage/... route; each service checks role and ownership itself. */
export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(manageAdminRoutes);
  await app.register(manageOrdersRoutes);
  await app.register(manageProductsRoutes);
  await app.register(manageCategoriesRoutes);
  await app.register(manageUsersRoutes);
  await app.register(imageUploadRoutes);
  await app.register(setupRoutes);
};
