import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CheckoutRequest, CheckoutResult } from '@storefront/contract/checkout';
import { queryPrepared, type Transaction } from '../../db/client.ts';
import { formatCents, toCents, type Cents } from '@storefront/contract/money';
import type { ChargeResult } from '../../platform/payments/index.ts';
import { lineKey, type Allocation } from '../inventory/index.ts';
import { newOrderNumber } from './order-number.ts';
import type { NewPayment } from './order-payments.ts';
import { orders } from './orders.tables.ts';

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
    /** The line's tax, inside lineCents when taxIncluded; on lineCents - discountCents. */
    taxCents: Cents;
    /** Taken off lineCents by promotions and the code (decision 060). */
    discountCents: Cents;
  }[];
  subtotalCents: Cents;
  /** The lines' discounts added up. */
  discountCents: Cents;
  /** The discount code applied, as the store spells it. */
  discountCode: string | null;
  shippingCents: Cents;
  /** The lines' tax plus shipping's. */
  taxCents: Cents;
  /** The prices included the tax (so the total does not add it). */
  taxIncluded: boolean;
  totalCents: Cents;
}

export interface NewOrder {
  tenantId: string;
  userId: number;
  body: CheckoutRequest;
  /** The chosen shipping method's name, kept on the order as the shopper saw it. */
  shippingMethodName: string;
  totals: OrderTotals;
  charge: ChargeResult;
  idempotencyKey: string | undefined;
  /** The stock rows each line's units came from, by lineKey. */
  taken: Map<string, Allocation[]>;
  /**
   * Another module's write that commits with the order (checkout: units sold), run inside the order's
   * statement as a CTE: one round trip, while checkout holds the stock rows.
   */
  alongside?: SQL | null;
  /** How the total is paid: store credit first, then the chosen method (tendersFor). */
  payments: NewPayment[];
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
 * The order's lines as columns of arrays (`unnest`), numbered in the order they are inserted: one statement
 * text whatever the number of lines, so it is prepared once per connection.
 */
function itemColumns(o: NewOrder) {
  const column = <T>(pick: (line: OrderTotals['lines'][number], n: number) => T) =>
    sql.param(o.totals.lines.map(pick));
  return sql`${column((_, n) => n)}::int[], ${column((l) => l.productId)}::int[], ${column((l) => l.slug)}::text[],
    ${column((l) => l.name)}::text[], ${column((l) => l.variantName)}::text[],
    ${column((l) => (l.variantName === null ? null : l.variantId))}::int[], ${column((l) => l.sku)}::text[],
    ${column((l) => formatCents(l.unitCents))}::numeric[], ${column((l) => l.quantity)}::int[],
    ${column((l) => formatCents(l.lineCents))}::numeric[], ${column((l) => formatCents(l.taxCents))}::numeric[],
    ${column((l) => formatCents(l.discountCents))}::numeric[]`;
}

/** Which stock rows each line (by its number) took units from, as columns of arrays. */
function allocationColumns(o: NewOrder) {
  const rows = o.totals.lines.flatMap((line, n) =>
    (o.taken.get(lineKey(line)) ?? []).map((a) => ({ n, ...a })),
  );
  return sql`${sql.param(rows.map((r) => r.n))}::int[], ${sql.param(rows.map((r) => r.stockId))}::int[],
    ${sql.param(rows.map((r) => r.quantity))}::int[]`;
}

/** The order's tenders, inserted with it (a CTE of the order's statement). */
function paymentsInsert(o: NewOrder) {
  if (!o.payments.length) return sql``;
  const column = <T>(pick: (p: NewPayment) => T) => sql.param(o.payments.map(pick));
  return sql`, paid as (
        insert into order_payments (tenant_id, order_id, method, label, amount)
        select ${o.tenantId}::uuid, o.id, p.method, p.label, p.amount
        from o, unnest(${column((p) => p.method)}::text[], ${column((p) => p.label)}::text[],
          ${column((p) => formatCents(p.cents))}::numeric[]) with ordinality as p (method, label, amount, n)
        order by p.n)`;
}

/**
 * Writes the order, its lines, its payments and the stock rows each line came from in one statement (checkout calls it
 * while holding stock locks, so every round trip counts); a paid order is processing, one still to be paid
 * is pending.
 */
export async function createOrder(tx: Transaction, o: NewOrder): Promise<CheckoutResult> {
  const shipping = { ...o.body.shipping_address, country: o.body.shipping_address.country || 'US' };
  const billing = o.body.billing_address
    ? { ...o.body.billing_address, country: o.body.billing_address.country || 'US' }
    : shipping;
  const order = tx
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
      shippingMethodName: o.shippingMethodName,
      customerEmail: o.body.customer_email,
      customerPhone: o.body.customer_phone,
      shippingAddress: shipping,
      billingAddress: billing,
      orderNotes: o.body.order_notes,
      subtotal: o.totals.subtotalCents,
      shippingCost: o.totals.shippingCents,
      taxTotal: o.totals.taxCents,
      taxIncluded: o.totals.taxIncluded,
      discount: o.totals.discountCents,
      discountCode: o.totals.discountCode,
      total: o.totals.totalCents,
      idempotencyKey: o.idempotencyKey ?? null,
    })
    .returning({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      total: orders.total,
      paymentStatus: orders.paymentStatus,
    });
  // Identity values are drawn in insert order, so an item's rank by id is its line's number.
  const [row] = await queryPrepared<Omit<Parameters<typeof orderResult>[0], 'total'> & { total: string }>(
    tx,
    sql`with o as (${order.getSQL()}),
      items as (
        insert into order_items (tenant_id, order_id, product_id, product_slug, product_name, variant_name,
          variant_id, sku, unit_price, quantity, line_total, tax, discount)
        select ${o.tenantId}::uuid, o.id, l.product_id, l.slug, l.name, l.variant_name, l.variant_id, l.sku,
          l.unit_price, l.quantity, l.line_total, l.tax, l.discount
        from o, unnest(${itemColumns(o)}) as l (n, product_id, slug, name, variant_name, variant_id, sku, unit_price,
          quantity, line_total, tax, discount)
        order by l.n
        returning id),
      taken as (
        insert into order_item_stocks (tenant_id, order_item_id, supplier_stock_id, quantity)
        select ${o.tenantId}::uuid, i.id, a.stock_id, a.quantity
        from (select id, row_number() over (order by id)::int - 1 as n from items) i
        join unnest(${allocationColumns(o)}) as a (n, stock_id, quantity) on a.n = i.n)
      ${paymentsInsert(o)}
      ${o.alongside ? sql`, alongside as (${o.alongside})` : sql``}
      select o.id, o.order_number "orderNumber", o.status, o.total::text, o.payment_status "paymentStatus" from o`,
  );
  return orderResult({ ...row!, total: toCents(row!.total) });
}

/** The order an earlier request with this idempotency key placed, if any. */
export async function findOrderByKey(tx: Transaction, tenantId: string, userId: number, key: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ? orderResult(row) : null;
}
