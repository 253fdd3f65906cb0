import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Refund } from '@storefront/contract/orders-refunds';
import { formatCents, sumCents, toCents, type Cents } from '@storefront/contract/money';
import { STORE_CURRENCY } from '@storefront/contract/tax-rules';
import type { ReadOnly } from '../../db/read-only.ts';
import { orderItems } from './orders.tables.ts';
import { refundItems, refunds } from './refunds.tables.ts';

type RefundRow = typeof refunds.$inferSelect;

/** A line's name as its refund reads: the product, and the variant when one was chosen. */
export const lineLabel = (productName: string, variantName: string | null) =>
  variantName ? `${productName} (${variantName})` : productName;

/** The refunds of these orders by order id, oldest first, each with its lines (`by`: staff views only). */
export async function refundsOf(
  tx: ReadOnly,
  tenantId: string,
  orderIds: number[],
  options: { staff: boolean },
): Promise<Map<number, Refund[]>> {
  const byOrder = new Map<number, Refund[]>();
  if (!orderIds.length) return byOrder;
  const rows = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), inArray(refunds.orderId, orderIds)))
    .orderBy(asc(refunds.id));
  if (!rows.length) return byOrder;
  const lines = await tx
    .select({
      refundId: refundItems.refundId,
      orderItemId: refundItems.orderItemId,
      quantity: refundItems.quantity,
      amount: refundItems.amount,
      tax: refundItems.tax,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
    })
    .from(refundItems)
    .innerJoin(
      orderItems,
      and(eq(orderItems.tenantId, refundItems.tenantId), eq(orderItems.id, refundItems.orderItemId)),
    )
    .where(
      and(
        eq(refundItems.tenantId, tenantId),
        inArray(
          refundItems.refundId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(refundItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(
      refundView(
        row,
        lines.filter((l) => l.refundId === row.id),
        options.staff,
      ),
    );
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

function refundView(
  row: RefundRow,
  lines: {
    orderItemId: number;
    quantity: number;
    amount: number;
    tax: number;
    productName: string;
    variantName: string | null;
  }[],
  staff: boolean,
): Refund {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    method: row.method,
    status: row.status,
    lines: lines.map((l) => ({
      order_item_id: l.orderItemId,
      name: lineLabel(l.productName, l.variantName),
      quantity: l.quantity,
      amount: formatCents(l.amount),
      tax: formatCents(l.tax),
    })),
    shipping: formatCents(row.shippingAmount),
    tax: formatCents(row.taxAmount),
    total: formatCents(row.total),
    currency: STORE_CURRENCY,
    provider_refund_id: staff ? row.providerRefundId : null,
    restocked: row.restocked,
    reason: row.reason,
    by: staff ? row.actorName : null,
  };
}

/** What the succeeded refunds of a list gave back, in cents. */
export const refundedCents = (list: Refund[] | undefined): Cents =>
  sumCents((list ?? []).filter((r) => r.status === 'succeeded').map((r) => toCents(r.total)));

/** What succeeded refunds gave back on each of these orders, in cents (orders without refunds are absent). */
export async function refundedTotals(tx: ReadOnly, tenantId: string, orderIds: number[]) {
  const rows = orderIds.length
    ? await tx
        .select({ orderId: refunds.orderId, total: sql<string>`sum(${refunds.total})::text` })
        .from(refunds)
        .where(
          and(
            eq(refunds.tenantId, tenantId),
            inArray(refunds.orderId, orderIds),
            eq(refunds.status, 'succeeded'),
          ),
        )
        .groupBy(refunds.orderId)
    : [];
  return new Map(rows.map((r) => [r.orderId, toCents(r.total)]));
}
