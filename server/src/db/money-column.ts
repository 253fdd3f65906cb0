import { customType } from 'drizzle-orm/pg-core';
import { formatCents, toCents, type Cents } from '@storefront/contract/money';

/**
 * An amount of money: `numeric(precision, 2)` in SQL (precision 12 unless told), integer cents in TypeScript. Reads "12.50" as 1250
 * and writes 1250 as "12.50", so services add cents and never parse decimal strings themselves.
 */
export const money = customType<{ data: Cents; driverData: string; config: { precision?: number } }>({
  dataType: (config) => `numeric(${config?.precision ?? 12}, 2)`,
  toDriver: (cents) => formatCents(cents),
  fromDriver: (value) => toCents(value),
});
