import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../auth';
import { rememberIntent } from '../../../lib/sign-in-intent';
import { useAddToWishlist, useRemoveFromWishlist, wishlistQuery } from '../wishlist-queries';
import { toast } from '../../../ui/toast-store';

interface WishlistHeartProps {
  productId: number;
  productName?: string;
  /** Called after a successful removal (e.g. to drop the card from the wishlist grid). */
  onRemove?: (productId: number) => void;
  className?: string;
}

/**
 * Spec section 4, Wishlist toggle, with its defect fixed: the heart shows whether the product is in
 * the signed-in user's wishlist. POST fills it, DELETE empties it; a signed-out shopper goes to /login and
 * the heart is filled once they have signed in or registered.
 */
export function WishlistHeart({ productId, productName, onRemove, className = '' }: WishlistHeartProps) {
  const { isAuthenticated } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const { data } = useQuery({ ...wishlistQuery, enabled: isAuthenticated });
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const inWishlist = isAuthenticated && (data ?? []).some((e) => e.product === productId);
  const busy = add.isPending || remove.isPending;
  const what = productName ? ` ${productName}` : '';

  const toggle = () => {
    if (!isAuthenticated) {
      // Completed by useCompleteWishlistIntent once they have signed in or registered.
      const returnTo = `${location.pathname}${location.search}`;
      rememberIntent({ kind: 'wishlist', productId, name: productName ?? 'this product', returnTo });
      void navigate(`/login?next=${encodeURIComponent(returnTo)}`);
      return;
    }
    if (inWishlist) {
      remove.mutate(productId, {
        onSuccess: () => onRemove?.(productId),
        onError: () => toast.error('Could not remove from wishlist. Please try again.'),
      });
    } else {
      add.mutate(productId, { onError: () => toast.error('Could not add to wishlist. Please try again.') });
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? `Remove${what} from wishlist` : `Add${what} to wishlist`}
      className={`rounded-full bg-white/90 p-2 shadow-sm transition hover:bg-white disabled:opacity-60 ${className}`}
    >
      <Heart
        aria-hidden="true"
        className={`h-5 w-5 ${inWishlist ? 'fill-red-500 text-red-500' : 'text-gray-600'}`}
      />
    </button>
  );
}
