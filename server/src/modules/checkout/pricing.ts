import type { Cents } from '@storefront/contract/money';
import { shippingCost } from '@storefront/contract/shipping-rules';
import type { OrderTotals } from '../orders/index.ts';

export interface PricedLine {
  productId: number;
  /** The variant chosen, whose price and stock the line then uses. */
  variantId: number | null;
  variantName: string | null;
  name: string;
  slug: string;
  sku: string;
  /** The product's (or variant's) current price in the database (cents), never one sent by the browser. */
  price: Cents;
  quantity: number;
}

/** The orders module's figures, each line still carrying the database price it was priced from. */
export type PricedOrder = OrderTotals & { lines: (PricedLine & { unitCents: Cents; lineCents: Cents })[] };

/**
 * Prices an order in cents from database prices: each line, the subtotal, shipping (free once the subtotal
 * reaches the store's threshold, `freeShippingOver`), the total.
 */
export function priceOrder(
  lines: PricedLine[],
  methodCents: Cents,
  freeShippingOver: Cents | null,
): PricedOrder {
  const priced = lines.map((line) => {
    return { ...line, unitCents: line.price, lineCents: line.price * line.quantity };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.lineCents, 0);
  const shippingCents = shippingCost(subtotalCents, methodCents, freeShippingOver);
  return { lines: priced, subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}
