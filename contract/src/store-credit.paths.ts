import { at } from './endpoint.ts';

/** Store credit: the customer's ledger and staff adjustments (zod-free, the web bundles this). */
export const storeCreditPaths = {
  mine: at('GET', '/api/account/store-credit/'),
  customer: at('GET', '/api/manage/store-credit/:userId/'),
  adjust: at('POST', '/api/manage/store-credit/:userId/adjustments/'),
};
