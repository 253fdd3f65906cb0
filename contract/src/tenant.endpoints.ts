import { endpoints } from './endpoint.ts';

/** Spec section 7: the store's name and the CSRF token. */
export const tenantEndpoints = {
  // prettier-ignore
  ...endpoints('tenant', { tenantInfo: ['GET /api/tenant-info/', { 200: 'TenantInfo' }] }),
  // prettier-ignore
  ...endpoints(undefined, { csrfToken: ['GET /api/csrf-token/', { 200: 'CsrfToken' }] }),
};
