export { seedCheckoutDemo, seedCheckoutMethods } from './checkout.seed.ts';
