import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ManageUserPageSchema,
  ManageUserQuerySchema,
  UserRoleChangeSchema,
} from '@storefront/contract/manage';
import { z } from 'zod';
import { RoleSchema } from '@storefront/contract/auth';
import { changeUserRole, manageUsers } from './manage-users.service.ts';

const tags = ['manage'];

export const manageUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/customers/',
    { schema: { tags, querystring: ManageUserQuerySchema, response: { 200: ManageUserPageSchema } } },
    async (request) => manageUsers(request.ctx, request.query, 'customers'),
  );
  app.get(
    '/api/manage/users/',
    { schema: { tags, querystring: ManageUserQuerySchema, response: { 200: ManageUserPageSchema } } },
    async (request) => manageUsers(request.ctx, request.query, 'users'),
  );
  app.put(
    '/api/manage/users/:id/role/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UserRoleChangeSchema,
        response: { 200: z.object({ id: z.number().int(), role: RoleSchema }) },
      },
    },
    async (request) => changeUserRole(request.ctx, request.params.id, request.body.role),
  );
};
