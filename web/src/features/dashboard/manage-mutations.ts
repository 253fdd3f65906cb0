import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@storefront/contract/auth';
import type {
  CategoryInput,
  ManageProduct,
  OrderStatus,
  OrderStatusChange,
  ProductCreate,
  StoreSettings,
  VariantCreate,
  VariantUpdate,
} from '@storefront/contract/dashboard-manage';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { call } from '../../lib/api';
import { catalogChanged } from '../catalog';
import { tenantChanged } from '../tenant';
import { manageProductQuery, storeSettingsQuery } from './manage-queries';

/** Every dashboard query starts with this key. */
const DASHBOARD_KEY = ['dashboard'] as const;
const PRODUCTS_KEY = [...DASHBOARD_KEY, 'products'] as const;

/** Answers the invalidation of every dashboard query (lists, counts, the product being edited). */
function useDashboardRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: DASHBOARD_KEY });
}

/** Creates (id null) or updates a category; the dashboard and the catalogue both refetch. */
export function useSaveCategory(onDone: () => void) {
  const client = useQueryClient();
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CategoryInput }) =>
      id
        ? call(dashboardEndpoints.updateCategory, { params: { id }, body })
        : call(dashboardEndpoints.createCategory, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
      void catalogChanged(client);
    },
  });
}

export function useDeleteCategory(onDone: () => void) {
  const client = useQueryClient();
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: (id: number) => call(dashboardEndpoints.deleteCategory, { params: { id } }),
    onSuccess: () => {
      onDone();
      void refresh();
      void catalogChanged(client);
    },
  });
}

/** What staff type when they ship an order. */
export type ShipmentInput = Pick<OrderStatusChange, 'carrier' | 'tracking_number'>;

export function useMoveOrder() {
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: ({ id, to, shipment }: { id: number; to: OrderStatus; shipment?: ShipmentInput }) =>
      call(dashboardEndpoints.changeOrderStatus, { params: { id }, body: { status: to, ...shipment } }),
    onSuccess: refresh,
  });
}

export function useToggleProduct() {
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: (p: ManageProduct) =>
      call(dashboardEndpoints.updateProduct, { params: { id: p.id }, body: { is_active: !p.is_active } }),
    onSuccess: refresh,
  });
}

export interface ProductBody {
  name: string;
  short_description: string;
  description: string;
  category_id: number | null;
  is_active: boolean;
}

/** Updates a product (id given) or creates one with its SKU, price and opening stock. */
export function useSaveProduct(onSaved: (saved: ManageProduct) => void) {
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: (change: { id: number; body: ProductBody } | { body: ProductCreate }) =>
      'id' in change
        ? call(dashboardEndpoints.updateProduct, { params: { id: change.id }, body: change.body })
        : call(dashboardEndpoints.createProduct, { body: change.body }),
    onSuccess: async (saved) => {
      await refresh();
      onSaved(saved);
    },
  });
}

/** Saves the store's settings; the store itself (theme, name) loads again. */
export function useSaveStoreSettings(onSaved: (saved: StoreSettings) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettings) => call(dashboardEndpoints.saveStore, { body }),
    onSuccess: (saved) => {
      onSaved(saved);
      client.setQueryData(storeSettingsQuery.queryKey, saved);
      void tenantChanged(client);
    },
  });
}

export function useChangeRole() {
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: Role }) =>
      call(dashboardEndpoints.changeUserRole, { params: { id }, body: { role: to } }),
    onSuccess: refresh,
  });
}

/** An admin approves a supplier's request to sell; the users list refetches. */
export function useApproveSupplier() {
  const refresh = useDashboardRefresh();
  return useMutation({
    mutationFn: (id: number) => call(dashboardEndpoints.approveSupplier, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useUploadImage(productId: number, onSaved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return call(dashboardEndpoints.uploadImage, { params: { id: productId }, body });
    },
    onSuccess: (saved) => {
      client.setQueryData(manageProductQuery(productId).queryKey, saved);
      onSaved();
    },
  });
}

/** After a variant changes: the product's answer is kept, the lists and the storefront refetch. */
function useVariantSaved(productId: number) {
  const client = useQueryClient();
  return (saved: ManageProduct) => {
    client.setQueryData(manageProductQuery(productId).queryKey, saved);
    void client.invalidateQueries({ queryKey: PRODUCTS_KEY });
    void catalogChanged(client);
  };
}

export function useSaveVariant(productId: number, variantId: number) {
  const onSuccess = useVariantSaved(productId);
  return useMutation({
    mutationFn: (body: VariantUpdate) =>
      call(dashboardEndpoints.setVariant, { params: { id: productId, variantId }, body }),
    onSuccess,
  });
}

export function useAddVariant(productId: number) {
  const onSuccess = useVariantSaved(productId);
  return useMutation({
    mutationFn: (body: VariantCreate) =>
      call(dashboardEndpoints.addVariant, { params: { id: productId }, body }),
    onSuccess,
  });
}

export function useRemoveVariant(productId: number, variantId: number) {
  const onSuccess = useVariantSaved(productId);
  return useMutation({
    mutationFn: () => call(dashboardEndpoints.removeVariant, { params: { id: productId, variantId } }),
    onSuccess,
  });
}
