import { toCents, type Cents } from '@storefront/contract/money';
import type { OrderTotals } from '../orders/index.ts';

export interface PricedLine {
  productId: number;
  /** The variant chosen, whose price and stock the line then uses. */
  variantId: number | null;
  variantName: string | null;
  name: string;
  slug: string;
  sku: string;
  /** The product's (or variant's) current price in the database, never one sent by the browser. */
  price: string;
  quantity: number;
}

/** The orders module's figures, each line still carrying the database price it was priced from. */
export type PricedOrder = OrderTotals & { lines: (PricedLine & { unitCents: Cents; lineCents: Cents })[] };

/** Prices an order in cents from database prices: each line, the subtotal, shipping, the total. */
export function priceOrder(lines: PricedLine[], shippingCents: Cents): PricedOrder {
  const priced = lines.map((line) => {
    const unitCents = toCents(line.price);
    return { ...line, unitCents, lineCents: unitCents * line.quantity };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.lineCents, 0);
  return { lines: priced, subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}
