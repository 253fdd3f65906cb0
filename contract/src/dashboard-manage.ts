import { z } from 'zod';
import { CategorySchema } from './catalog.ts';
import { RoleSchema, SupplierStatusSchema } from './auth.ts';
import { idField, idParam, pageOf, PageQuerySchema, text } from './common.ts';
import { OrderPaymentSchema } from './orders.ts';
import { CarrierSchema, ShipmentSchema, TrackingNumberSchema } from './shipment.ts';
import { AppTypeSchema, ClientDetailsSchema, HexColorSchema } from './tenant.ts';

/** Order states a manager moves an order through (pending → processing → shipped → completed, or cancelled). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Where each status may go next; cancelled and completed are final. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

/** PUT /api/manage/store/ and its answer: the admin's store settings. */
export const StoreSettingsSchema = z.object({
  name: text().trim().min(1, 'Store name is required').max(100),
  primary: HexColorSchema,
  secondary: HexColorSchema,
  app_type: AppTypeSchema,
  logo_url: text()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^(https?:\/\/|\/)/.test(v), 'Use an https:// address or a /path'),
  client_details: ClientDetailsSchema,
  /**
   * Orders from this subtotal on ship free, in dollars ("50.00"); empty: no free shipping and no banner.
   * Left out of a save, the store keeps its threshold.
   */
  free_shipping_over: text()
    .trim()
    .regex(/^(\d{1,8}(\.\d{1,2})?)?$/, 'Enter an amount like 50.00, or leave it empty for no free shipping')
    .optional(),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

export const ManageOrderQuerySchema = PageQuerySchema.extend({
  status: z.union([OrderStatusSchema, z.literal('')]).optional(),
});
export type ManageOrderQuery = z.infer<typeof ManageOrderQuerySchema>;

export const ManageOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.string(),
  total: z.string(),
  payment_status: z.string(),
  /** What staff gave back so far (decision 057); "0.00" for a supplier, who sees only their lines. */
  refunded: z.string(),
  customer: z.object({ username: z.string(), email: z.string() }),
  items: z.array(
    z.object({
      name: z.string(),
      /** What was sold of the product (a card's condition, finish and language), as on the order. */
      variant_name: z.string().nullable(),
      quantity: z.number().int(),
      price: z.string(),
    }),
  ),
  payments: z.array(OrderPaymentSchema),
  next_statuses: z.array(OrderStatusSchema),
  shipping_method: z.string(),
  shipping_method_name: z.string(),
  pickup: z.boolean(),
  shipment: ShipmentSchema.nullable(),
});
export type ManageOrder = z.infer<typeof ManageOrderSchema>;
export const ManageOrderPageSchema = pageOf(ManageOrderSchema);
export type ManageOrderPage = z.infer<typeof ManageOrderPageSchema>;

/** A status change; moving to shipped also takes the carrier and tracking number (optional for pickup). */
export const OrderStatusChangeSchema = z.object({
  status: OrderStatusSchema,
  carrier: CarrierSchema.optional(),
  tracking_number: TrackingNumberSchema.optional(),
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;
export const IdParamsSchema = z.object({ id: idParam() });

/** A price typed by a manager, in dollars: `12.99`. */
export const PriceInputSchema = text()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter a price like 12.99');
const stock = z.coerce.number().int('Whole units only').min(0, 'Stock cannot be negative').max(1_000_000);

/** A SKU: letters, digits, `-`, `_` and `.`, unique in the store (products and variants each). */
const SkuSchema = text()
  .trim()
  .min(1, 'SKU is required')
  .max(60)
  .regex(/^[\w.-]+$/, 'Letters, digits, - _ . only');

/** What tells a product's variants apart; each optional, shown to shoppers through the variant's name. */
export const VARIANT_OPTIONS = ['condition', 'finish', 'size'] as const;
export type VariantOption = (typeof VARIANT_OPTIONS)[number];
const option = text().trim().max(40, 'At most 40 characters');

export const ManageVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.string(),
  stock: z.number().int(),
  condition: z.string(),
  finish: z.string(),
  size: z.string(),
});
export type ManageVariant = z.infer<typeof ManageVariantSchema>;

export const ManageProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  short_description: z.string(),
  description: z.string(),
  price: z.string(),
  is_active: z.boolean(),
  category_id: z.number().int().nullable(),
  /** One unit's shipping weight in grams (weight-priced shipping); null: none given. */
  weight_grams: z.number().int().nullable(),
  /** Units held by every supplier together. */
  total_stock: z.number().int(),
  supplier: z.string().nullable(),
  image: z.string().nullable(),
  variants: z.array(ManageVariantSchema),
});
export type ManageProduct = z.infer<typeof ManageProductSchema>;
export const ManageProductPageSchema = pageOf(ManageProductSchema);
export type ManageProductPage = z.infer<typeof ManageProductPageSchema>;
export const ManageProductQuerySchema = PageQuerySchema.extend({ q: text().trim().max(100).optional() });

/** One unit's shipping weight: whole grams up to 1,000 kg, or null for none. */
const weightGrams = z
  .number({ error: 'Use a whole number of grams' })
  .int('Use a whole number of grams')
  .min(0, 'Use a whole number of grams')
  .max(1_000_000, 'At most 1,000,000 g')
  .nullable();

/** POST /api/manage/products/: a new product with one "Standard" variant holding `price` and `stock`. */
export const ProductCreateSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(200),
  sku: SkuSchema,
  short_description: text().trim().max(300).default(''),
  description: text().trim().max(5000).default(''),
  price: PriceInputSchema,
  stock,
  category_id: idField().nullable().default(null),
  weight_grams: weightGrams.default(null),
  is_active: z.boolean().default(true),
});
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** PATCH /api/manage/products/{id}/ */
export const ProductUpdateSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(200).optional(),
  short_description: text().trim().max(300).optional(),
  description: text().trim().max(5000).optional(),
  category_id: idField().nullable().optional(),
  weight_grams: weightGrams.optional(),
  is_active: z.boolean().optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** POST /api/manage/products/{id}/variants/: a new variant with its own SKU, price, stock and options. */
export const VariantCreateSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(100),
  sku: SkuSchema,
  price: PriceInputSchema,
  stock,
  condition: option.default(''),
  finish: option.default(''),
  size: option.default(''),
});
export type VariantCreate = z.input<typeof VariantCreateSchema>;

/**
 * PUT /api/manage/products/{id}/variants/{variantId}/: the caller's price and stock of one variant, and
 * (when given) its name, SKU and options.
 */
export const VariantUpdateSchema = z.object({
  price: PriceInputSchema,
  stock,
  name: text().trim().min(1, 'Name is required').max(100).optional(),
  sku: SkuSchema.optional(),
  condition: option.optional(),
  finish: option.optional(),
  size: option.optional(),
});
export type VariantUpdate = z.input<typeof VariantUpdateSchema>;
export const VariantParamsSchema = z.object({
  id: idParam(),
  variantId: idParam(),
});

export const ManageUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: RoleSchema,
  supplier_status: SupplierStatusSchema.nullable(),
  date_joined: z.string(),
  orders: z.number().int(),
});
export type ManageUser = z.infer<typeof ManageUserSchema>;
export const ManageUserPageSchema = pageOf(ManageUserSchema);
export type ManageUserPage = z.infer<typeof ManageUserPageSchema>;
export const ManageUserQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100).optional(),
  role: z.union([RoleSchema, z.literal('')]).optional(),
});
export const UserRoleChangeSchema = z.object({ role: RoleSchema });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** A category as managers see it: the same shape shoppers get. */
export const ManageCategorySchema = CategorySchema;
export type ManageCategory = z.infer<typeof ManageCategorySchema>;
export const ManageCategoryListSchema = z.object({ results: z.array(ManageCategorySchema) });

/** POST /api/manage/categories/ and PUT /api/manage/categories/{id}/ */
export const CategoryInputSchema = z.object({
  name: text().trim().min(1, 'Name is required').max(100),
  description: text().trim().max(1000).default(''),
  parent: idField().nullable().default(null),
  sort_order: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type CategoryInput = z.output<typeof CategoryInputSchema>;

/** What a status change, a role change and a supplier's approval answer. */
export const OrderStatusChangedSchema = z.object({ id: z.number().int(), status: OrderStatusSchema });
export const UserRoleChangedSchema = z.object({ id: z.number().int(), role: RoleSchema });
export const SupplierApprovedSchema = z.object({
  id: z.number().int(),
  supplier_status: SupplierStatusSchema,
});
