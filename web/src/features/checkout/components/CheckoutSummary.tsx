import type { ReactNode } from 'react';
import type { Cart } from '@storefront/contract/cart';
import type { CheckoutQuote } from '@storefront/contract/checkout';
import { discountRowLabel } from '@storefront/contract/promotion-rules';
import { shippingLabel } from '@storefront/contract/shipping-rules';
import { taxRowLabel } from '@storefront/contract/tax-rules';
import { formatPrice, toCents, type Cents } from '../../../lib/money';
import { Button } from '../../../ui/Button';
import { cartLines, OrderLines, OrderTotals } from '../../cart';

/**
 * The order summary beside the form: items, subtotal, shipping ("Free" over the store's threshold), the
 * tax the server quoted for the address (when there is any), the total, then how it is paid (store credit as it is applied, the rest by the payment method) and
 * 'Place Order'. The same rows as the order's detail page, to the cent.
 */
export function CheckoutSummary({
  cart,
  shipping,
  tax,
  credit,
  paymentLabel,
  submitting,
  quote,
  codeField,
}: {
  cart: Cart;
  /** The server's quote: each line's discount and the order's (decision 060). */
  quote?: CheckoutQuote | undefined;
  /** The discount code field, above the totals. */
  codeField?: ReactNode;
  /** What shipping costs this order, in cents (0: free). */
  shipping: Cents;
  /** The server's tax for the address (its quote), in cents; `included`: inside the prices already. */
  tax?: { cents: Cents; included: boolean } | undefined;
  /** The store credit applied, in cents. */
  credit: Cents;
  /** The chosen payment method's name, for the rest. */
  paymentLabel: string;
  submitting: boolean;
}) {
  const subtotal = toCents(cart.total);
  const discount = quote ? toCents(quote.discount) : 0;
  // A cart line without a shown variant matches the quote's line of its product.
  const lineDiscount = (item: Cart['items'][number]) =>
    quote?.lines.find(
      (l) => l.product_id === item.product.id && (!item.variant || l.variant_id === item.variant.id),
    )?.discount;
  const total = subtotal - discount + shipping + (tax && !tax.included ? tax.cents : 0);
  const paidBy = credit
    ? [
        { label: 'Store credit', value: `−${formatPrice(credit)}` },
        ...(total > credit ? [{ label: paymentLabel, value: formatPrice(total - credit) }] : []),
      ]
    : [];
  return (
    <section
      aria-labelledby="checkout-summary"
      className="h-fit rounded-xl border border-gray-200 bg-white p-6 lg:sticky lg:top-32"
    >
      <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
        Order Summary
      </h2>
      <OrderLines
        className="mt-4"
        lines={cartLines(cart).map((line, i) => ({ ...line, discount: lineDiscount(cart.items[i]!) }))}
      />
      {codeField && <div className="mt-4 border-t border-gray-200 pt-4">{codeField}</div>}
      <OrderTotals
        className="mt-4 border-t border-gray-200 pt-4"
        rows={[
          { label: 'Subtotal', value: formatPrice(subtotal) },
          ...(discount
            ? [{ label: discountRowLabel(quote?.discount_code), value: `−${formatPrice(discount)}` }]
            : []),
          // The promotions inside that discount, by name.
          ...(quote?.promotions ?? []).map((p) => ({
            label: p.name,
            value: `incl. −${formatPrice(toCents(p.discount))}`,
            muted: true,
          })),
          { label: 'Shipping', value: shippingLabel(shipping) },
          ...(tax?.cents ? [{ label: taxRowLabel(tax.included), value: formatPrice(tax.cents) }] : []),
        ]}
        total={formatPrice(total)}
        totalTestId="checkout-total"
        paidBy={paidBy}
      />
      <Button type="submit" className="mt-6 w-full" disabled={submitting}>
        {submitting ? 'Placing Order...' : 'Place Order'}
      </Button>
    </section>
  );
}
