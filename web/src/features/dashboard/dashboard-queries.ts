import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '@storefront/contract/auth.paths';
import type { DashboardData } from '@storefront/contract/dashboard';
import { api, call } from '../../lib/api';

/** GET /api/user-role/: the role that picks the dashboard view (spec section 6). */
export const roleQuery = queryOptions({
  queryKey: ['dashboard', 'role'],
  queryFn: () => call(authPaths.userRole),
  retry: false,
});

/** GET /api/dashboard/ */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'data'],
  queryFn: () => api<DashboardData>('/api/dashboard/'),
  retry: false,
});
