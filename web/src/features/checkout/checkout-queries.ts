import { queryOptions } from '@tanstack/react-query';
import type { PaymentMethod, ShippingMethod } from '@storefront/contract/checkout';
import { api } from '../../lib/api';
import { FALLBACK_PAYMENT_METHODS, FALLBACK_SHIPPING_METHODS } from './checkout-form';

/** GET …/shipping-methods/, or the built-in list when the call fails or answers none (spec section 8). */
export const shippingMethodsQuery = queryOptions({
  queryKey: ['checkout', 'shipping-methods'],
  queryFn: () =>
    api<{ results: ShippingMethod[] }>('/api/ecommerce/shipping-methods/').then(
      (r) => (r.results.length ? r.results : FALLBACK_SHIPPING_METHODS),
      () => FALLBACK_SHIPPING_METHODS,
    ),
  staleTime: 5 * 60_000,
});

export const paymentMethodsQuery = queryOptions({
  queryKey: ['checkout', 'payment-methods'],
  queryFn: () =>
    api<{ results: PaymentMethod[] }>('/api/ecommerce/payment-methods/').then(
      (r) => (r.results.length ? r.results : FALLBACK_PAYMENT_METHODS),
      () => FALLBACK_PAYMENT_METHODS,
    ),
  staleTime: 5 * 60_000,
});
