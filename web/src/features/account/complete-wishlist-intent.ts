import { useEffect } from 'react';
import { takeIntent } from '../../lib/sign-in-intent';
import { toast } from '../../ui/toast-store';
import { useCurrentUser } from '../auth';
import { useAddToWishlist } from './wishlist-queries';

/** Once signed in, fills the heart that sent the shopper to Sign In (issue 25, item 4). */
export function useCompleteWishlistIntent(): void {
  const { isAuthenticated } = useCurrentUser();
  const { mutate } = useAddToWishlist();
  useEffect(() => {
    if (!isAuthenticated) return;
    const intent = takeIntent('wishlist');
    if (!intent) return;
    mutate(intent.productId, {
      onSuccess: () => toast.success(`${intent.name} saved to your wishlist`),
      onError: () => toast.error('Could not add to wishlist. Please try again.'),
    });
  }, [isAuthenticated, mutate]);
}
