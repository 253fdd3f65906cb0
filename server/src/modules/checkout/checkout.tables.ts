import { boolean, integer, text } from 'drizzle-orm/pg-core';
import type { PaymentType } from '@storefront/contract/checkout';
import { money } from '../../db/money-column.ts';
import { tenantTable } from '../../db/tenant-scope.ts';

/** A way of delivering an order at a fixed price; `id` is the method value (standard, priority, express). */
export const shippingMethods = tenantTable('shipping_methods', {
  id: text().notNull(),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** In cents. */
  price: money().notNull(),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
});

/** A way of paying a store offers; `id` is the method type (cash, card, paypal). */
export const paymentMethods = tenantTable('payment_methods', {
  id: text().$type<PaymentType>().notNull(),
  name: text().notNull(),
  description: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  requiresCardDetails: boolean().notNull().default(false),
});
