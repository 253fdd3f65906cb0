import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageEndpoints as api } from '@storefront/contract/manage.endpoints';
import { route } from '../../platform/route.ts';
import { changeUserRole, manageUsers } from './manage-users.service.ts';

export const manageUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.customers, async (request) => manageUsers(request.ctx, request.query, 'customers'));
  route(app, api.users, async (request) => manageUsers(request.ctx, request.query, 'users'));
  route(app, api.changeUserRole, async (request) =>
    changeUserRole(request.ctx, request.params.id, request.body.role),
  );
};
