import type { Cart } from '@storefront/contract/cart';
import { formatPrice, toCents, type Cents } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { cartLines, OrderLines, OrderTotals } from '../../cart';

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
      <OrderLines className="mt-4" lines={cartLines(cart)} />
      <OrderTotals
        className="mt-4 border-t border-gray-200 pt-4"
        rows={[
          { label: 'Subtotal', value: formatPrice(subtotal) },
          { label: 'Shipping', value: formatPrice(shipping) },
        ]}
        total={formatPrice(subtotal + shipping)}
        totalTestId="checkout-total"
      />
      <Button type="submit" className="mt-6 w-full" disabled={submitting}>
        {submitting ? 'Placing Order...' : 'Place Order'}
      </Button>
    </section>
  );
}
