import { endpoints } from './endpoint.ts';

/** The platform console's calls, on the platform host only. */
// prettier-ignore
export const platformAdminEndpoints = endpoints('platform', {
  session: ['GET /api/platform/session/', { 200: 'PlatformSession' }],
  login: ['POST /api/platform/login/', { body: 'OperatorLogin', 200: 'OperatorResult' }],
  logout: ['POST /api/platform/logout/', { 204: 'NoContent' }],
  stores: ['GET /api/platform/stores/', { 200: 'StoreList' }],
  createStore: ['POST /api/platform/stores/', { body: 'CreateStore', 201: 'CreatedStore' }],
  suspendStore: ['POST /api/platform/stores/:slug/suspend/', { params: 'StoreSlugParams', 200: 'StoreResult' }],
  resumeStore: ['POST /api/platform/stores/:slug/resume/', { params: 'StoreSlugParams', 200: 'StoreResult' }],
  addDomain: ['POST /api/platform/stores/:slug/domains/', { params: 'StoreSlugParams', body: 'AddDomain', 200: 'StoreResult' }],
  setStripeAccount: ['PUT /api/platform/stores/:slug/stripe-account/', { params: 'StoreSlugParams', body: 'StripeAccount', 200: 'StoreResult' }],
  deleteStore: ['DELETE /api/platform/stores/:slug/', { params: 'StoreSlugParams', body: 'DeleteStore', 204: 'NoContent' }],
  createOperator: ['POST /api/platform/operators/', { body: 'CreateOperator', 201: 'OperatorResult' }],
  signupInfo: ['GET /api/platform/signup/', { 200: 'SignupInfo' }],
  signup: ['POST /api/platform/signup/', { body: 'Signup', 202: 'SignupSent' }],
  confirmSignup: ['POST /api/platform/signup/confirm/', { body: 'SignupConfirm', 201: 'SignupDone' }],
});

/** On a store's host: a page that redirects to the platform console (the admin dashboard's "Tenants"). */
export const PLATFORM_CONSOLE_PATH = '/platform-console';
