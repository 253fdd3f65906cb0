import { at } from './endpoint.ts';

/** Spec section 7: the store's name and the CSRF token (zod-free, the web bundles this). */
export const tenantPaths = {
  tenantInfo: at('GET', '/api/tenant-info/'),
  csrfToken: at('GET', '/api/csrf-token/'),
};
