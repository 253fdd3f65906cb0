import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '@storefront/contract/auth';
import { tenantIdColumn, tenantIsolation } from '../../db/tenant-scope.ts';

/** A person with an account in one store; username and e-mail are unique within that store. */
export const users = pgTable(
  'users',
  {
    tenantId: tenantIdColumn(),
    id: integer().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    role: text().$type<Role>().notNull().default('customer'),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phone: text().notNull().default(''),
    bio: text().notNull().default(''),
    avatar: text(),
    isActive: boolean().notNull().default(true),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_username_idx').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.role),
    tenantIsolation('users'),
  ],
);

export type UserRow = typeof users.$inferSelect;
