import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AddToCartBody, Cart } from '@storefront/contract/cart';
import { CART_UPDATED_EVENT, EMPTY_CART as EMPTY_CART_RULE } from '@storefront/contract/cart-rules';
import { cartEndpoints } from '@storefront/contract/cart.endpoints';
import { call, callUrl, HttpError } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';
import { shouldRefetchCart } from './cart-guards';

export { CART_UPDATED_EVENT } from '@storefront/contract/cart-rules';

/**
 * The web's one empty cart, from the contract's rule: not `contract/cart`'s copy, whose zod schemas would
 * then load with every page (the header's cart icon needs this file).
 */
export const EMPTY_CART: Cart = { ...EMPTY_CART_RULE, items: [] };

/** GET /api/ecommerce/cart/; a failed fetch counts as an empty cart (spec section 8). */
export async function fetchCart(): Promise<Cart> {
  try {
    return await call(cartEndpoints.getCart);
  } catch {
    return EMPTY_CART;
  }
}

export const cartQuery = queryOptions({
  queryKey: ['cart'],
  queryFn: fetchCart,
  // The page's HTML carries it (decision 030): the cart icon's count is there at the first render.
  initialData: bootAnswer<Cart>(callUrl(cartEndpoints.getCart)),
  staleTime: 30_000,
});

export const addToCart = (body: AddToCartBody) => call(cartEndpoints.addToCart, { body });
export const updateCartItem = (id: number, quantity: number) =>
  call(cartEndpoints.setItemQuantity, { params: { id }, body: { quantity } });
export const removeCartItem = (id: number) => call(cartEndpoints.removeItem, { params: { id } });

/** Stores the cart the server answered and tells every listener (spec section 4: cartUpdated). */
export function cartChanged(client: QueryClient, cart?: Cart): void {
  if (cart) client.setQueryData(cartQuery.queryKey, cart);
  window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: cart }));
}

/** True when the answer means "sign in first" (spec section 6: 401 or 403 on adding goes to /login). */
export const needsSignIn = (error: unknown) =>
  error instanceof HttpError &&
  (error.status === 401 || (error.status === 403 && !error.message.includes('CSRF')));

/** The cart, refetched on cartUpdated unless fetched under 500 ms ago or a fetch is in flight. */
export function useCart() {
  const client = useQueryClient();
  const query = useQuery(cartQuery);
  useEffect(() => {
    const onUpdate = () => {
      const state = client.getQueryState(cartQuery.queryKey);
      if (shouldRefetchCart(state?.dataUpdatedAt ?? 0, state?.fetchStatus === 'fetching'))
        void client.invalidateQueries({ queryKey: cartQuery.queryKey });
    };
    window.addEventListener(CART_UPDATED_EVENT, onUpdate);
    return () => window.removeEventListener(CART_UPDATED_EVENT, onUpdate);
  }, [client]);
  return query;
}

/** Units of each product in the cart, by product id (the per-product "in cart" counts). */
export function useInCartCounts(): Map<number, number> {
  const { data } = useCart();
  return useMemo(() => new Map((data?.items ?? []).map((i) => [i.product.id, i.quantity])), [data]);
}

export function useInCartQuantity(productId: number): number {
  return useInCartCounts().get(productId) ?? 0;
}

/** After an order is placed: the cart is empty everywhere at once. */
export const cartEmptied = (client: QueryClient) => cartChanged(client, EMPTY_CART);
