export { storeCreditRoutes } from './store-credit.routes.ts';
export { creditFromBuylist, refundOrderCredit, requireCredit, spendOnOrder } from './store-credit.service.ts';
