import { queryOptions } from '@tanstack/react-query';
import { authEndpoints } from '@storefront/contract/auth.endpoints';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { call } from '../../lib/api';

/** GET /api/user-role/: the role that picks the dashboard view (spec section 6). */
export const roleQuery = queryOptions({
  queryKey: ['dashboard', 'role'],
  queryFn: () => call(authEndpoints.userRole),
  retry: false,
});

/** GET /api/dashboard/ */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'data'],
  queryFn: () => call(dashboardEndpoints.dashboard),
  retry: false,
});
