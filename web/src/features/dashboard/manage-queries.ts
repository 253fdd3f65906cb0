import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@storefront/contract/catalog.paths';
import { managePaths } from '@storefront/contract/manage.paths';
import { call } from '../../lib/api';

export const storeSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'store'],
  queryFn: () => call(managePaths.store),
  retry: false,
});

export const manageOrdersQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'orders', status, page],
    queryFn: () => call(managePaths.orders, { query: { status, page } }),
    retry: false,
  });

export const manageProductsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'products', q, page],
    queryFn: () => call(managePaths.products, { query: { q, page } }),
    retry: false,
  });

export const manageProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'product', id],
    queryFn: () => call(managePaths.product, { params: { id } }),
    retry: false,
  });

export const manageCategoriesQuery = queryOptions({
  queryKey: ['dashboard', 'categories'],
  queryFn: async () => (await call(managePaths.categories)).results,
  retry: false,
});

export const manageUsersQuery = (scope: 'customers' | 'users', q: string, role: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', scope, q, role, page],
    queryFn: () => call(managePaths[scope], { query: { q, role, page } }),
    retry: false,
  });

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'audit', page],
    queryFn: () => call(managePaths.audit, { query: { page } }),
    retry: false,
  });

/** Category choices for the product form, from the public catalogue (suppliers may not manage categories). */
export const categoryOptionsQuery = queryOptions({
  queryKey: ['dashboard', 'category-options'],
  queryFn: async () => (await call(catalogPaths.categories, { query: { page_size: 100 } })).results,
  staleTime: 60_000,
});
