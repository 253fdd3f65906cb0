export { paymentsRoutes } from './payments.routes.ts';
