import { endpoints } from './endpoint.ts';

/** Spec section 7, Checkout. */
// prettier-ignore
export const checkoutEndpoints = endpoints('checkout', {
  shippingMethods: ['GET /api/ecommerce/shipping-methods/', { 200: 'ShippingMethodList' }],
  paymentMethods: ['GET /api/ecommerce/payment-methods/', { 200: 'PaymentMethodList' }],
  quote: ['POST /api/ecommerce/checkout/quote/', { body: 'CheckoutQuoteBody', 200: 'CheckoutQuote' }],
  zones: ['GET /api/manage/shipping-zones/', { 200: 'ShippingZoneList' }],
  createZone: ['POST /api/manage/shipping-zones/', { body: 'ShippingZoneInput', 201: 'ShippingZone' }],
  updateZone: ['PUT /api/manage/shipping-zones/:id/', { params: 'IdParams', body: 'ShippingZoneInput', 200: 'ShippingZone' }],
  deleteZone: ['DELETE /api/manage/shipping-zones/:id/', { params: 'IdParams', 204: 'NoContent' }],
  addZoneMethod: ['POST /api/manage/shipping-zones/:id/methods/', { params: 'IdParams', body: 'ZoneMethodInput', 201: 'ShippingZone' }],
  deleteZoneMethod: ['DELETE /api/manage/shipping-zones/:id/methods/:methodId/', { params: 'ZoneMethodParams', 200: 'ShippingZone' }],
  checkout: ['POST /api/ecommerce/checkout/', { headers: 'CheckoutHeaders', body: 'CheckoutBody', 201: 'CheckoutResult' }],
});
