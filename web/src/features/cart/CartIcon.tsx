import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { useCart } from './cart-queries';
import { CountBadge } from '../../ui/CountBadge';

/** The header's cart link with its item count badge (99+ above 99), refetched on cartUpdated. */
export function CartIcon() {
  const count = useCart().data?.item_count ?? 0;
  return (
    <Link
      to="/cart"
      aria-label={`Shopping cart, ${count} items`}
      className="relative rounded-full p-2 text-gray-700 hover:bg-gray-100 hover:text-primary"
    >
      <ShoppingCart className="h-6 w-6" />
      <CountBadge count={count} />
    </Link>
  );
}
