import { endpoints } from './endpoint.ts';

/** The setup wizard's calls (admins of the store only). */
export const setupEndpoints = endpoints('setup', {
  state: ['GET /api/manage/setup/', { 200: 'SetupState' }],
  markStep: [
    'PUT /api/manage/setup/steps/:step/',
    { params: 'SetupStepParams', body: 'SetupStepBody', 200: 'SetupState' },
  ],
  goLive: ['POST /api/manage/setup/go-live/', { 200: 'SetupState' }],
  shippingMethods: ['GET /api/manage/shipping-methods/', { 200: 'ManageShippingList' }],
  saveShippingMethod: [
    'PUT /api/manage/shipping-methods/:id/',
    { params: 'MethodParams', body: 'ShippingMethodUpdate', 200: 'ShippingMethod' },
  ],
  paymentMethods: ['GET /api/manage/payment-methods/', { 200: 'ManagePaymentList' }],
  savePaymentMethod: [
    'PUT /api/manage/payment-methods/:id/',
    { params: 'MethodParams', body: 'PaymentMethodUpdate', 200: 'PaymentMethod' },
  ],
  inviteSupplier: ['POST /api/manage/suppliers/invite/', { body: 'SupplierInvite', 201: 'SupplierInvited' }],
  uploadLogo: ['POST /api/manage/store/logo/', { 200: 'LogoUploaded' }],
});
