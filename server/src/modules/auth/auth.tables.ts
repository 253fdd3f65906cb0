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
import { tenantIdColumn, tenantIsolation, tenantReference } from '../../db/tenant-scope.ts';

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
    /** When a store admin approved this supplier; until then nothing the supplier creates is shown. */
    supplierApprovedAt: timestamp({ withTimezone: true }),
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

/** A signed-in browser. The cookie holds a random token; only its SHA-256 is stored here. */
export const sessions = pgTable(
  'sessions',
  {
    tenantId: tenantIdColumn(),
    tokenHash: text().notNull(),
    userId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
    tenantIsolation('sessions'),
  ],
);

export type AuthTokenPurpose = 'verify_email' | 'password_reset';

/** A single-use e-mailed token (verification, password reset); only its SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tenantId: tenantIdColumn(),
    tokenHash: text().notNull(),
    userId: integer().notNull(),
    purpose: text().$type<AuthTokenPurpose>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('auth_tokens_tenant_user_idx').on(t.tenantId, t.userId, t.purpose),
    tenantIsolation('auth_tokens'),
  ],
);
