import { sql } from 'drizzle-orm';
import { check, index, integer, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products, productVariants } from '../catalog/tables.ts';

/** One supplier's stock of one variant, at that supplier's price. Quantity never goes below zero. */
export const supplierStocks = tenantTable(
  'supplier_stocks',
  {
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    variantId: integer().notNull(),
    supplierId: integer().notNull(),
    quantity: integer().notNull().default(0),
    price: money().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    tenantReference(t.tenantId, t.variantId, productVariants).onDelete('cascade'),
    tenantReference(t.tenantId, t.supplierId, users).onDelete('cascade'),
    uniqueIndex('supplier_stocks_variant_supplier_idx').on(t.tenantId, t.variantId, t.supplierId),
    index('supplier_stocks_tenant_product_idx').on(t.tenantId, t.productId),
    check('supplier_stocks_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
