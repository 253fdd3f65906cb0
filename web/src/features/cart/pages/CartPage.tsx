import { Link } from 'react-router';
import { useCart } from '../cart-queries';
import { formatAmount } from '../../../lib/money';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';
import { CartRow } from '../components/CartRow';
import { EmptyCart } from '../components/EmptyCart';
import { OrderTotals } from '../components/OrderLines';

/** /cart: rows, order summary, 'Proceed to Checkout', 'Continue Shopping', or the empty screen. */
export default function CartPage() {
  const { data: cart, isPending } = useCart();

  if (isPending) {
    return (
      <PageContainer>
        <PageHeading>Shopping Cart</PageHeading>
        <p role="status">Loading cart...</p>
      </PageContainer>
    );
  }
  if (!cart?.items.length) return <EmptyCart heading="Shopping Cart" />;

  return (
    <PageContainer>
      <PageHeading>Shopping Cart</PageHeading>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-label="Cart items" className="lg:col-span-2">
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white px-4">
            {cart.items.map((item) => (
              <CartRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="cart-summary"
          className="h-fit rounded-xl border border-gray-200 bg-white p-6"
        >
          <h2 id="cart-summary" className="text-lg font-semibold text-gray-900">
            Order Summary
          </h2>
          <OrderTotals
            className="mt-4"
            rows={[
              { label: 'Items', value: cart.item_count },
              { label: 'Subtotal', value: formatAmount(cart.total) },
              { label: 'Shipping', value: 'Calculated at checkout', muted: true },
            ]}
            total={formatAmount(cart.total)}
            totalTestId="cart-total"
          />
          <Link to="/checkout" className={buttonClass('primary', 'mt-6 w-full')}>
            Proceed to Checkout
          </Link>
          <Link to="/products" className={buttonClass('secondary', 'mt-3 w-full')}>
            Continue Shopping
          </Link>
          <Link
            to="/tcg/mass-entry"
            className="mt-4 block text-center text-sm font-medium text-primary hover:underline"
          >
            Paste a deck list
          </Link>
        </section>
      </div>
    </PageContainer>
  );
}
