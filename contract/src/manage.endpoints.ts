import { z } from 'zod';
import { RoleSchema, SupplierStatusSchema } from './auth.ts';
import { PageQuerySchema } from './common.ts';
import { DashboardDataSchema } from './dashboard.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { managePaths as at } from './manage.paths.ts';
import {
  AuditPageSchema,
  CategoryInputSchema,
  IdParamsSchema,
  ManageCategorySchema,
  ManageOrderPageSchema,
  ManageOrderQuerySchema,
  ManageProductPageSchema,
  ManageProductQuerySchema,
  ManageProductSchema,
  ManageUserPageSchema,
  ManageUserQuerySchema,
  OrderStatusChangeSchema,
  OrderStatusSchema,
  ProductCreateSchema,
  ProductUpdateSchema,
  StoreSettingsSchema,
  UserRoleChangeSchema,
  VariantCreateSchema,
  VariantParamsSchema,
  VariantUpdateSchema,
} from './manage.ts';
import { NoContentSchema } from './no-content.ts';

const tags = ['manage'];
const product = { 200: ManageProductSchema };
const userPage = { tags, query: ManageUserQuerySchema, response: { 200: ManageUserPageSchema } };

/** Dashboard and management calls with their schemas. */
export const manageEndpoints = {
  dashboard: endpoint(at.dashboard, { tags: ['dashboard'], response: { 200: DashboardDataSchema } }),
  store: endpoint(at.store, { tags, response: { 200: StoreSettingsSchema } }),
  saveStore: endpoint(at.saveStore, {
    tags,
    body: StoreSettingsSchema,
    response: { 200: StoreSettingsSchema },
  }),
  audit: endpoint(at.audit, { tags, query: PageQuerySchema, response: { 200: AuditPageSchema } }),
  categories: endpoint(at.categories, {
    tags,
    response: { 200: z.object({ results: z.array(ManageCategorySchema) }) },
  }),
  createCategory: endpoint(at.createCategory, {
    tags,
    body: CategoryInputSchema,
    response: { 201: ManageCategorySchema },
  }),
  updateCategory: endpoint(at.updateCategory, {
    tags,
    params: IdParamsSchema,
    body: CategoryInputSchema,
    response: { 200: ManageCategorySchema },
  }),
  deleteCategory: endpoint(at.deleteCategory, {
    tags,
    params: IdParamsSchema,
    response: { 204: NoContentSchema },
  }),
  orders: endpoint(at.orders, {
    tags,
    query: ManageOrderQuerySchema,
    response: { 200: ManageOrderPageSchema },
  }),
  changeOrderStatus: endpoint(at.changeOrderStatus, {
    tags,
    params: IdParamsSchema,
    body: OrderStatusChangeSchema,
    response: { 200: z.object({ id: z.number().int(), status: OrderStatusSchema }) },
  }),
  products: endpoint(at.products, {
    tags,
    query: ManageProductQuerySchema,
    response: { 200: ManageProductPageSchema },
  }),
  createProduct: endpoint(at.createProduct, {
    tags,
    body: ProductCreateSchema,
    response: { 201: ManageProductSchema },
  }),
  product: endpoint(at.product, { tags, params: IdParamsSchema, response: product }),
  updateProduct: endpoint(at.updateProduct, {
    tags,
    params: IdParamsSchema,
    body: ProductUpdateSchema,
    response: product,
  }),
  addVariant: endpoint(at.addVariant, {
    tags,
    params: IdParamsSchema,
    body: VariantCreateSchema,
    response: { 201: ManageProductSchema },
  }),
  setVariant: endpoint(at.setVariant, {
    tags,
    params: VariantParamsSchema,
    body: VariantUpdateSchema,
    response: product,
  }),
  removeVariant: endpoint(at.removeVariant, { tags, params: VariantParamsSchema, response: product }),
  /** multipart/form-data with one `image` file, so no JSON body schema. */
  uploadImage: endpoint(at.uploadImage, { tags, params: IdParamsSchema, response: product }),
  customers: endpoint(at.customers, userPage),
  users: endpoint(at.users, userPage),
  changeUserRole: endpoint(at.changeUserRole, {
    tags,
    params: IdParamsSchema,
    body: UserRoleChangeSchema,
    response: { 200: z.object({ id: z.number().int(), role: RoleSchema }) },
  }),
  approveSupplier: endpoint(at.approveSupplier, {
    tags,
    params: IdParamsSchema,
    response: { 200: z.object({ id: z.number().int(), supplier_status: SupplierStatusSchema }) },
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
