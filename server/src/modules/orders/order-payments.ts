import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatCents, type Cents } from '@storefront/contract/money';
import type { OrderPayment } from '@storefront/contract/orders';
import type { ReadOnly } from '../../db/read-only.ts';
import { orderPayments, type orders } from './orders.tables.ts';

/** The method id store credit is recorded under, and its label. */
export const STORE_CREDIT_METHOD = 'store_credit';
export const STORE_CREDIT_LABEL = 'Store credit';
/** Tenders paid before the charge: store credit and gift cards (decision 062); the card or cash pays the rest. */
export const PREPAID_METHODS: ReadonlySet<string> = new Set([STORE_CREDIT_METHOD, 'gift_card']);

/** One tender as checkout hands it to `createOrder`. */
export interface NewPayment {
  method: string;
  label: string;
  cents: Cents;
}

/**
 * How an order of `totalCents` is paid: the store credit applied first, then the chosen method for the rest;
 * a tender of nothing is left out (an order paid wholly by credit has one row).
 */
export function tendersFor(
  totalCents: Cents,
  creditCents: Cents,
  method: { id: string; name: string },
): NewPayment[] {
  return [
    { method: STORE_CREDIT_METHOD, label: STORE_CREDIT_LABEL, cents: creditCents },
    { method: method.id, label: method.name, cents: totalCents - creditCents },
  ].filter((p) => p.cents > 0);
}

/** The payments of these orders, by order id, in the order they were recorded. */
export async function paymentsOf(
  tx: ReadOnly,
  tenantId: string,
  orderIds: number[],
): Promise<Map<number, OrderPayment[]>> {
  const rows = orderIds.length
    ? await tx
        .select()
        .from(orderPayments)
        .where(and(eq(orderPayments.tenantId, tenantId), inArray(orderPayments.orderId, orderIds)))
        .orderBy(asc(orderPayments.id))
    : [];
  const byOrder = new Map<number, OrderPayment[]>();
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push({ method: r.method, label: r.label, amount: formatCents(r.amount) });
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash on Delivery',
  card: 'Credit/Debit Card',
  paypal: 'PayPal',
};

/** An order's payments, or for one placed before they were recorded, its method for the whole total. */
export function paymentsView(
  order: Pick<typeof orders.$inferSelect, 'paymentMethod' | 'total'>,
  recorded: OrderPayment[] | undefined,
): OrderPayment[] {
  if (recorded?.length) return recorded;
  if (order.total <= 0) return [];
  const method = order.paymentMethod;
  return [{ method, label: METHOD_LABELS[method] ?? method, amount: formatCents(order.total) }];
}
