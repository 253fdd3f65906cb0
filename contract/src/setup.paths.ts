import { at } from './endpoint.ts';

/** The setup wizard's calls (admins of the store only; zod-free, the web bundles this). */
export const setupPaths = {
  state: at('GET', '/api/manage/setup/'),
  markStep: at('PUT', '/api/manage/setup/steps/:step/'),
  goLive: at('POST', '/api/manage/setup/go-live/'),
  shippingMethods: at('GET', '/api/manage/shipping-methods/'),
  saveShippingMethod: at('PUT', '/api/manage/shipping-methods/:id/'),
  paymentMethods: at('GET', '/api/manage/payment-methods/'),
  savePaymentMethod: at('PUT', '/api/manage/payment-methods/:id/'),
  inviteSupplier: at('POST', '/api/manage/suppliers/invite/'),
  uploadLogo: at('POST', '/api/manage/store/logo/'),
};
