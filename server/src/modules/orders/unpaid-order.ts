import { and, eq } from 'drizzle-orm';
import type { CheckoutResult } from '@storefront/contract/checkout';
import { runPrepared, type Transaction } from '../../db/client.ts';
import type { ChargeResult } from '../../platform/payments/index.ts';
import { orderResult } from './create-order.ts';
import { orders } from './orders.tables.ts';
import { restock } from './restock.ts';

/** The transaction id an order carries while its payment is being taken (docs/decisions/012). */
export const AWAITING_CHARGE = 'awaiting_charge';

const awaitingCharge = (tenantId: string, orderId: number) =>
  and(
    eq(orders.tenantId, tenantId),
    eq(orders.id, orderId),
    eq(orders.paymentStatus, 'pending'),
    eq(orders.paymentTransactionId, AWAITING_CHARGE),
  );

/**
 * Records the charge on an order written as pending payment: a completed payment makes it processing, one
 * still to be paid (cash, PayPal) leaves it pending. Throws when the order is no longer awaiting its charge.
 */
export async function markOrderPaid(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  charge: ChargeResult,
): Promise<CheckoutResult> {
  const [row] = await runPrepared(
    tx
      .update(orders)
      .set({
        status: charge.status === 'completed' ? 'processing' : 'pending',
        paymentStatus: charge.status,
        paymentTransactionId: charge.transactionId,
        cardBrand: charge.cardBrand ?? null,
        cardLast4: charge.cardLast4 ?? null,
      })
      .where(awaitingCharge(tenantId, orderId))
      .returning(),
  );
  if (!row) throw new Error(`Order ${orderId} is no longer awaiting its charge`);
  return orderResult(row);
}

/**
 * Undoes an order whose payment did not happen: gives its units back to the stock rows they came from,
 * takes them off the products' units sold, and deletes the order (its lines go with it). Only an order
 * still awaiting its charge is touched; answers whether one was discarded.
 */
export async function discardUnpaidOrder(
  tx: Transaction,
  tenantId: string,
  orderId: number,
): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(awaitingCharge(tenantId, orderId))
    .for('update');
  if (!order) return false;
  await restock(tx, tenantId, orderId);
  await tx.delete(orders).where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return true;
}
