import { sql } from 'drizzle-orm';
import { check, integer, timestamp, unique } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products, productVariants } from '../catalog/tables.ts';

/** One product (or one of its variants) in a signed-in shopper's cart; its quantity always at least 1. */
export const cartItems = tenantTable(
  'cart_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    productId: integer().notNull(),
    /** The variant chosen on the product page, sold at its own price from its own stock; null: any row. */
    variantId: integer(),
    quantity: integer().notNull(),
    /** The product's price when the line was last added to. */
    priceSnapshot: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    tenantReference(t.tenantId, t.variantId, productVariants, 'cart_items_variant_fk').onDelete('cascade'),
    // One line per product and variant; "no variant" counts as one value, so it is one line too.
    unique('cart_items_line_unique').on(t.tenantId, t.userId, t.productId, t.variantId).nullsNotDistinct(),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
