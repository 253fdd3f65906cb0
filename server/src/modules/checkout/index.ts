export { seedCheckoutDemo, seedCheckoutMethods } from './checkout.seed.ts';
export { validBody } from './checkout-sample.ts';
export { placeOrder } from './checkout.service.ts';
export {
  managePaymentMethods,
  manageShippingMethods,
  savePaymentMethod,
  saveShippingMethod,
} from './checkout-methods.service.ts';
