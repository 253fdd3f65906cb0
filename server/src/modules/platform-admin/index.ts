export { platformRoutes, signupRoutes } from './platform.routes.ts';
export { createOperator, listOperators } from './operators.ts';
export { CLI_HEADER, signCliCall } from './cli-signature.ts';
export {
  addStoreDomain,
  createStore,
  deleteStore,
  listStores,
  setStoreStatus,
  type PlatformDeps,
} from './stores.service.ts';
export { setStoreStripeAccount } from './store-stripe-account.ts';
export { DEMO_OPERATOR, seedDemoOperator } from './operators.seed.ts';
