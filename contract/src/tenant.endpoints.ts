import { endpoint, type Endpoint } from './endpoint.ts';
import { tenantPaths as at } from './tenant.paths.ts';
import { CsrfTokenSchema, TenantInfoSchema } from './tenant.ts';

/** Store and CSRF calls with their schemas. */
export const tenantEndpoints = {
  tenantInfo: endpoint(at.tenantInfo, { tags: ['tenant'], response: { 200: TenantInfoSchema } }),
  csrfToken: endpoint(at.csrfToken, { response: { 200: CsrfTokenSchema } }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
