import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CheckoutQuoteBody } from '@storefront/contract/checkout';
import { checkoutEndpoints } from '@storefront/contract/checkout.endpoints';
import type { Cart } from '@storefront/contract/cart';
import { call } from '../../lib/api';

/** The server's price of the cart for a method and address (decision 052: the server computes the tax). */
export const checkoutQuoteQuery = (body: CheckoutQuoteBody, cartKey: string) =>
  queryOptions({
    queryKey: ['checkout', 'quote', body, cartKey],
    queryFn: () => call(checkoutEndpoints.quote, { body }),
    retry: false,
  });

/** How long the address must rest before it is quoted again (one call per typed state, not per letter). */
const SETTLE_MS = 300;

/**
 * The quote for the form's shipping method, country and region and the discount code applied (decision 060),
 * asked again when any of them (or the cart)
 * changes; the last answer stays on screen while the next is on its way. Undefined until the first answer.
 */
export function useCheckoutQuote(
  cart: Cart | undefined,
  method: string,
  country: string,
  state: string,
  discountCode = '',
) {
  const [settled, setSettled] = useState({ country, state });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ country, state }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [country, state]);
  const body = { shipping_method: method, shipping_address: settled, discount_code: discountCode };
  const cartKey = cart ? `${cart.total}:${cart.item_count}` : '';
  return useQuery({
    ...checkoutQuoteQuery(body, cartKey),
    enabled: Boolean(cart?.items.length && method),
    placeholderData: keepPreviousData,
  }).data;
}
