import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../db/tenant-scope.ts';
import { users } from '../auth/index.ts';
import { products } from '../catalog/index.ts';

/** One product in a signed-in shopper's cart; one line per product, its quantity always at least 1. */
export const cartItems = pgTable(
  'cart_items',
  {
    tenantId: tenantIdColumn(),
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    productId: integer().notNull(),
    quantity: integer().notNull(),
    /** The product's price when the line was last added to. */
    priceSnapshot: numeric({ precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    uniqueIndex('cart_items_tenant_user_product_idx').on(t.tenantId, t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    tenantIsolation('cart_items'),
  ],
);
