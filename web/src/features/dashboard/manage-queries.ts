import { queryOptions } from '@tanstack/react-query';
import type {
  AuditPage,
  ManageCategory,
  ManageOrderPage,
  ManageProduct,
  ManageProductPage,
  ManageUserPage,
  StoreSettings,
} from '@storefront/contract/manage';
import { catalogPaths } from '@storefront/contract/catalog.paths';
import { api, call } from '../../lib/api';

export const storeSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'store'],
  queryFn: () => api<StoreSettings>('/api/manage/store/'),
  retry: false,
});

export const manageOrdersQuery = (status: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'orders', status, page],
    queryFn: () => api<ManageOrderPage>('/api/manage/orders/', { query: { status, page } }),
    retry: false,
  });

export const manageProductsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'products', q, page],
    queryFn: () => api<ManageProductPage>('/api/manage/products/', { query: { q, page } }),
    retry: false,
  });

export const manageProductQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'product', id],
    queryFn: () => api<ManageProduct>(`/api/manage/products/${id}/`),
    retry: false,
  });

export const manageCategoriesQuery = queryOptions({
  queryKey: ['dashboard', 'categories'],
  queryFn: async () => (await api<{ results: ManageCategory[] }>('/api/manage/categories/')).results,
  retry: false,
});

export const manageUsersQuery = (scope: 'customers' | 'users', q: string, role: string, page: number) =>
  queryOptions({
    queryKey: ['dashboard', scope, q, role, page],
    queryFn: () => api<ManageUserPage>(`/api/manage/${scope}/`, { query: { q, role, page } }),
    retry: false,
  });

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['dashboard', 'audit', page],
    queryFn: () => api<AuditPage>('/api/manage/audit/', { query: { page } }),
    retry: false,
  });

/** Category choices for the product form, from the public catalogue (suppliers may not manage categories). */
export const categoryOptionsQuery = queryOptions({
  queryKey: ['dashboard', 'category-options'],
  queryFn: async () => (await call(catalogPaths.categories, { query: { page_size: 100 } })).results,
  staleTime: 60_000,
});
