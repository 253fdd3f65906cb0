import { at } from './endpoint.ts';

/** Spec section 7, Checkout and orders: where each call goes (zod-free, the web bundles this). */
export const checkoutPaths = {
  shippingMethods: at('GET', '/api/ecommerce/shipping-methods/'),
  paymentMethods: at('GET', '/api/ecommerce/payment-methods/'),
  checkout: at('POST', '/api/ecommerce/checkout/'),
  orders: at('GET', '/api/orders/'),
  order: at('GET', '/api/orders/:id/'),
};
