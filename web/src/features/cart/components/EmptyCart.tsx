import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/Button';
import { PageContainer } from '../../../ui/PageContainer';
import { PageHeading } from '../../../ui/PageHeading';

/** The page a shopper sees at the cart or the checkout with nothing in the cart. */
export function EmptyCart({ heading }: { heading: string }) {
  return (
    <PageContainer>
      <PageHeading>{heading}</PageHeading>
      <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 py-16 text-center">
        <ShoppingBag aria-hidden="true" className="h-12 w-12 text-gray-400" />
        <h2 className="mt-4 text-lg font-semibold text-gray-900">Your cart is empty</h2>
        <p className="mt-1 text-gray-600">Looks like you haven&apos;t added anything to your cart yet.</p>
        <Link to="/products" className={buttonClass('primary', 'mt-6')}>
          Continue Shopping
        </Link>
      </div>
    </PageContainer>
  );
}
