import type { Cart } from '@storefront/contract/cart';
import { centsToNumber, formatCents } from '@storefront/contract/money';
import type { CartLineRow } from './cart.queries.ts';

/**
 * The cart as answered: each line priced at its product's (or chosen variant's) current price, what checkout
 * will charge; the total and `item_count` (units, not lines) computed here in cents.
 */
export function cartFromLines(lines: CartLineRow[]): Cart {
  let totalCents = 0;
  let itemCount = 0;
  const items = lines.map((line) => {
    const lineCents = line.product.price * line.quantity;
    totalCents += lineCents;
    itemCount += line.quantity;
    return {
      id: line.id,
      quantity: line.quantity,
      price_snapshot: formatCents(line.priceSnapshot),
      line_total: formatCents(lineCents),
      variant: line.variant?.shown
        ? { id: line.variant.id, name: line.variant.name, sku: line.variant.sku }
        : null,
      product: {
        id: line.product.id,
        slug: line.product.slug,
        name: line.product.name,
        sku: line.product.sku,
        image: line.product.image,
        price: formatCents(line.product.price),
        available_stock: line.product.availableStock,
      },
    };
  });
  return { items, total: centsToNumber(totalCents), item_count: itemCount };
}
