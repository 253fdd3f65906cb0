import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products, productVariants } from '../catalog/tables.ts';

/**
 * One seller's stock of one variant, at that seller's price. Quantity never goes below zero. The seller is a
 * supplier (a third-party seller); null is the store itself (decision 040): at most one such row per variant.
 */
export const supplierStocks = tenantTable(
  'supplier_stocks',
  {
    id: integer().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    variantId: integer().notNull(),
    /** The supplier selling these units; null: the store sells its own stock. */
    supplierId: integer(),
    quantity: integer().notNull().default(0),
    price: money().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    tenantReference(t.tenantId, t.variantId, productVariants).onDelete('cascade'),
    tenantReference(t.tenantId, t.supplierId, users).onDelete('cascade'),
    unique('supplier_stocks_variant_supplier_idx')
      .on(t.tenantId, t.variantId, t.supplierId)
      .nullsNotDistinct(),
    index('supplier_stocks_tenant_product_idx').on(t.tenantId, t.productId),
    check('supplier_stocks_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Units a store took into stock with what it paid for each (a buylist purchase): the cost record that the
 * stock row itself does not keep. `source` says where they came from, e.g. "buylist submission 12".
 */
export const stockReceipts = tenantTable(
  'stock_receipts',
  {
    id: integer().generatedAlwaysAsIdentity(),
    supplierStockId: integer().notNull(),
    quantity: integer().notNull(),
    unitCost: money({ precision: 12 }).notNull(),
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.supplierStockId, supplierStocks, 'stock_receipts_stock_fk').onDelete(
      'cascade',
    ),
    index('stock_receipts_stock_idx').on(t.tenantId, t.supplierStockId),
    check('stock_receipts_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
