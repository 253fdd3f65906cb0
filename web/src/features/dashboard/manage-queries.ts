import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { call } from '../../lib/api';

export const storeSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'store'],
  queryFn: () => call(dashboardEndpoints.store),
  retry: false,
});

export const manageOrdersQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'orders', status, page],
    queryFn: () => call(dashboardEndpoints.orders, { query: { status, page } }),
    retry: false,
  });

export const manageProductsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'products', q, page],
    queryFn: () => call(dashboardEndpoints.products, { query: { q, page } }),
    retry: false,
  });

export const manageProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'product', id],
    queryFn: () => call(dashboardEndpoints.product, { params: { id } }),
    retry: false,
  });

export const manageCategoriesQuery = queryOptions({
  queryKey: ['dashboard', 'categories'],
  queryFn: async () => (await call(dashboardEndpoints.categories)).results,
  retry: false,
});

export const manageUsersQuery = (scope: 'customers' | 'users', q: string, role: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', scope, q, role, page],
    queryFn: () => call(dashboardEndpoints[scope], { query: { q, role, page } }),
    retry: false,
  });

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'audit', page],
    queryFn: () => call(dashboardEndpoints.audit, { query: { page } }),
    retry: false,
  });

/** Category choices for the product form, from the public catalogue (suppliers may not manage categories). */
export const categoryOptionsQuery = queryOptions({
  queryKey: ['dashboard', 'category-options'],
  queryFn: async () => (await call(catalogEndpoints.categories, { query: { page_size: 100 } })).results,
  staleTime: 60_000,
});
