export { storeCreditRoutes } from './store-credit.routes.ts';
export {
  creditFromBuylist,
  creditFromGiftCard,
  creditRefund,
  refundOrderCredit,
  requireCredit,
  spendOnOrder,
} from './store-credit.service.ts';
export { creditGivenBack } from './ledger.ts';
