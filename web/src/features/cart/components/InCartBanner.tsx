import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useInCartQuantity } from '../cart-queries';

/** The product page's in-cart banner (spec section 2): how many of this product the cart holds. */
export function InCartBanner({ productId }: { productId: number }) {
  const quantity = useInCartQuantity(productId);
  if (quantity <= 0) return null;
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
    >
      <ShoppingCart aria-hidden="true" className="h-4 w-4" />
      <span>
        You have {quantity} {quantity === 1 ? 'item' : 'items'} of this product in your cart.
      </span>
      <Link to="/cart" className="ml-auto font-medium underline">
        View cart
      </Link>
    </div>
  );
}
