import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { RefundMethod } from '@storefront/contract/orders-refunds';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { orderItems, orders } from './orders.tables.ts';

/**
 * Money given back on an order (docs/decisions/057-refunds.md): the shipping and tax shares and the total as
 * the server computed them from the order, where it went (`card` through the provider, or `store_credit`),
 * and its state: `pending` while the provider is asked, `succeeded`, or `failed` (then it counts for nothing).
 */
export const refunds = tenantTable(
  'refunds',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    method: text().$type<RefundMethod>().notNull(),
    status: text().$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    /** The lines' amounts (without their tax when the order's prices excluded it). */
    linesAmount: money().notNull(),
    shippingAmount: money().notNull(),
    /** The tax given back: the lines' shares and shipping's; inside the amounts when the prices included it. */
    taxAmount: money().notNull(),
    total: money().notNull(),
    providerRefundId: text(),
    /** The staff member who made it (not a foreign key, like the ledger's actor: the record outlives them). */
    actorId: integer(),
    /** Their username then, copied like the order's names, so the history reads the same later. */
    actorName: text(),
    reason: text().notNull().default(''),
    restocked: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.orderId, orders).onDelete('cascade'),
    index('refunds_tenant_order_idx').on(t.tenantId, t.orderId),
    check('refunds_total_positive', sql`${t.total} > 0`),
    check('refunds_method', sql`${t.method} in ('card', 'store_credit')`),
    check('refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The units of each order line a refund gives back, with the price and the line's tax share returned. */
export const refundItems = tenantTable(
  'refund_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    refundId: integer().notNull(),
    orderItemId: integer().notNull(),
    quantity: integer().notNull(),
    amount: money().notNull(),
    tax: money().notNull(),
  },
  (t) => [
    tenantReference(t.tenantId, t.refundId, refunds).onDelete('cascade'),
    tenantReference(t.tenantId, t.orderItemId, orderItems).onDelete('cascade'),
    index('refund_items_tenant_refund_idx').on(t.tenantId, t.refundId),
    index('refund_items_tenant_item_idx').on(t.tenantId, t.orderItemId),
    check('refund_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
