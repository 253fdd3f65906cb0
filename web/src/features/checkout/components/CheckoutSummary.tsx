import type { Cart } from '@storefront/contract/cart';
import { formatAmount, formatPrice, toCents, type Cents } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { lineName } from '../../../lib/line-name';

/** The order summary beside the form: items, subtotal, shipping by method, total and 'Place Order'. */
export function CheckoutSummary({
  cart,
  shipping,
  submitting,
}: {
  cart: Cart;
  /** The chosen shipping method's price in cents. */
  shipping: Cents;
  submitting: boolean;
}) {
  const subtotal = toCents(cart.total);
  return (
    <section
      aria-labelledby="checkout-summary"
      className="h-fit rounded-xl border border-gray-200 bg-white p-6 lg:sticky lg:top-32"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-gray-100 text-sm">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2">
            <span className="text-gray-800">
              {lineName(item.product.name, item.variant?.name)} × {item.quantity}
            </span>
            <span>{formatAmount(item.line_total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">Subtotal</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">Shipping</dt>
          <dd>{formatPrice(shipping)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(subtotal + shipping)}</dd>
        </div>
      </dl>
      <Button type="submit" className="mt-6 w-full" disabled={submitting}>
        {submitting ? 'Placing Order...' : 'Place Order'}
      </Button>
    </section>
  );
}
