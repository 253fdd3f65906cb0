/**
 * The free-shipping promise, shared by the server (which prices the order) and the web app (the banner and
 * the checkout summary), so both say the same thing to the cent. No zod: the web's first page loads it.
 */
import { formatPrice, type Cents } from './money.ts';

/** Spec section 9: a store promises free shipping on orders over $50 until its admin changes it. */
export const DEFAULT_FREE_SHIPPING_OVER: Cents = 5000;

/**
 * What shipping costs: nothing once the order's subtotal (before store credit, which is a way of paying)
 * reaches the store's threshold, else the method's price. `freeOver` null: the store makes no promise.
 */
export function shippingCost(subtotal: Cents, methodPrice: Cents, freeOver: Cents | null): Cents {
  return shipsFree(subtotal, freeOver) ? 0 : methodPrice;
}

/** Whether an order of this subtotal ships free, whichever method is chosen. */
export const shipsFree = (subtotal: Cents, freeOver: Cents | null): boolean =>
  freeOver !== null && subtotal >= freeOver;

/** Shipping's price as every screen and e-mail shows it: "Free" when it costs nothing, else "$5.99". */
export function shippingLabel(cost: Cents): string {
  return cost === 0 ? 'Free' : formatPrice(cost);
}

/**
 * The order's shipping row as its pages, receipts and exports name it: "Shipping (Standard Shipping)", or
 * a pickup's own name ("Pick up in store"), which says already that nothing is shipped.
 */
export function shippingRowLabel(order: { shipping_method_name: string; pickup: boolean }): string {
  return order.pickup ? order.shipping_method_name : `Shipping (${order.shipping_method_name})`;
}

/** The header's banner: "Free shipping on orders over $50" (whole dollars without cents, as the spec says). */
export function freeShippingBanner(freeOver: Cents): string {
  return `Free shipping on orders over ${formatPrice(freeOver).replace(/\.00$/, '')}`;
}
