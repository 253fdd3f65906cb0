import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PageQuery } from '@storefront/contract/common';
import type { Order, OrderPage } from '@storefront/contract/orders';
import type { Refund } from '@storefront/contract/orders-refunds';
import type { Transaction } from '../../db/client.ts';
import type { ReadOnly } from '../../db/read-only.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { orderView } from './order-view.ts';
import { paymentsOf, paymentsView } from './order-payments.ts';
import { orderItems, orders } from './orders.tables.ts';
import { refundsOf } from './refund-records.ts';

const itemImage = sql<{ file: string; alt_text: string } | null>`(select json_build_object(
    'file', pi.file, 'alt_text', pi.alt_text) from product_images pi
  where pi.tenant_id = order_items.tenant_id and pi.product_id = order_items.product_id
  order by pi.sort_order, pi.id limit 1)`;

async function withItems(
  tx: ReadOnly,
  tenantId: string,
  rows: (typeof orders.$inferSelect)[],
  { refunds: withRefunds = true } = {},
): Promise<Order[]> {
  if (!rows.length) return [];
  const items = await tx
    .select({ item: orderItems, image: itemImage })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.tenantId, tenantId),
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(orderItems.id));
  const payments = await paymentsOf(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  const refunds = withRefunds
    ? await refundsOf(
        tx,
        tenantId,
        rows.map((r) => r.id),
        { staff: false },
      )
    : new Map<number, Refund[]>();
  return rows.map((row) =>
    orderView(
      row,
      items.filter((i) => i.item.orderId === row.id).map((i) => ({ ...i.item, image: i.image })),
      paymentsView(row, payments.get(row.id)),
      refunds.get(row.id),
    ),
  );
}

/** One order of the store by id, if `userId` owns it; another user's order does not exist for them. */
export async function findOwnOrder(tx: Transaction, tenantId: string, userId: number, orderId: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.userId, userId), eq(orders.id, orderId)));
  const [order] = await withItems(tx, tenantId, rows);
  return order ?? null;
}

/**
 * One order of the store by id (lines, totals, shipping, payment), whoever placed it: for e-mails, which show
 * no refund history (a refund's own mail is given the refund), so its refunds are not read.
 */
export async function orderDetail(tx: ReadOnly, tenantId: string, orderId: number) {
  const rows = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)));
  const [order] = await withItems(tx, tenantId, rows, { refunds: false });
  return order ?? null;
}

/** The signed-in user's own orders, newest first, with their items. */
export async function listOrders(ctx: RequestContext, page: PageQuery, url: string): Promise<OrderPage> {
  const user = requireUser(ctx);
  return ctx.db(async (tx) => {
    const own = and(eq(orders.tenantId, ctx.tenant.id), eq(orders.userId, user.id));
    const [total] = await tx.select({ n: count() }).from(orders).where(own);
    const rows = await tx
      .select()
      .from(orders)
      .where(own)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.page_size)
      .offset((page.page - 1) * page.page_size);
    const n = total?.n ?? 0;
    const link = (p: number) => {
      const next = new URL(url, 'http://x');
      next.searchParams.set('page', String(p));
      return `${next.pathname}${next.search}`;
    };
    return {
      count: n,
      next: page.page * page.page_size < n ? link(page.page + 1) : null,
      previous: page.page > 1 ? link(page.page - 1) : null,
      results: await withItems(tx, ctx.tenant.id, rows),
    };
  });
}

/** One of the signed-in user's orders; someone else's answers 404, as if it did not exist. */
export async function getOrder(ctx: RequestContext, orderId: number): Promise<Order> {
  const user = requireUser(ctx);
  const order = await ctx.db((tx) => findOwnOrder(tx, ctx.tenant.id, user.id, orderId));
  if (!order) throw new NotFound('Order not found');
  return order;
}
