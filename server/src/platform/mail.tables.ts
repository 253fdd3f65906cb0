import { integer, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../db/tenant-scope.ts';

/** Every e-mail a store sends, kept so delivery can be audited and retried. */
export const outbox = pgTable(
  'mail_outbox',
  {
    tenantId: tenantIdColumn(),
    id: integer().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mail_outbox_tenant_to_idx').on(t.tenantId, t.to, t.createdAt),
    tenantIsolation('mail_outbox'),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;
