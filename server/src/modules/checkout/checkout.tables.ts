import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PaymentType } from '@storefront/contract/checkout';
import { money } from '../../db/money-column.ts';
import { tenantIdColumn, tenantIsolation } from '../../db/tenant-scope.ts';

/** A way of delivering an order at a fixed price; `id` is the method value (standard, priority, express). */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    tenantId: tenantIdColumn(),
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** In cents. */
    price: money({ precision: 12 }).notNull(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantIsolation('shipping_methods')],
);

/** A way of paying a store offers; `id` is the method type (cash, card, paypal). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    tenantId: tenantIdColumn(),
    id: text().$type<PaymentType>().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    requiresCardDetails: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantIsolation('payment_methods')],
);
