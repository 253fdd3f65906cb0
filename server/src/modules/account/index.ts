export { listAddresses } from './addresses.service.ts';
export { accountRoutes } from './account.routes.ts';
export { seedDemoAddresses } from './account.seed.ts';
