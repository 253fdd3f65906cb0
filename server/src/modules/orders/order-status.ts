import { and, eq } from 'drizzle-orm';
import { NEXT_STATUSES, type OrderStatus } from '@storefront/contract/manage';
import type { Transaction } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { orders } from './orders.tables.ts';
import { restock } from './restock.ts';

/**
 * Moves an order one step: pending → processing → shipped → completed, or cancels it before it ships,
 * which gives each supplier its units back. Any other move is 409. Answers the order's number and the
 * status it left, for the audit trail.
 */
export async function setOrderStatus(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  status: OrderStatus,
): Promise<{ number: string; from: string }> {
  const [order] = await tx
    .select({ status: orders.status, number: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw new NotFound('Order not found');
  const allowed = NEXT_STATUSES[order.status as OrderStatus] ?? [];
  if (!allowed.includes(status))
    throw new Conflict(`An order that is ${order.status} cannot become ${status}`, {
      status: 'Not allowed',
    });
  await tx
    .update(orders)
    .set({ status })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (status === 'cancelled') await restock(tx, tenantId, orderId);
  return { number: order.number, from: order.status };
}
