import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PageQuerySchema } from '@storefront/contract/common';
import { AuditPageSchema, StoreSettingsSchema } from '@storefront/contract/manage';
import { auditEntries } from './manage-audit.service.ts';
import { saveStoreSettings, storeSettings } from './manage-store.service.ts';

const tags = ['manage'];

/** Admin-only management: store settings and the audit log. */
export const manageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/store/',
    { schema: { tags, response: { 200: StoreSettingsSchema } } },
    async (request) => storeSettings(request.ctx),
  );

  app.put(
    '/api/manage/store/',
    { schema: { tags, body: StoreSettingsSchema, response: { 200: StoreSettingsSchema } } },
    async (request) => saveStoreSettings(request.ctx, request.body, () => app.tenants.invalidate()),
  );

  app.get(
    '/api/manage/audit/',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: AuditPageSchema } } },
    async (request) => auditEntries(request.ctx, request.query),
  );
};
