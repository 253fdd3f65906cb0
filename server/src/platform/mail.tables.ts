import { integer, text, timestamp, index } from 'drizzle-orm/pg-core';
import { tenantTable } from '../db/tenant-scope.ts';

/** Every e-mail a store sends, kept so delivery can be audited and retried. */
export const outbox = tenantTable(
  'mail_outbox',
  {
    id: integer().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    /** The plain-text part. */
    body: text().notNull(),
    /** The HTML part, for messages that have one. */
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('mail_outbox_tenant_to_idx').on(t.tenantId, t.to, t.createdAt)],
);

export type OutboxRow = typeof outbox.$inferSelect;
