import { at } from './endpoint.ts';

/** The platform console's calls, on the platform host only (zod-free, the web bundles this). */
export const platformPaths = {
  session: at('GET', '/api/platform/session/'),
  login: at('POST', '/api/platform/login/'),
  logout: at('POST', '/api/platform/logout/'),
  stores: at('GET', '/api/platform/stores/'),
  createStore: at('POST', '/api/platform/stores/'),
  suspendStore: at('POST', '/api/platform/stores/:slug/suspend/'),
  resumeStore: at('POST', '/api/platform/stores/:slug/resume/'),
  addDomain: at('POST', '/api/platform/stores/:slug/domains/'),
  deleteStore: at('DELETE', '/api/platform/stores/:slug/'),
  createOperator: at('POST', '/api/platform/operators/'),
  signupInfo: at('GET', '/api/platform/signup/'),
  signup: at('POST', '/api/platform/signup/'),
  confirmSignup: at('POST', '/api/platform/signup/confirm/'),
};

/** On a store's host: a page that redirects to the platform console (the admin dashboard's "Tenants"). */
export const PLATFORM_CONSOLE_PATH = '/platform-console';
