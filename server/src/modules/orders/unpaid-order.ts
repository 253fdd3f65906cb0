import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CheckoutResult } from '@storefront/contract/checkout';
import { toCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
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

/** What `orderPaidStatement` answers: the order's result row, its total as text. */
export type PaidOrderRow = Omit<Parameters<typeof orderResult>[0], 'total'> & { total: string };

/**
 * The one statement that records the charge on an order written as pending payment: a completed payment
 * makes it processing, one still to be paid (cash, PayPal) leaves it pending. Only an order still awaiting
 * its charge is touched; it answers that order's row (none when it is no longer awaiting).
 */
export const orderPaidStatement = (tenantId: string, orderId: number, charge: ChargeResult): SQL =>
  sql`update orders set status = ${charge.status === 'completed' ? 'processing' : 'pending'},
        payment_status = ${charge.status}, payment_transaction_id = ${charge.transactionId},
        card_brand = ${charge.cardBrand ?? null}, card_last4 = ${charge.cardLast4 ?? null}
      where tenant_id = ${tenantId} and id = ${orderId} and payment_status = 'pending'
        and payment_transaction_id = ${AWAITING_CHARGE}
      returning id, order_number "orderNumber", status, total::text, payment_status "paymentStatus"`;

/** The order's answer from what `orderPaidStatement` returned; throws when it was no longer awaiting its charge. */
export function paidOrder(rows: PaidOrderRow[], orderId: number): CheckoutResult {
  const [row] = rows;
  if (!row) throw new Error(`Order ${orderId} is no longer awaiting its charge`);
  return orderResult({ ...row, total: toCents(row.total) });
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
