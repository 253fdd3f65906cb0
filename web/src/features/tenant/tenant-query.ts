import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TenantInfo } from '@storefront/contract/tenant';
import { HttpError } from '../../lib/api';

/** GET /api/tenant-info/ without credentials (spec section 7); a non-OK answer is 'HTTP error! status: N'. */
export async function fetchTenantInfo(): Promise<TenantInfo> {
  const res = await fetch('/api/tenant-info/', {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
  });
  if (!res.ok) throw new HttpError(res.status, { error: `HTTP error! status: ${res.status}` });
  return (await res.json()) as TenantInfo;
}

export const tenantQuery = queryOptions({
  queryKey: ['tenant', 'info'],
  queryFn: fetchTenantInfo,
  staleTime: 60_000,
  retry: false,
});

/** After the store's settings change (dashboard): the store, its theme and its title load again. */
export const tenantChanged = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: tenantQuery.queryKey });
