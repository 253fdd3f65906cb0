import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamsSchema,
  ManageUserPageSchema,
  ManageUserQuerySchema,
  UserRoleChangeSchema,
} from '@storefront/contract/manage';
import { z } from 'zod';
import { RoleSchema, SupplierStatusSchema } from '@storefront/contract/auth';
import { approveSupplier, changeUserRole, manageUsers } from './manage-users.service.ts';

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
  app.post(
    '/api/manage/users/:id/approve-supplier/',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: z.object({ id: z.number().int(), supplier_status: SupplierStatusSchema }) },
      },
    },
    async (request) => {
      const user = await approveSupplier(request.ctx, request.params.id);
      await app.mailer.send(request.ctx, {
        to: user.email,
        subject: `You can now sell in ${request.ctx.tenant.name}`,
        text:
          `${request.ctx.tenant.name} approved your supplier account.\n\n` +
          `Products you publish in your dashboard are now shown to shoppers.`,
      });
      return { id: user.id, supplier_status: 'approved' as const };
    },
  );
};
