import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

export const storeSettingsQuery = callQuery(['dashboard', 'store'], dashboardEndpoints.store);

export const manageOrdersQuery = (status: string, page: number) =>
  callQuery(['dashboard', 'orders', status, page], dashboardEndpoints.orders, { query: { status, page } });

export const manageProductsQuery = (q: string, page: number) =>
  callQuery(['dashboard', 'products', q, page], dashboardEndpoints.products, { query: { q, page } });

export const manageProductQuery = (id: number) =>
  callQuery(['dashboard', 'product', id], dashboardEndpoints.product, { params: { id } });

export const manageCategoriesQuery = queryOptions({
  queryKey: ['dashboard', 'categories'],
  queryFn: async () => (await call(dashboardEndpoints.categories)).results,
  retry: false,
});

export const manageUsersQuery = (scope: 'customers' | 'users', q: string, role: string, page: number) =>
  callQuery(['dashboard', scope, q, role, page], dashboardEndpoints[scope], { query: { q, role, page } });

export const auditQuery = (page: number) =>
  callQuery(['dashboard', 'audit', page], dashboardEndpoints.audit, { query: { page } });

/** Category choices for the product form, from the public catalogue (suppliers may not manage categories). */
export const categoryOptionsQuery = queryOptions({
  queryKey: ['dashboard', 'category-options'],
  queryFn: async () => (await call(catalogEndpoints.categories, { query: { page_size: 100 } })).results,
  staleTime: 60_000,
});
