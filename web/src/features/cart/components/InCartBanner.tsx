import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { StatusBanner } from '../../../ui/StatusBanner';
import { useInCartQuantity } from '../cart-queries';

/** The product page's in-cart banner (spec section 2): how many of this product the cart holds. */
export function InCartBanner({ productId }: { productId: number }) {
  const quantity = useInCartQuantity(productId);
  if (quantity <= 0) return null;
  return (
    <StatusBanner tone="blue" icon={<ShoppingCart aria-hidden="true" className="h-4 w-4" />}>
      <span>
        You have {quantity} {quantity === 1 ? 'item' : 'items'} of this product in your cart.
      </span>
      <Link to="/cart" className="ml-auto font-medium underline">
        View cart
      </Link>
    </StatusBanner>
  );
}
