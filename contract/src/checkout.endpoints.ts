import { endpoints } from './endpoint.ts';

/** Spec section 7, Checkout. */
// prettier-ignore
export const checkoutEndpoints = endpoints('checkout', {
  shippingMethods: ['GET /api/ecommerce/shipping-methods/', { 200: 'ShippingMethodList' }],
  paymentMethods: ['GET /api/ecommerce/payment-methods/', { 200: 'PaymentMethodList' }],
  checkout: ['POST /api/ecommerce/checkout/', { headers: 'CheckoutHeaders', body: 'CheckoutBody', 201: 'CheckoutResult' }],
});
