import type { Cents } from '@storefront/contract/money';
import { shippingCost } from '@storefront/contract/shipping-rules';
import type { OrderTotals } from '../orders/index.ts';
import type { TaxQuote } from '../tax/index.ts';

/** An order line before pricing (its variant, when chosen, is the one whose price and stock the line uses). */
export interface PricedLine extends Pick<
  OrderTotals['lines'][number],
  'productId' | 'variantId' | 'variantName' | 'name' | 'slug' | 'sku' | 'quantity'
> {
  /** The product's (or variant's) current price in the database (cents), never one sent by the browser. */
  price: Cents;
}

/** A cart line (taken by checkout, or read by the quote) as pricing takes it: the database's price. */
export const pricedLine = (l: {
  product: { id: number; name: string; slug: string; sku: string; price: Cents };
  variant: { id: number; name: string; shown: boolean } | null;
  quantity: number;
}): PricedLine => ({
  productId: l.product.id,
  variantId: l.variant?.id ?? null,
  variantName: l.variant?.shown ? l.variant.name : null,
  name: l.product.name,
  slug: l.product.slug,
  sku: l.product.sku,
  price: l.product.price,
  quantity: l.quantity,
});

/** The orders module's figures, each line still carrying the database price it was priced from. */
export type PricedOrder = Omit<OrderTotals, 'lines'> & {
  lines: (PricedLine & OrderTotals['lines'][number])[];
};

/**
 * Prices an order in cents from database prices: each line, the subtotal, shipping (free once the subtotal
 * reaches the store's threshold, `freeShippingOver`), the total. No tax yet: `withTax` adds it.
 */
export function priceOrder(
  lines: PricedLine[],
  methodCents: Cents,
  freeShippingOver: Cents | null,
): PricedOrder {
  const priced = lines.map((line) => {
    return {
      ...line,
      unitCents: line.price,
      lineCents: line.price * line.quantity,
      taxCents: 0,
      discountCents: 0,
    };
  });
  const subtotalCents = priced.reduce((sum, l) => sum + l.lineCents, 0);
  const shippingCents = shippingCost(subtotalCents, methodCents, freeShippingOver);
  return {
    lines: priced,
    subtotalCents,
    discountCents: 0,
    discountCode: null,
    shippingCents,
    taxCents: 0,
    taxIncluded: false,
    totalCents: subtotalCents + shippingCents,
  };
}

/**
 * The order with its discounts (decision 060): each line's (the promotions module allocates them to the cent,
 * never more than the line), their sum off the total, and the code applied. Before tax: tax is on what is paid.
 */
export function withDiscount(
  order: PricedOrder,
  discount: { lineCents: Cents[]; code: string | null },
): PricedOrder {
  const lines = order.lines.map((line, i) => ({ ...line, discountCents: discount.lineCents[i] ?? 0 }));
  const discountCents = lines.reduce((sum, l) => sum + l.discountCents, 0);
  const totalCents = order.subtotalCents - discountCents + order.shippingCents;
  return { ...order, lines, discountCents, discountCode: discount.code, totalCents };
}

/**
 * The order with its tax (decision 052): each line's, and the order's (its lines' plus shipping's). Tax the
 * prices already include leaves the total as it was; tax on top is added: subtotal + shipping + tax = total.
 */
export function withTax(order: PricedOrder, tax: TaxQuote): PricedOrder {
  const lines = order.lines.map((line, i) => ({ ...line, taxCents: tax.lineTax[i] ?? 0 }));
  const taxCents = lines.reduce((sum, l) => sum + l.taxCents, tax.shippingTax);
  const totalCents =
    order.subtotalCents - order.discountCents + order.shippingCents + (tax.included ? 0 : taxCents);
  return { ...order, lines, taxCents, taxIncluded: tax.included, totalCents };
}
