import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Platform-level tables: no tenant_id, since an operator belongs to no store. Row-level security is on
// with no policy, so the request role (storefront_app) reads none of them; the console reads them on the
// owner connection only (decision 019).

/** A person who runs the platform: creates, suspends and deletes stores. Not a store user. */
export const platformOperators = pgTable(
  'platform_operators',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    name: text().notNull().default(''),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_operators_email_idx').on(sql`lower(${t.email})`)],
).enableRLS();

/** A signed-in operator's browser on the platform host; only the token's SHA-256 is stored. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    tokenHash: text().primaryKey(),
    operatorId: integer()
      .notNull()
      .references(() => platformOperators.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('platform_sessions_operator_idx').on(t.operatorId)],
).enableRLS();

export type OperatorRow = typeof platformOperators.$inferSelect;
