export { paymentsRoutes } from './payments.routes.ts';
export { sweepUnpaidIntents } from './payment-sweeper.ts';
