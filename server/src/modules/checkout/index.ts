export { seedCheckoutDemo, seedCheckoutMethods } from './checkout.seed.ts';
export { validBody } from './checkout-sample.ts';
export { placeOrder } from './checkout.service.ts';
