import { authEndpoints } from '@storefront/contract/auth.endpoints';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { callQuery } from '../../lib/call-query';

/** GET /api/user-role/: the role that picks the dashboard view (spec section 6). */
export const roleQuery = callQuery(['dashboard', 'role'], authEndpoints.userRole);

/** GET /api/dashboard/ */
export const dashboardQuery = callQuery(['dashboard', 'data'], dashboardEndpoints.dashboard);
