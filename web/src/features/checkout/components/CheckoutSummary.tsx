import type { Cart } from '@storefront/contract/cart';
import { formatPrice } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { cartLines, OrderLines, OrderTotals } from '../../cart';

/** The order summary beside the form: items, subtotal, shipping by method, total and 'Place Order'. */
export function CheckoutSummary({
  cart,
  shipping,
  submitting,
}: {
  cart: Cart;
  shipping: number;
  submitting: boolean;
}) {
  const total = Math.round((cart.total + shipping) * 100) / 100;
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
          { label: 'Subtotal', value: formatPrice(cart.total) },
          { label: 'Shipping', value: formatPrice(shipping) },
        ]}
        total={formatPrice(total)}
        totalTestId="checkout-total"
      />
      <Button type="submit" className="mt-6 w-full" disabled={submitting}>
        {submitting ? 'Placing Order...' : 'Place Order'}
      </Button>
    </section>
  );
}
