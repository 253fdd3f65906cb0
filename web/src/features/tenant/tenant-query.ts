import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TenantInfo } from '@storefront/contract/tenant';
import { tenantEndpoints } from '@storefront/contract/tenant.endpoints';
import { call, callUrl, HttpError } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';

/** GET /api/tenant-info/ without credentials (spec section 7); a non-OK answer is 'HTTP error! status: N'. */
export async function fetchTenantInfo(): Promise<TenantInfo> {
  try {
    return await call(tenantEndpoints.tenantInfo, { credentials: 'omit' });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(error.status, { error: `HTTP error! status: ${error.status}` });
  }
}

export const tenantQuery = queryOptions({
  queryKey: ['tenant', 'info'],
  queryFn: fetchTenantInfo,
  // The page's HTML carries the store (decision 030): the app renders without waiting for this call.
  initialData: bootAnswer(callUrl(tenantEndpoints.tenantInfo)),
  staleTime: 60_000,
  retry: false,
});

/** After the store's settings change (dashboard): the store, its theme and its title load again. */
export const tenantChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: tenantQuery.queryKey });
