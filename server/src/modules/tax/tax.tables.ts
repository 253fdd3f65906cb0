import { sql } from 'drizzle-orm';
import { boolean, check, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';

/**
 * A store's tax rate for a country, or for one region of it (a US state): `rate` in thousandths of a percent
 * (8.875 % → 8875), so no float ever enters the money math (decision 052). `region` '' is the whole country.
 */
export const taxRates = tenantTable(
  'tax_rates',
  {
    id: integer().generatedAlwaysAsIdentity(),
    country: text().notNull(),
    region: text().notNull().default(''),
    rate: integer().notNull(),
    name: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('tax_rates_tenant_place_idx').on(t.tenantId, t.country, t.region),
    check('tax_rates_rate_range', sql`${t.rate} between 0 and 100000`),
  ],
);

/** Whether the store's prices include tax; no row: they do not (tax is added at checkout). */
export const taxSettings = tenantTable(
  'tax_settings',
  { pricesIncludeTax: boolean().notNull().default(false) },
  () => [],
  { key: [] },
);

/** The store's tax-exempt customers (a reseller's certificate): their orders are charged no tax. */
export const taxExemptCustomers = tenantTable(
  'tax_exempt_customers',
  { userId: integer().notNull() },
  (t) => [tenantReference(t.tenantId, t.userId, users).onDelete('cascade')],
  { key: ['userId'] },
);
