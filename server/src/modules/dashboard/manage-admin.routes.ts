import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardEndpoints as api } from '@storefront/contract/dashboard.endpoints';
import { route } from '../../platform/route.ts';
import { auditEntries } from './manage-audit.service.ts';
import { saveStoreSettings, storeSettings } from './manage-store.service.ts';

/** Admin-only management: store settings and the audit log. */
export const manageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.store, async (request) => storeSettings(request.ctx));
  route(app, api.saveStore, async (request) =>
    saveStoreSettings(request.ctx, request.body, () => app.tenants.invalidate()),
  );
  route(app, api.audit, async (request) => auditEntries(request.ctx, request.query));
};
