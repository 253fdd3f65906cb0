import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  NEXT_STATUSES,
  type ManageOrder,
  type ManageOrderPage,
  type ManageOrderQuery,
  type OrderStatus,
  type OrderStatusChange,
} from '@storefront/contract/dashboard-manage';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { formatCents, sumCents } from '@storefront/contract/money';
import { isLocalPickup } from '@storefront/contract/shipment';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import { requireRole, type SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { users } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';
import { paymentsOf, paymentsView, refundedTotals, setOrderStatus, shipmentView } from '../orders/index.ts';
import { refundOrderCredit } from '../store-credit/index.ts';
import { restoreGiftCardSpend } from '../gift-cards/index.ts';
import { orderItems, orders } from '../orders/tables.ts';

/** A supplier's own product ids as a subquery; null for staff and admin, who see every order. */
function ownProducts(tx: Transaction, tenantId: string, user: SessionUser) {
  if (user.role !== 'supplier') return null;
  return tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.supplierId, user.id)));
}

/**
 * Orders to manage, newest first: staff and admin see the store's, a supplier only the orders
 * holding their products and only their own lines of them.
 */
export async function manageOrders(ctx: RequestContext, query: ManageOrderQuery): Promise<ManageOrderPage> {
  const user = requireRole(ctx, 'supplier', 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const own = ownProducts(tx, tenantId, user);
    const conditions: (SQL | undefined)[] = [eq(orders.tenantId, tenantId)];
    if (query.status) conditions.push(eq(orders.status, query.status));
    if (own) {
      const holding = tx
        .select({ id: orderItems.orderId })
        .from(orderItems)
        .where(and(eq(orderItems.tenantId, tenantId), inArray(orderItems.productId, own)));
      conditions.push(inArray(orders.id, holding));
    }
    const where = and(...conditions);
    const { limit, offset } = pageWindow(query);
    const [total] = await tx.select({ n: count() }).from(orders).where(where);
    const rows = await tx
      .select({ order: orders, username: users.username })
      .from(orders)
      .innerJoin(users, and(eq(users.tenantId, orders.tenantId), eq(users.id, orders.userId)))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    const ids = rows.map((r) => r.order.id);
    const items = ids.length
      ? await tx
          .select()
          .from(orderItems)
          .where(
            and(
              eq(orderItems.tenantId, tenantId),
              inArray(orderItems.orderId, ids),
              own ? inArray(orderItems.productId, own) : undefined,
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    const payments = await paymentsOf(tx, tenantId, own ? [] : ids);
    const refunded = await refundedTotals(tx, tenantId, own ? [] : ids);
    const results = rows.map(({ order, username }): ManageOrder => ({
      id: order.id,
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      total: own
        ? formatCents(sumCents(items.filter((i) => i.orderId === order.id).map((i) => i.lineTotal)))
        : formatCents(order.total),
      payment_status: order.paymentStatus,
      refunded: formatCents(refunded.get(order.id) ?? 0),
      customer: { username, email: order.customerEmail },
      items: items
        .filter((i) => i.orderId === order.id)
        .map((i) => ({
          name: i.productName,
          variant_name: i.variantName,
          quantity: i.quantity,
          price: formatCents(i.unitPrice),
        })),
      // A supplier sees only their lines, so not how the whole order was paid.
      payments: own ? [] : paymentsView(order, payments.get(order.id)),
      next_statuses: own ? [] : [...(NEXT_STATUSES[order.status as OrderStatus] ?? [])],
      shipping_method: order.shippingMethod,
      shipping_method_name: order.shippingMethodName ?? order.shippingMethod,
      pickup: isLocalPickup(order.shippingMethod),
      shipment: shipmentView(order),
    }));
    return pageAnswer('/api/manage/orders/', { ...query }, total?.n ?? 0, results);
  });
}

/**
 * Staff and admin move an order one step: pending → processing → shipped → completed, or cancel it
 * before it ships, which puts its units back in stock. Any other move is 409.
 */
export async function changeOrderStatus(ctx: RequestContext, orderId: number, change: OrderStatusChange) {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  const { status } = change;
  const creditReturned = await ctx.db(async (tx) => {
    const order = await setOrderStatus(tx, tenantId, orderId, change);
    const refunded =
      status === 'cancelled'
        ? await refundOrderCredit(tx, tenantId, orderId, `Order ${order.number} cancelled`)
        : 0;
    // What gift cards paid goes back onto them, never to cash (decision 062).
    if (status === 'cancelled')
      await restoreGiftCardSpend(tx, tenantId, orderId, `Order ${order.number} cancelled`);
    await audit(tx, tenantId, user, 'order.status', `order ${order.number}`, {
      from: order.from,
      to: status,
      ...(status === 'shipped' && {
        carrier: change.carrier ?? null,
        tracking_number: change.tracking_number ?? null,
      }),
    });
    return refunded;
  });
  return { id: orderId, status, creditReturned };
}
