import { queryOptions } from '@tanstack/react-query';
import type { UserRole } from '@storefront/contract/auth';
import type { DashboardData } from '@storefront/contract/dashboard';
import { api } from '../../lib/api';

/** GET /api/user-role/: the role that picks the dashboard view (spec section 6). */
export const roleQuery = queryOptions({
  queryKey: ['dashboard', 'role'],
  queryFn: () => api<UserRole>('/api/user-role/'),
  retry: false,
});

/** GET /api/dashboard/ */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard', 'data'],
  queryFn: () => api<DashboardData>('/api/dashboard/'),
  retry: false,
});
