export { salePricesRoutes } from './sale-prices.routes.ts';
export { applyDueSales } from './sale-schedule.ts';
