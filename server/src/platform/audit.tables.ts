import { index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-scope.ts';

/**
 * Who changed what, and when, through a management call. The actor's username is copied (no foreign
 * key to users: the platform owns this table and imports no module), so entries outlive the account.
 */
export const auditLog = tenantTable(
  'audit_log',
  {
    id: integer().generatedAlwaysAsIdentity(),
    actorId: integer(),
    actor: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
