import { endpoints } from './endpoint.ts';

/** Store credit: the customer's ledger and staff adjustments. */
// prettier-ignore
export const storeCreditEndpoints = endpoints('store credit', {
  mine: ['GET /api/account/store-credit/', { 200: 'StoreCredit' }],
  customer: ['GET /api/manage/store-credit/:userId/', { params: 'UserIdParam', 200: 'StoreCredit' }],
  adjust: ['POST /api/manage/store-credit/:userId/adjustments/', { params: 'UserIdParam', body: 'StoreCreditAdjustment', 201: 'StoreCredit' }],
});
