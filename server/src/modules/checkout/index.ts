export { seedCheckoutDemo, seedCheckoutMethods } from './checkout.seed.ts';
export { validBody } from './checkout-sample.ts';
