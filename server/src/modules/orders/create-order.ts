import { and, eq } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResult } from '@storefront/contract/checkout';
import type { Transaction } from '../../db/client.ts';
import { formatCents, type Cents } from '@storefront/contract/money';
import type { ChargeResult } from '../../platform/payments/index.ts';
import { lineKey, type Allocation } from '../inventory/index.ts';
import { newOrderNumber } from './order-number.ts';
import { orderItems, orderItemStocks, orders } from './orders.tables.ts';

/** An order's figures in cents, each line priced from the database (checkout's pricing). */
export interface OrderTotals {
  lines: {
    productId: number;
    variantId: number | null;
    variantName: string | null;
    name: string;
    slug: string;
    sku: string;
    quantity: number;
    unitCents: Cents;
    lineCents: Cents;
  }[];
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

export interface NewOrder {
  tenantId: string;
  userId: number;
  body: CheckoutRequest;
  totals: OrderTotals;
  charge: ChargeResult;
  idempotencyKey: string | undefined;
  /** The stock rows each line's units came from, by lineKey. */
  taken: Map<string, Allocation[]>;
}

/** The checkout answer for an order row. */
export const orderResult = (row: {
  id: number;
  orderNumber: string;
  status: string;
  total: Cents;
  paymentStatus: CheckoutResult['payment']['status'];
}): CheckoutResult => ({
  order_id: row.id,
  order_number: row.orderNumber,
  status: row.status,
  total: formatCents(row.total),
  payment: { status: row.paymentStatus },
});

/**
 * Writes the order, its lines and the stock rows each line came from; a paid order is processing, one still
 * to be paid is pending.
 */
export async function createOrder(tx: Transaction, o: NewOrder): Promise<CheckoutResult> {
  const shipping = { ...o.body.shipping_address, country: o.body.shipping_address.country || 'US' };
  const billing = o.body.billing_address
    ? { ...o.body.billing_address, country: o.body.billing_address.country || 'US' }
    : shipping;
  const [row] = await tx
    .insert(orders)
    .values({
      tenantId: o.tenantId,
      orderNumber: newOrderNumber(),
      userId: o.userId,
      status: o.charge.status === 'completed' ? 'processing' : 'pending',
      paymentStatus: o.charge.status,
      paymentMethod: o.body.payment_method,
      paymentTransactionId: o.charge.transactionId,
      cardBrand: o.charge.cardBrand ?? null,
      cardLast4: o.charge.cardLast4 ?? null,
      shippingMethod: o.body.shipping_method,
      customerEmail: o.body.customer_email,
      customerPhone: o.body.customer_phone,
      shippingAddress: shipping,
      billingAddress: billing,
      orderNotes: o.body.order_notes,
      subtotal: o.totals.subtotalCents,
      shippingCost: o.totals.shippingCents,
      total: o.totals.totalCents,
      idempotencyKey: o.idempotencyKey ?? null,
    })
    .returning();
  for (const line of o.totals.lines) {
    const [item] = await tx
      .insert(orderItems)
      .values({
        tenantId: o.tenantId,
        orderId: row!.id,
        productId: line.productId,
        productSlug: line.slug,
        productName: line.name,
        variantName: line.variantName,
        sku: line.sku,
        unitPrice: line.unitCents,
        quantity: line.quantity,
        lineTotal: line.lineCents,
      })
      .returning({ id: orderItems.id });
    const taken = o.taken.get(lineKey(line)) ?? [];
    if (taken.length)
      await tx.insert(orderItemStocks).values(
        taken.map((a) => ({
          tenantId: o.tenantId,
          orderItemId: item!.id,
          supplierStockId: a.stockId,
          quantity: a.quantity,
        })),
      );
  }
  return orderResult(row!);
}

/** The order an earlier request with this idempotency key placed, if any. */
export async function findOrderByKey(tx: Transaction, tenantId: string, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? orderResult(row) : null;
}
