import { and, asc, eq } from 'drizzle-orm';
import type { PaymentMethod, PaymentType, ShippingMethod } from '@storefront/contract/checkout';
import { formatCents, toCents } from '@storefront/contract/money';
import type { ShippingMethodUpdate } from '@storefront/contract/dashboard-setup';
import { audit } from '../../platform/audit.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { paymentMethods, shippingMethods } from './checkout.tables.ts';

export const shippingView = (r: typeof shippingMethods.$inferSelect): ShippingMethod => ({
  id: r.id,
  name: r.name,
  description: r.description,
  price: formatCents(r.price),
  is_active: r.isActive,
  sort_order: r.sortOrder,
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

/** Admin only: every shipping method of the store, offered or not, in checkout's order. */
export async function manageShippingMethods(ctx: RequestContext): Promise<ShippingMethod[]> {
  requireRole(ctx, 'admin');
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(shippingMethods)
      .where(eq(shippingMethods.tenantId, ctx.tenant.id))
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id)),
  );
  return rows.map(shippingView);
}

/** Admin only: every payment method of the store, offered or not, in checkout's order. */
export async function managePaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  requireRole(ctx, 'admin');
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.tenantId, ctx.tenant.id))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  );
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
    const active = await tx
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(and(eq(shippingMethods.tenantId, tenantId), eq(shippingMethods.isActive, true)));
    if (!active.length)
      throw new BadRequest('Checkout needs at least one shipping method', {
        is_active: 'Keep at least one shipping method',
      });
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
    const active = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, tenantId), eq(paymentMethods.isActive, true)));
    if (!active.length)
      throw new BadRequest('Checkout needs at least one payment method', {
        is_active: 'Keep at least one payment method',
      });
    await audit(tx, tenantId, user, 'payment.update', `payment ${id}`, { is_active: isActive });
    return paymentView(row);
  });
}
