import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethod, PaymentType, ShippingMethod } from '@storefront/contract/checkout';
import { formatCents, toCents } from '@storefront/contract/money';
import type { ShippingMethodUpdate } from '@storefront/contract/dashboard-setup';
import { audit } from '../../platform/audit.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { Transaction } from '../../db/client.ts';
import { paymentMethods, shippingMethods } from './checkout.tables.ts';

export const shippingView = (r: typeof shippingMethods.$inferSelect): ShippingMethod => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: formatCents(r.price),
  is_active: r.isActive,
  sort_order: r.sortOrder,
  pickup: r.pickup,
});

export const paymentView = (r: typeof paymentMethods.$inferSelect): PaymentMethod => ({
  id: r.id,
  name: r.name,
  description: r.description,
  method_type: r.id,
  is_active: r.isActive,
  sort_order: r.sortOrder,
  requires_card_details: r.requiresCardDetails,
});

type MethodTable = typeof shippingMethods | typeof paymentMethods;

/** Every method in one of the store's method tables, in checkout's order (sort order, then id). */
function methodsIn(
  tx: Transaction,
  table: typeof shippingMethods,
  tenantId: string,
): Promise<(typeof shippingMethods.$inferSelect)[]>;
function methodsIn(
  tx: Transaction,
  table: typeof paymentMethods,
  tenantId: string,
): Promise<(typeof paymentMethods.$inferSelect)[]>;
function methodsIn(tx: Transaction, table: MethodTable, tenantId: string): Promise<unknown[]> {
  return tx
    .select()
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .orderBy(asc(table.sortOrder), asc(table.id));
}

/** Checkout needs a method of each kind offered: refuses (rolling the change back) when none is left. */
async function requireOneActive(tx: Transaction, table: MethodTable, tenantId: string, kind: string) {
  const [active] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.isActive, true)))
    .limit(1);
  if (!active)
    throw new BadRequest(`Checkout needs at least one ${kind} method`, {
      is_active: `Keep at least one ${kind} method`,
    });
}

/** Admin only: every shipping method of the store, offered or not, in checkout's order. */
export async function manageShippingMethods(ctx: RequestContext): Promise<ShippingMethod[]> {
  requireRole(ctx, 'admin');
  const rows = await ctx.db((tx) => methodsIn(tx, shippingMethods, ctx.tenant.id));
  return rows.map(shippingView);
}

/** Admin only: every payment method of the store, offered or not, in checkout's order. */
export async function managePaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  requireRole(ctx, 'admin');
  const rows = await ctx.db((tx) => methodsIn(tx, paymentMethods, ctx.tenant.id));
  return rows.map(paymentView);
}

/** Admin only: renames, reprices or withdraws one of the store's shipping methods (checkout needs one left). */
export async function saveShippingMethod(
  ctx: RequestContext,
  id: string,
  body: ShippingMethodUpdate,
): Promise<ShippingMethod> {
  const user = requireRole(ctx, 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(shippingMethods)
      .set({ name: body.name, price: toCents(body.price), isActive: body.is_active })
      .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.id, id)))
      .returning();
    if (!row) throw new NotFound('Shipping method not found');
    await requireOneActive(tx, shippingMethods, tenantId, 'shipping');
    await audit(tx, tenantId, user, 'shipping.update', `shipping ${id}`, body);
    return shippingView(row);
  });
}

/** Admin only: offers or withdraws one of the store's payment methods (checkout needs one left). */
export async function savePaymentMethod(
  ctx: RequestContext,
  id: string,
  isActive: boolean,
): Promise<PaymentMethod> {
  const user = requireRole(ctx, 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(paymentMethods)
      .set({ isActive })
      .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.id, id as PaymentType)))
      .returning();
    if (!row) throw new NotFound('Payment method not found');
    await requireOneActive(tx, paymentMethods, tenantId, 'payment');
    await audit(tx, tenantId, user, 'payment.update', `payment ${id}`, { is_active: isActive });
    return paymentView(row);
  });
}
