export { storeCreditRoutes } from './store-credit.routes.ts';
export { creditFromBuylist, refundOrderCredit, spendOnOrder } from './store-credit.service.ts';
