import { sql } from 'drizzle-orm';
import { boolean, integer, text } from 'drizzle-orm/pg-core';
import type { PaymentType } from '@storefront/contract/checkout';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';

/**
 * Where a store ships with its own methods (decision 053): a name and places, each a country ("DE") or a
 * region of one ("US-NY"). `freeOver`: this zone's free-shipping threshold; null: the store's applies.
 */
export const shippingZones = tenantTable('shipping_zones', {
  id: integer().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  places: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  freeOver: money(),
});

/**
 * A way of delivering an order; `id` is the method value (standard, priority, express, or a zone method's).
 * Without a zone it is offered wherever no zone applies; a zone's method only in its zone and only to orders
 * meeting its conditions (subtotal and item-count bands, null: no bound). A pickup is free.
 */
export const shippingMethods = tenantTable(
  'shipping_methods',
  {
    id: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** In cents. */
    price: money().notNull(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    zoneId: integer(),
    pickup: boolean().notNull().default(false),
    minSubtotal: money(),
    maxSubtotal: money(),
    minItems: integer(),
    maxItems: integer(),
    /** A weight band in grams (a letter up to 100 g, a parcel above it). */
    minWeightGrams: integer(),
    maxWeightGrams: integer(),
  },
  (t) => [tenantReference(t.tenantId, t.zoneId, shippingZones).onDelete('cascade')],
);

/** A way of paying a store offers; `id` is the method type (cash, card, paypal). */
export const paymentMethods = tenantTable('payment_methods', {
  id: text().$type<PaymentType>().notNull(),
  name: text().notNull(),
  description: text().notNull().default(''),
  isActive: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  requiresCardDetails: boolean().notNull().default(false),
});
