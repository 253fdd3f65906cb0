import { queryOptions } from '@tanstack/react-query';
import { checkoutEndpoints } from '@storefront/contract/checkout.endpoints';
import { call } from '../../lib/api';
import { FALLBACK_PAYMENT_METHODS, FALLBACK_SHIPPING_METHODS } from './checkout-form';

/** GET …/shipping-methods/, or the built-in list when the call fails or answers none (spec section 8). */
export const shippingMethodsQuery = queryOptions({
  queryKey: ['checkout', 'shipping-methods'],
  queryFn: () =>
    call(checkoutEndpoints.shippingMethods).then(
      (r) => (r.results.length ? r.results : FALLBACK_SHIPPING_METHODS),
      () => FALLBACK_SHIPPING_METHODS,
    ),
  staleTime: 5 * 60_000,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: ['checkout', 'payment-methods'],
  queryFn: () =>
    call(checkoutEndpoints.paymentMethods).then(
      (r) => (r.results.length ? r.results : FALLBACK_PAYMENT_METHODS),
      () => FALLBACK_PAYMENT_METHODS,
    ),
  staleTime: 5 * 60_000,
});
