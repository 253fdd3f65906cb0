import { and, eq, like, lt, ne, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@storefront/contract/checkout';
import { sumCents, toCents, type Cents } from '@storefront/contract/money';
import type { Database, Queryable, Transaction } from '../../db/client.ts';
import { tenants } from '../../db/tenants.tables.ts';
import { orderResult } from './create-order.ts';
import { paymentsOf, PREPAID_METHODS } from './order-payments.ts';
import { orders } from './orders.tables.ts';
import { restock } from './restock.ts';

/**
 * An order paid on the page (Stripe): checkout records the intent's id as its transaction id with payment
 * `processing`, then the intent's outcome makes it paid or cancelled (docs/decisions/054).
 */
export interface IntentOrder {
  id: number;
  userId: number;
  status: string;
  paymentStatus: PaymentStatus;
  /** What the card is to pay: the total less the store credit spent on it. */
  dueCents: Cents;
}

/** The order of this store that carries `intentId` as its payment, whatever its state; null when none. */
export async function orderForIntent(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  intentId: string,
): Promise<IntentOrder | null> {
  const [row] = await tx
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      total: orders.total,
    })
    .from(orders)
    .where(
      and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), eq(orders.paymentTransactionId, intentId)),
    )
    .for('update');
  if (!row) return null;
  // Read apart: a subquery in a one-table select would name the order's columns unqualified.
  const paid = (await paymentsOf(tx, tenantId, [orderId])).get(orderId) ?? [];
  const credit = sumCents(paid.filter((p) => PREPAID_METHODS.has(p.method)).map((p) => toCents(p.amount)));
  const { total, ...order } = row;
  return { ...order, dueCents: total - credit };
}

const awaiting = (tenantId: string, orderId: number) =>
  and(eq(orders.tenantId, tenantId), eq(orders.id, orderId), eq(orders.paymentStatus, 'processing'));
const open = (tenantId: string, orderId: number) =>
  and(awaiting(tenantId, orderId), ne(orders.status, 'cancelled'));

/** Marks an order awaiting its intent paid (payment completed, a pending order processing); answers whether it was. */
export async function markIntentPaid(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  card: { brand?: string | undefined; last4?: string | undefined },
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      // Staff may have moved it on already; a pending order becomes processing as a paid one does.
      status: sql`case when ${orders.status} = 'pending' then 'processing' else ${orders.status} end`,
      paymentStatus: 'completed',
      cardBrand: card.brand ?? null,
      cardLast4: card.last4 ?? null,
    })
    .where(open(tenantId, orderId))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Closes an order whose intent will not pay it: status cancelled, payment failed, and — unless staff had
 * cancelled it already (which restocked it) — its units back in the stock rows they came from. Only an order
 * still awaiting its intent is touched; answers whether it was.
 */
export async function cancelIntentOrder(
  tx: Transaction,
  tenantId: string,
  order: IntentOrder,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'failed' })
    .where(awaiting(tenantId, order.id))
    .returning({ id: orders.id });
  if (!rows.length) return false;
  if (order.status !== 'cancelled') await restock(tx, tenantId, order.id);
  return true;
}

/** The checkout answer for an order as it stands now. */
export async function orderAnswer(tx: Transaction, tenantId: string, orderId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  return row ? orderResult(row) : null;
}

/**
 * Every store's orders still awaiting a Stripe intent that were placed before `before`, with the store's
 * Connect account: read on the owner connection (all stores at once) by the sweeper, ids only.
 */
export async function staleIntentOrders(db: Database, before: Date) {
  return db
    .select({
      tenantId: orders.tenantId,
      orderId: orders.id,
      intentId: orders.paymentTransactionId,
      account: tenants.stripeAccountId,
    })
    .from(orders)
    .innerJoin(tenants, eq(tenants.id, orders.tenantId))
    .where(
      and(
        eq(orders.paymentStatus, 'processing'),
        like(orders.paymentTransactionId, 'pi\\_%'),
        lt(orders.createdAt, before),
      ),
    )
    .limit(500);
}

/** Whether any order of this store was paid, or is being paid, through a Stripe intent (owner connection). */
export async function hasIntentOrders(db: Queryable, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), like(orders.paymentTransactionId, 'pi\\_%')))
    .limit(1);
  return row !== undefined;
}

/** The payment transaction id of the user's own order in this store (an intent id when paid by Stripe). */
export async function ownOrderTransaction(
  tx: Transaction,
  tenantId: string,
  userId: number,
  orderId: number,
) {
  const [row] = await tx
    .select({ transactionId: orders.paymentTransactionId })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.id, orderId)));
  return row?.transactionId ?? null;
}
