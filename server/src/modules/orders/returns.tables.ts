import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { BuyCondition } from '@storefront/contract/buylist';
import type { ReturnStatus } from '@storefront/contract/orders-returns';
import { bytea } from '../../db/bytea-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { orderItems, orders } from './orders.tables.ts';
import { refunds } from './refunds.tables.ts';

/**
 * A customer's request to send back units of a delivered order (docs/decisions/058-returns.md): why, its
 * status (requested → approved → received → refunded, or rejected with a note, or cancelled by the
 * customer), and the refund that followed receipt.
 */
export const returns = tenantTable(
  'returns',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    userId: integer().notNull(),
    status: text().$type<ReturnStatus>().notNull(),
    reason: text().notNull(),
    note: text().notNull().default(''),
    refundId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.orderId, orders).onDelete('cascade'),
    tenantReference(t.tenantId, t.refundId, refunds).onDelete('set null'),
    index('returns_tenant_order_idx').on(t.tenantId, t.orderId),
    index('returns_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
    check(
      'returns_status',
      sql`${t.status} in ('requested', 'approved', 'rejected', 'received', 'refunded', 'cancelled')`,
    ),
  ],
);

/** The units of one order line a return asks to send back, and what staff received of them and how. */
export const returnItems = tenantTable(
  'return_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    returnId: integer().notNull(),
    orderItemId: integer().notNull(),
    quantity: integer().notNull(),
    receivedQuantity: integer(),
    receivedCondition: text().$type<BuyCondition>(),
    restocked: boolean().notNull().default(false),
  },
  (t) => [
    tenantReference(t.tenantId, t.returnId, returns).onDelete('cascade'),
    tenantReference(t.tenantId, t.orderItemId, orderItems).onDelete('cascade'),
    index('return_items_tenant_return_idx').on(t.tenantId, t.returnId),
    index('return_items_tenant_item_idx').on(t.tenantId, t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'return_items_received_range',
      sql`${t.receivedQuantity} is null or ${t.receivedQuantity} between 0 and ${t.quantity}`,
    ),
  ],
);

/** A photo the customer added to their return (what arrived damaged, the wrong printing), already resized. */
export const returnPhotos = tenantTable(
  'return_photos',
  {
    id: integer().generatedAlwaysAsIdentity(),
    returnId: integer().notNull(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.returnId, returns).onDelete('cascade'),
    index('return_photos_tenant_return_idx').on(t.tenantId, t.returnId),
  ],
);
