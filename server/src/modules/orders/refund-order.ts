import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { REFUND_MESSAGES, type RefundMethod } from '@storefront/contract/orders-refunds';
import { sumCents, toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { creditGivenBack } from '../store-credit/index.ts';
import { paymentsOf, paymentsView } from './order-payments.ts';
import { orderItems, orders } from './orders.tables.ts';
import { refundAmounts, type RefundAmounts, type RefundAsk, type RefundableOrder } from './refund-amounts.ts';
import { lineLabel } from './refund-records.ts';
import { refundItems, refunds } from './refunds.tables.ts';

/** A payment a refund may give money back from: paid, or already partly or wholly refunded. */
const REFUNDABLE = new Set(['completed', 'partially_refunded', 'refunded']);

/** An order as a refund sees it: its stored amounts, what it was paid and what refunds took already. */
export interface OrderForRefund extends RefundableOrder {
  id: number;
  number: string;
  userId: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
  transactionId: string;
  paid: Cents;
  paidByCard: Cents;
  /** Refunds not failed (pending ones count: their money may be on its way). */
  refunded: Cents;
  cardRefunded: Cents;
  /** Store credit the order gave back outside refunds (when it was cancelled): no longer refundable. */
  creditReturned: Cents;
}

/** What is left of the order's payments to give back: paid, less refunds and credit returned on cancelling. */
export const leftToRefund = (o: OrderForRefund): Cents => o.paid - o.refunded - o.creditReturned;

const notFailed = ne(refunds.status, 'failed');

/**
 * Reads an order for a refund; `lock` takes its row lock first, so refunds of one order run one after the
 * other and each sees what the one before took (the over-refund checks hold with refunds at once).
 */
export async function orderForRefund(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  lock: boolean,
): Promise<OrderForRefund> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new NotFound('Order not found');
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  const back = await tx
    .select({ id: refundItems.orderItemId, units: sql<number>`sum(${refundItems.quantity})::int` })
    .from(refundItems)
    .innerJoin(refunds, and(eq(refunds.tenantId, refundItems.tenantId), eq(refunds.id, refundItems.refundId)))
    .where(and(eq(refundItems.tenantId, tenantId), eq(refunds.orderId, orderId), notFailed))
    .groupBy(refundItems.orderItemId);
  const given = await tx
    .select({ method: refunds.method, total: refunds.total, shipping: refunds.shippingAmount })
    .from(refunds)
    .where(and(eq(refunds.tenantId, tenantId), eq(refunds.orderId, orderId), notFailed));
  const creditRefunds = sumCents(given.filter((g) => g.method === 'store_credit').map((g) => g.total));
  const creditReturned = (await creditGivenBack(tx, tenantId, orderId)) - creditRefunds;
  const payments = paymentsView(order, (await paymentsOf(tx, tenantId, [orderId])).get(orderId));
  return {
    id: order.id,
    number: order.orderNumber,
    userId: order.userId,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    transactionId: order.paymentTransactionId,
    taxIncluded: order.taxIncluded,
    shippingCost: order.shippingCost,
    taxTotal: order.taxTotal,
    lines: items.map((i) => ({
      id: i.id,
      name: lineLabel(i.productName, i.variantName),
      unitPrice: i.unitPrice,
      quantity: i.quantity,
      tax: i.tax,
      discount: i.discount,
      refundedQuantity: back.find((b) => b.id === i.id)?.units ?? 0,
    })),
    shippingRefunded: sumCents(given.map((g) => g.shipping)),
    paid: sumCents(payments.map((p) => toCents(p.amount))),
    paidByCard: sumCents(payments.filter((p) => p.method === 'card').map((p) => toCents(p.amount))),
    refunded: sumCents(given.map((g) => g.total)),
    cardRefunded: sumCents(given.filter((g) => g.method === 'card').map((g) => g.total)),
    creditReturned,
  };
}

/**
 * Prices a refund of a paid order and checks it against what is left: units and shipping (by line), the
 * amount paid in all, and for the card what the card paid (the rest goes back only as store credit).
 */
export function checkedRefund(
  order: OrderForRefund,
  ask: RefundAsk & { method: RefundMethod; restock: boolean },
): RefundAmounts {
  if (!REFUNDABLE.has(order.paymentStatus)) throw new BadRequest(REFUND_MESSAGES.notPaid);
  if (ask.restock && order.status === 'cancelled')
    throw new BadRequest(REFUND_MESSAGES.cancelled, { restock: REFUND_MESSAGES.cancelled });
  const amounts = refundAmounts(order, ask);
  if (amounts.total > leftToRefund(order))
    throw new BadRequest(REFUND_MESSAGES.overPaid, { total: REFUND_MESSAGES.overPaid });
  if (ask.method === 'card') {
    if (order.paidByCard <= 0)
      throw new BadRequest(REFUND_MESSAGES.notCard, { method: REFUND_MESSAGES.notCard });
    if (amounts.total > order.paidByCard - order.cardRefunded)
      throw new BadRequest(REFUND_MESSAGES.card, { method: REFUND_MESSAGES.card });
  }
  return amounts;
}
