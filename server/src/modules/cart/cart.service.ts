import { and, eq, sql } from 'drizzle-orm';
import { EMPTY_CART, type AddToCartBody, type Cart } from '@storefront/contract/cart';
import type { Transaction } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cartFromLines } from './cart-totals.ts';
import { cartLines, productForCart } from './cart.queries.ts';
import { cartItems } from './cart.tables.ts';

export const OUT_OF_STOCK = 'This product is out of stock';

function stockLimit(name: string, available: number, inCart: number): Conflict {
  const already = inCart ? ` and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
  return new Conflict(`Only ${available} of ${name} ${available === 1 ? 'is' : 'are'} in stock${already}.`, {
    quantity: `At most ${Math.max(available - inCart, 0)} more can be added`,
  });
}

const loadCart = (tx: Transaction, ctx: RequestContext, userId: number) =>
  cartLines(tx, ctx.tenant.id, userId).then(cartFromLines);

/** The signed-in shopper's cart; a signed-out visitor gets an empty cart, not an error (spec section 6). */
export async function getCart(ctx: RequestContext): Promise<Cart> {
  const user = ctx.user;
  if (!user) return EMPTY_CART;
  return ctx.db((tx) => loadCart(tx, ctx, user.id));
}

/**
 * Adds to the line of the chosen variant, or without a choice of the product's cheapest variant in stock (or
 * starts one): a line is always one purchasable thing. Refuses out-of-stock products and more than the stock.
 */
export async function addToCart(ctx: RequestContext, body: AddToCartBody): Promise<Cart> {
  const user = requireUser(ctx);
  const chosen = body.variant_id ?? null;
  return ctx.db(async (tx) => {
    const product = await productForCart(tx, ctx.tenant.id, body.product_id, chosen);
    if (!product)
      throw new NotFound(chosen ? 'This option is not sold for this product' : 'Product not found');
    if (product.availableStock <= 0 || product.variantId === null) throw new Conflict(OUT_OF_STOCK);
    const variantId = product.variantId;
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.tenantId, ctx.tenant.id),
          eq(cartItems.userId, user.id),
          eq(cartItems.productId, product.id),
          eq(cartItems.variantId, variantId),
        ),
      );
    const inCart = line?.quantity ?? 0;
    if (inCart + body.quantity > product.availableStock)
      throw stockLimit(product.name, product.availableStock, inCart);
    await tx
      .insert(cartItems)
      .values({
        tenantId: ctx.tenant.id,
        userId: user.id,
        productId: product.id,
        variantId,
        quantity: body.quantity,
        priceSnapshot: product.price,
      })
      .onConflictDoUpdate({
        target: [cartItems.tenantId, cartItems.userId, cartItems.productId, cartItems.variantId],
        set: {
          quantity: sql`${cartItems.quantity} + excluded.quantity`,
          priceSnapshot: sql`excluded.price_snapshot`,
          updatedAt: sql`now()`,
        },
      });
    return loadCart(tx, ctx, user.id);
  });
}

const ownLine = (ctx: RequestContext, userId: number, itemId: number) =>
  and(eq(cartItems.tenantId, ctx.tenant.id), eq(cartItems.userId, userId), eq(cartItems.id, itemId));

/** Sets a line's quantity, at most its product's (or variant's) stock; 0 removes the line (spec section 4). */
export async function setCartItemQuantity(
  ctx: RequestContext,
  itemId: number,
  quantity: number,
): Promise<Cart> {
  const user = requireUser(ctx);
  return ctx.db(async (tx) => {
    const [line] = await tx
      .select({ productId: cartItems.productId, variantId: cartItems.variantId })
      .from(cartItems)
      .where(ownLine(ctx, user.id, itemId));
    if (!line) throw new NotFound('This item is no longer in your cart');
    if (quantity === 0) {
      await tx.delete(cartItems).where(ownLine(ctx, user.id, itemId));
      return loadCart(tx, ctx, user.id);
    }
    const product = await productForCart(tx, ctx.tenant.id, line.productId, line.variantId);
    if (!product || product.availableStock <= 0) throw new Conflict(OUT_OF_STOCK);
    if (quantity > product.availableStock) throw stockLimit(product.name, product.availableStock, 0);
    await tx
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(ownLine(ctx, user.id, itemId));
    return loadCart(tx, ctx, user.id);
  });
}

/** Removes one line of the shopper's own cart. */
export async function removeCartItem(ctx: RequestContext, itemId: number): Promise<Cart> {
  const user = requireUser(ctx);
  return ctx.db(async (tx) => {
    const deleted = await tx
      .delete(cartItems)
      .where(ownLine(ctx, user.id, itemId))
      .returning({ id: cartItems.id });
    if (!deleted.length) throw new NotFound('This item is no longer in your cart');
    return loadCart(tx, ctx, user.id);
  });
}
