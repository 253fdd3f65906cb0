import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DashboardData } from '@storefront/contract/dashboard';
import type { Transaction } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orders } from '../orders/tables.ts';
import { formatCents, type Cents } from '@storefront/contract/money';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { dailyFigures } from './daily-figures.ts';

const RECENT = 5;

/**
 * The dashboard by role: a supplier sees their own products and the orders holding them (with their
 * share of each total); staff and admin see the whole store, its users and 30 days of revenue; a
 * customer sees their own orders.
 */
export async function dashboardData(ctx: RequestContext): Promise<DashboardData> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  const manager = user.role === 'staff' || user.role === 'admin';
  return ctx.db(async (tx) => {
    const productScope =
      user.role === 'supplier'
        ? and(eq(products.tenantId, tenantId), eq(products.supplierId, user.id))
        : manager
          ? eq(products.tenantId, tenantId)
          : sql`false`;
    const productsPart = await productFigures(tx, productScope!);
    const ordersPart =
      user.role === 'supplier'
        ? await supplierOrders(tx, tenantId, user.id)
        : await orderFigures(
            tx,
            manager
              ? eq(orders.tenantId, tenantId)
              : and(eq(orders.tenantId, tenantId), eq(orders.userId, user.id))!,
          );
    return {
      role: user.role,
      products: productsPart,
      orders: ordersPart,
      users: manager ? await userFigures(tx, tenantId) : null,
      daily: manager ? await dailyFigures(tx, tenantId) : null,
    };
  });
}

async function productFigures(tx: Transaction, where: SQL) {
  const [totals] = await tx
    .select({ total: count(), active: sql<number>`count(*) filter (where ${products.isActive})::int` })
    .from(products)
    .where(where);
  const recent = await tx
    .select({ id: products.id, name: products.name, price: products.price, is_active: products.isActive })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(RECENT);
  return {
    total: totals?.total ?? 0,
    active: totals?.active ?? 0,
    recent: recent.map((p) => ({ ...p, price: formatCents(p.price) })),
  };
}

async function orderFigures(tx: Transaction, where: SQL) {
  const [totals] = await tx
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
    })
    .from(orders)
    .where(where);
  const recent = await tx
    .select({ id: orders.id, order_number: orders.orderNumber, total: orders.total, status: orders.status })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT);
  return {
    total: totals?.total ?? 0,
    pending: totals?.pending ?? 0,
    recent: recent.map(({ total, ...o }) => ({ ...o, total_amount: formatCents(total) })),
  };
}

/** Orders holding at least one of the supplier's products; the amount is the supplier's lines only. */
async function supplierOrders(tx: Transaction, tenantId: string, supplierId: number) {
  const own = tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.supplierId, supplierId)));
  const rows = await tx
    .select({
      id: orders.id,
      order_number: orders.orderNumber,
      status: orders.status,
      created: orders.createdAt,
      share: sql<Cents>`sum(${orderItems.lineTotal})`.mapWith(orderItems.lineTotal),
    })
    .from(orders)
    .innerJoin(orderItems, and(eq(orderItems.tenantId, orders.tenantId), eq(orderItems.orderId, orders.id)))
    .where(and(eq(orders.tenantId, tenantId), inArray(orderItems.productId, own)))
    .groupBy(orders.id, orders.orderNumber, orders.status, orders.createdAt)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return {
    total: rows.length,
    pending: rows.filter((r) => r.status === 'pending').length,
    recent: rows.slice(0, RECENT).map((r) => ({
      id: r.id,
      order_number: r.order_number,
      status: r.status,
      total_amount: formatCents(r.share),
    })),
  };
}

async function userFigures(tx: Transaction, tenantId: string) {
  const [row] = await tx
    .select({
      total: count(),
      staff: sql<number>`count(*) filter (where ${users.role} in ('staff', 'admin'))::int`,
      suppliers: sql<number>`count(*) filter (where ${users.role} = 'supplier')::int`,
    })
    .from(users)
    .where(eq(users.tenantId, tenantId));
  return { total: row?.total ?? 0, staff: row?.staff ?? 0, suppliers: row?.suppliers ?? 0 };
}
