import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import { creditRefund } from '../store-credit/index.ts';
import { orders } from './orders.tables.ts';
import type { RefundAmounts } from './refund-amounts.ts';
import type { OrderForRefund } from './refund-order.ts';
import { refundItems, refunds } from './refunds.tables.ts';
import { restockElsewhere, restockUnits, type RestockPlan } from './restock.ts';

/** Units of these lines that earlier succeeded refunds already put back in stock. */
async function restockedBefore(tx: Transaction, tenantId: string, refundId: number, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, number>();
  const rows = await tx
    .select({ id: refundItems.orderItemId, units: sql<number>`sum(${refundItems.quantity})::int` })
    .from(refundItems)
    .innerJoin(refunds, and(eq(refunds.tenantId, refundItems.tenantId), eq(refunds.id, refundItems.refundId)))
    .where(
      and(
        eq(refundItems.tenantId, tenantId),
        inArray(refundItems.orderItemId, itemIds),
        eq(refunds.restocked, true),
        eq(refunds.status, 'succeeded'),
        ne(refunds.id, refundId),
      ),
    )
    .groupBy(refundItems.orderItemId);
  return new Map(rows.map((r) => [r.id, r.units]));
}

/**
 * Completes a refund whose money went back (or goes to store credit now), in the caller's transaction under
 * the order's lock: marks it succeeded with the provider's id, credits the ledger ("Refund of order N"),
 * restocks the units when asked, sets the order's payment `refunded` once everything paid came back (else
 * `partially_refunded`) and audits it.
 */
export async function settleRefund(
  tx: Transaction,
  tenantId: string,
  actor: SessionUser,
  r: {
    order: OrderForRefund;
    refundId: number;
    amounts: RefundAmounts;
    restock: boolean;
    /** Per line where its units go back (a return received in another condition); all to their rows when absent. */
    restockPlan?: RestockPlan;
    providerRefundId?: string;
  },
): Promise<void> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId: r.providerRefundId ?? null })
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, r.refundId)))
    .returning({ method: refunds.method, total: refunds.total });
  if (!row) return;
  const { order, amounts } = r;
  if (row.method === 'store_credit')
    await creditRefund(tx, tenantId, order.userId, row.total, {
      id: order.id,
      number: order.number,
      actorId: actor.id,
    });
  if (r.restock) {
    const before = await restockedBefore(
      tx,
      tenantId,
      r.refundId,
      amounts.lines.map((l) => l.orderItemId),
    );
    for (const l of amounts.lines) {
      const into = r.restockPlan ? r.restockPlan.get(l.orderItemId) : 'origin';
      if (into === 'origin')
        await restockUnits(tx, tenantId, l.orderItemId, before.get(l.orderItemId) ?? 0, l.quantity);
      else if (into) await restockElsewhere(tx, tenantId, l.orderItemId, l.quantity, into);
    }
  }
  const [given] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.total}), 0)::text` })
    .from(refunds)
    .where(
      and(eq(refunds.tenantId, tenantId), eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')),
    );
  const refunded = toCents(given?.total ?? '0');
  await tx
    .update(orders)
    .set({
      paymentStatus: refunded + order.creditReturned >= order.paid ? 'refunded' : 'partially_refunded',
    })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, order.id)));
  await audit(tx, tenantId, actor, 'order.refund', `order ${order.number}`, {
    refund: r.refundId,
    method: row.method,
    total: formatCents(row.total),
    restocked: r.restock,
  });
}
