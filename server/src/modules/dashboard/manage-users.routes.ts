import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import { approveSupplier, changeUserRole, manageUsers } from './manage-users.service.ts';

export const manageUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.customers, async (request) => manageUsers(request.ctx, request.query, 'customers'));
  route(app, api.users, async (request) => manageUsers(request.ctx, request.query, 'users'));
  route(app, api.changeUserRole, async (request) =>
    changeUserRole(request.ctx, request.params.id, request.body.role),
  );
  route(app, api.approveSupplier, async (request) => {
    const user = await approveSupplier(request.ctx, request.params.id);
    await app.mailer.send(request.ctx, {
      to: user.email,
      subject: `You can now sell in ${request.ctx.tenant.name}`,
      text:
        `${request.ctx.tenant.name} approved your supplier account.\n\n` +
        `Products you publish in your dashboard are now shown to shoppers.`,
    });
    return { id: user.id, supplier_status: 'approved' as const };
  });
};
