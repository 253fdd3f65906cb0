import { sql } from 'drizzle-orm';
import { index, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { money } from './money-column.ts';
import type { SetupState } from '@storefront/contract/dashboard-setup';
import type { AppType, ClientDetails } from '@storefront/contract/tenant';

export type TenantStatus = 'active' | 'suspended';

/** One store. Not tenant-owned itself; the app role sees only the current tenant's row. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** Hosts that resolve to this store, without port: `cards.localhost`, `shop.example.com`. */
    domains: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    primaryColor: text(),
    secondaryColor: text(),
    logoUrl: text(),
    appType: text().$type<AppType>(),
    /** `suspended`: every page and call of the store answers 503 until an operator resumes it. */
    status: text().$type<TenantStatus>().notNull().default('active'),
    /**
     * When the store opened to shoppers; null while its admin sets it up (a store the platform creates
     * starts closed: shoppers see "Opening soon" until the admin goes live, decision 024).
     */
    openedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** The setup wizard's steps the admin has done or skipped. */
    setupSteps: jsonb().$type<SetupState['steps']>().notNull().default({}),
    /** Orders whose subtotal reaches this amount ship free (the header's banner says so); null: no promise. */
    freeShippingOver: money().default(sql`50.00`),
    /** The store's Stripe Connect account (`acct_…`) its card payments go to; null: the platform's account. */
    stripeAccountId: text(),
    clientDetails: jsonb().$type<Partial<ClientDetails>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_domains_idx').using('gin', t.domains),
    pgPolicy('tenants_self_only', {
      for: 'all',
      using: sql`id = current_tenant_id()`,
      withCheck: sql`id = current_tenant_id()`,
    }),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type NewTenantRow = typeof tenants.$inferInsert;
