import { endpoints } from './endpoint.ts';

/** Spec section 7: the store's name and the CSRF token. */
export const tenantEndpoints = {
  ...endpoints('tenant', { tenantInfo: ['GET /api/tenant-info/', { 200: 'TenantInfo' }] }),
  ...endpoints(undefined, { csrfToken: ['GET /api/csrf-token/', { 200: 'CsrfToken' }] }),
};
