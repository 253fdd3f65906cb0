import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@storefront/contract/account.endpoints';
import { call } from '../../lib/api';

/** GET /api/wishlist/; spec section 8: a failing list screen shows an empty list. */
export const wishlistQuery = queryOptions({
  queryKey: ['account', 'wishlist'],
  queryFn: async () => {
    try {
      return await call(accountEndpoints.wishlist);
    } catch {
      return [];
    }
  },
});

/** POST /api/wishlist/ {product}: the heart fills and the wishlist refetches. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => call(accountEndpoints.addToWishlist, { body: { product: productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey }),
  });
}

/** DELETE /api/wishlist/{productId}/: the entry leaves the cached list at once. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => call(accountEndpoints.removeFromWishlist, { params: { productId } }),
    onSuccess: (_data, productId) => {
      queryClient.setQueryData(wishlistQuery.queryKey, (list) =>
        list?.filter((e) => e.product !== productId),
      );
      return queryClient.invalidateQueries({ queryKey: wishlistQuery.queryKey });
    },
  });
}
