import { at } from './endpoint.ts';

/** Spec section 7, Dashboard and management: where each call goes (zod-free, the web bundles this). */
export const managePaths = {
  dashboard: at('GET', '/api/dashboard/'),
  store: at('GET', '/api/manage/store/'),
  saveStore: at('PUT', '/api/manage/store/'),
  audit: at('GET', '/api/manage/audit/'),
  categories: at('GET', '/api/manage/categories/'),
  createCategory: at('POST', '/api/manage/categories/'),
  updateCategory: at('PUT', '/api/manage/categories/:id/'),
  deleteCategory: at('DELETE', '/api/manage/categories/:id/'),
  orders: at('GET', '/api/manage/orders/'),
  changeOrderStatus: at('POST', '/api/manage/orders/:id/status/'),
  products: at('GET', '/api/manage/products/'),
  createProduct: at('POST', '/api/manage/products/'),
  product: at('GET', '/api/manage/products/:id/'),
  updateProduct: at('PATCH', '/api/manage/products/:id/'),
  addVariant: at('POST', '/api/manage/products/:id/variants/'),
  setVariant: at('PUT', '/api/manage/products/:id/variants/:variantId/'),
  removeVariant: at('DELETE', '/api/manage/products/:id/variants/:variantId/'),
  uploadImage: at('POST', '/api/manage/products/:id/image/'),
  customers: at('GET', '/api/manage/customers/'),
  users: at('GET', '/api/manage/users/'),
  changeUserRole: at('PUT', '/api/manage/users/:id/role/'),
  approveSupplier: at('POST', '/api/manage/users/:id/approve-supplier/'),
};
