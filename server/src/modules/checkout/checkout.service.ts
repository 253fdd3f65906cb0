import { and, asc, eq } from 'drizzle-orm';
import {
  CHECKOUT_MESSAGES,
  checkoutFieldErrors,
  type CheckoutRequest,
  type CheckoutResult,
  type PaymentMethod,
  type ShippingMethod,
} from '@storefront/contract/checkout';
import type { Transaction } from '../../db/client.ts';
import { BadRequest } from '../../platform/errors.ts';
import { formatCents } from '@storefront/contract/money';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cartLines, clearCart, lockCart, type CartLineRow } from '../cart/index.ts';
import { addUnitsSold } from '../catalog/index.ts';
import { reserveStock } from '../inventory/index.ts';
import { paymentMethods, shippingMethods } from './checkout.tables.ts';
import { createOrder, findOrderByKey } from '../orders/index.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { priceOrder } from './pricing.ts';
import { chargeOrder } from './charge.ts';

/** The store's active shipping methods in their order (spec section 7). */
export async function listShippingMethods(ctx: RequestContext): Promise<ShippingMethod[]> {
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(shippingMethods)
      .where(and(eq(shippingMethods.tenantId, ctx.tenant.id), eq(shippingMethods.isActive, true)))
      .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id)),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    price: formatCents(r.price),
    is_active: r.isActive,
    sort_order: r.sortOrder,
  }));
}

/** The store's active payment methods in their order (spec section 7). */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.tenantId, ctx.tenant.id), eq(paymentMethods.isActive, true)))
      .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id)),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    method_type: r.id,
    is_active: r.isActive,
    sort_order: r.sortOrder,
    requires_card_details: r.requiresCardDetails,
  }));
}

/** A line as the shopper knows it: the product, and the variant when the product offers a choice. */
const lineLabel = (line: CartLineRow) =>
  line.variant?.shown ? `${line.product.name} (${line.variant.name})` : line.product.name;

async function methodsOf(tx: Transaction, ctx: RequestContext, body: CheckoutRequest) {
  const [shipping] = await tx
    .select()
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.tenantId, ctx.tenant.id),
        eq(shippingMethods.id, body.shipping_method),
        eq(shippingMethods.isActive, true),
      ),
    );
  const [payment] = await tx
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.tenantId, ctx.tenant.id),
        eq(paymentMethods.id, body.payment_method as never),
        eq(paymentMethods.isActive, true),
      ),
    );
  const fields: Record<string, string> = {};
  if (!shipping) fields.shipping_method = 'Please choose a shipping method';
  if (!payment) fields.payment_method = 'Please choose a payment method';
  return { shipping, payment, fields };
}

/**
 * Places the signed-in shopper's order from their cart in one transaction: validates as spec
 * section 5, prices everything from the database, takes the stock, charges through the payment
 * provider, writes the order and empties the cart. Any failure, a declined card included, rolls all
 * of it back. With an idempotency key a retry answers the first order instead of placing another.
 */
export async function placeOrder(
  ctx: RequestContext,
  body: CheckoutRequest,
  idempotencyKey: string | undefined,
  providers: PaymentProviders,
): Promise<CheckoutResult> {
  const user = requireUser(ctx);
  if (idempotencyKey) {
    const earlier = await ctx.db((tx) => findOrderByKey(tx, ctx.tenant.id, user.id, idempotencyKey));
    if (earlier) return earlier;
  }
  try {
    return await ctx.db(async (tx) => {
      const { shipping, payment, fields } = await methodsOf(tx, ctx, body);
      Object.assign(fields, checkoutFieldErrors(body, payment?.requiresCardDetails ?? false));
      if (Object.keys(fields).length || !shipping || !payment)
        throw new BadRequest(CHECKOUT_MESSAGES.summary, fields);

      await lockCart(tx, ctx.tenant.id, user.id);
      // Waiting on that lock, a retry sees the order its twin has just committed.
      const earlier = idempotencyKey && (await findOrderByKey(tx, ctx.tenant.id, user.id, idempotencyKey));
      if (earlier) return earlier;
      const lines = await cartLines(tx, ctx.tenant.id, user.id);
      if (!lines.length) throw new BadRequest('Your cart is empty');
      const unsold = lines.find((l) => !l.product.isActive || !l.variant?.isActive);
      if (unsold)
        throw new BadRequest(`${lineLabel(unsold)} is no longer sold. Remove it from your cart to continue.`);

      const totals = priceOrder(
        lines.map((l) => ({
          productId: l.product.id,
          variantId: l.variant?.id ?? null,
          variantName: l.variant?.shown ? l.variant.name : null,
          name: l.product.name,
          slug: l.product.slug,
          sku: l.product.sku,
          price: l.product.price,
          quantity: l.quantity,
        })),
        shipping.price,
      );
      // Everything that does not need the stock lock happens before it, so the lock is held briefly.
      await clearCart(tx, ctx.tenant.id, user.id);
      const taken = await reserveStock(tx, ctx.tenant.id, totals.lines, (line) =>
        addUnitsSold(tx, ctx.tenant.id, line.productId, line.quantity),
      );

      const charge = await chargeOrder(
        providers[payment.id],
        totals.totalCents,
        `${ctx.tenant.slug}:${user.id}`,
        body,
      );
      const result = await createOrder(tx, {
        tenantId: ctx.tenant.id,
        userId: user.id,
        body,
        totals,
        charge,
        idempotencyKey,
        taken,
      });
      return result;
    });
  } catch (error) {
    // A concurrent retry with the same key committed first: answer its order.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await ctx.db((tx) => findOrderByKey(tx, ctx.tenant.id, user.id, idempotencyKey));
      if (earlier) return earlier;
    }
    throw error;
  }
}
