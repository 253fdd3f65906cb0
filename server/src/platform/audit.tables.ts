import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../db/tenant-scope.ts';

/**
 * Who changed what, and when, through a management call. The actor's username is copied (no foreign
 * key to users: the platform owns this table and imports no module), so entries outlive the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantIdColumn(),
    id: integer().generatedAlwaysAsIdentity(),
    actorId: integer(),
    actor: text().notNull(),
    action: text().notNull(),
    target: text().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    tenantIsolation('audit_log'),
  ],
);
