import { and, eq, ne, sql } from 'drizzle-orm';
import { NEXT_STATUSES, type OrderStatusChange } from '@storefront/contract/dashboard-manage';
import { isLocalPickup } from '@storefront/contract/shipment';
import type { Transaction } from '../../db/client.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { orders } from './orders.tables.ts';
import { refunds } from './refunds.tables.ts';
import { restock } from './restock.ts';

/** Whether money was (or is being) given back on the order: cancelling would restock and refund it twice. */
async function hasRefunds(tx: Transaction, tenantId: string, orderId: number) {
  const [row] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.orderId, orderId), ne(refunds.status, 'failed')))
    .limit(1);
  return Boolean(row);
}

/** What shipping needs: a carrier and a tracking number, both optional when the shopper collects the order. */
function shipmentOf(change: OrderStatusChange, shippingMethod: string) {
  const carrier = change.carrier ?? null;
  const trackingNumber = change.tracking_number || null;
  if (!isLocalPickup(shippingMethod)) {
    const fields: Record<string, string> = {};
    if (!carrier) fields.carrier = 'Choose a carrier';
    if (!trackingNumber) fields.tracking_number = 'Enter the tracking number';
    if (Object.keys(fields).length)
      throw new BadRequest('A shipped order needs its carrier and tracking number', fields);
  }
  return { carrier, trackingNumber, shippedAt: new Date() };
}

/** A cash-on-delivery order is paid when it is delivered: completing it completes its pending payment. */
const cashCollected = {
  paymentStatus: sql`case when ${orders.paymentMethod} = 'cash' and ${orders.paymentStatus} = 'pending'
    then 'completed' else ${orders.paymentStatus} end`,
};

/**
 * Moves an order one step: pending → processing → shipped → completed, or cancels it before it ships,
 * which gives each supplier its units back. Shipping records the carrier and tracking number (required
 * unless the order is picked up at the store); completing a cash order records its cash as paid. Any other
 * move is 409. Answers the order's number and the
 * status it left, for the audit trail.
 */
export async function setOrderStatus(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  change: OrderStatusChange,
): Promise<{ number: string; from: string }> {
  const { status } = change;
  const [order] = await tx
    .select({ status: orders.status, number: orders.orderNumber, shippingMethod: orders.shippingMethod })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
    .for('update');
  if (!order) throw new NotFound('Order not found');
  const allowed = NEXT_STATUSES[order.status as keyof typeof NEXT_STATUSES] ?? [];
  if (!allowed.includes(status))
    throw new Conflict(`An order that is ${order.status} cannot become ${status}`, {
      status: 'Not allowed',
    });
  if (status === 'cancelled' && (await hasRefunds(tx, tenantId, orderId)))
    throw new Conflict('An order with refunds cannot be cancelled: refund what is left instead', {
      status: 'Not allowed',
    });
  const shipment = status === 'shipped' ? shipmentOf(change, order.shippingMethod) : {};
  await tx
    .update(orders)
    .set({ status, ...shipment, ...(status === 'completed' && cashCollected) })
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  if (status === 'cancelled') await restock(tx, tenantId, orderId);
  return { number: order.number, from: order.status };
}
