import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@storefront/contract/auth';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';

/** A person with an account in one store; username and e-mail are unique within that store. */
export const users = tenantTable(
  'users',
  {
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
    /** When a store admin approved this supplier; until then nothing the supplier creates is shown. */
    supplierApprovedAt: timestamp({ withTimezone: true }),
    dateJoined: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_tenant_username_idx').on(t.tenantId, sql`lower(${t.username})`),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.role),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
export const sessions = tenantTable(
  'sessions',
  {
    tokenHash: text().notNull(),
    userId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text().notNull().default(''),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
  { key: ['tokenHash'] },
);

export type AuthTokenPurpose = 'verify_email' | 'password_reset';

/** A single-use e-mailed token (verification, password reset); only its SHA-256 is stored. */
export const authTokens = tenantTable(
  'auth_tokens',
  {
    tokenHash: text().notNull(),
    userId: integer().notNull(),
    purpose: text().$type<AuthTokenPurpose>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('auth_tokens_tenant_user_idx').on(t.tenantId, t.userId, t.purpose),
  ],
  { key: ['tokenHash'] },
);
