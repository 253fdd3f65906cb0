import { queryOptions } from '@tanstack/react-query';
import { authPaths } from '@storefront/contract/auth.paths';
import { managePaths } from '@storefront/contract/manage.paths';
import { call } from '../../lib/api';

/** GET /api/user-role/: the role that picks the dashboard view (spec section 6). */
export const roleQuery = queryOptions({
  queryKey: ['dashboard', 'role'],
  queryFn: () => call(authPaths.userRole),
  retry: false,
});

/** GET /api/dashboard/ */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'data'],
  queryFn: () => call(managePaths.dashboard),
  retry: false,
});
