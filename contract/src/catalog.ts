import { z } from 'zod';
import { STOCK_STATUSES, type CategoryNode as GenericCategoryNode } from './catalog-rules.ts';
import { pageOf, PageQuerySchema, text } from './common.ts';

export {
  LOW_STOCK_THRESHOLD,
  STOCK_STATUSES,
  stockStatus,
  stockDisplay,
  buildCategoryTree,
  type StockStatus,
} from './catalog-rules.ts';
export const StockStatusSchema = z.enum(STOCK_STATUSES);

/** Dollars with 2 decimals as a string, e.g. "12.99": exact, never a float. */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

export const ImageSchema = z.object({ file: z.string(), alt_text: z.string() });
export type Image = z.infer<typeof ImageSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parent: z.number().int().nullable(),
  sort_order: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A category as a product carries it. */
export const CategoryRefSchema = CategorySchema.pick({ id: true, slug: true, name: true, description: true });
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

export const ProductTypeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

/** Spec section 6: a product shows only its supplier's username; staff also see the e-mail. */
export const SupplierSchema = z.object({ username: z.string(), email: z.string().optional() });
export type Supplier = z.infer<typeof SupplierSchema>;

/** One row of a product list or card: what the grid, cart and wishlist show. */
export const ProductListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  short_description: z.string(),
  price: MoneySchema,
  /** The price before a discount; above `price` makes the product a deal. */
  compare_at_price: MoneySchema.nullable(),
  image: ImageSchema.nullable(),
  category: CategoryRefSchema.nullable(),
  product_type: ProductTypeSchema.nullable(),
  supplier: SupplierSchema.nullable(),
  is_marketplace_product: z.boolean(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  attributes: z.record(z.string(), z.unknown()),
  available_stock: z.number().int(),
  stock_status: StockStatusSchema,
  /** ISO date; in the future makes the product a preorder. */
  release_date: z.string().nullable(),
  created_at: z.string(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

export const VariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: MoneySchema,
  stock: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** One supplier's offer of a product (spec: stocks, each with supplier {username} and available). */
export const StockSchema = z.object({
  supplier: SupplierSchema,
  variant: z.string(),
  available: z.number().int(),
  price: MoneySchema,
});
export type Stock = z.infer<typeof StockSchema>;

/** GET /api/ecommerce/products/{slug}/ */
export const ProductSchema = ProductListItemSchema.extend({
  description: z.string(),
  variants: z.array(VariantSchema),
  total_stock: z.number().int(),
  stock_display: z.string(),
  stocks: z.array(StockSchema),
  meta_title: z.string(),
  meta_description: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

/** Spec section 9 sort options; plus the orders the collection pages default to. */
export const PRODUCT_ORDERINGS = [
  'name',
  '-name',
  'price',
  '-price',
  'created_at',
  '-created_at',
  '-units_sold',
  'release_date',
] as const;
export const ProductOrderingSchema = z.enum(PRODUCT_ORDERINGS, {
  error: `ordering must be one of ${PRODUCT_ORDERINGS.join(', ')}`,
});
export type ProductOrdering = z.infer<typeof ProductOrderingSchema>;

/**
 * Collections behind /deals, /new, /bestsellers and /preorders (docs/catalog-search.md, "What the collection pages show"):
 * deals have compare_at_price above price; new is everything, newest first; bestsellers have sold at
 * least one unit; preorders have a release date in the future.
 */
export const COLLECTIONS = ['deals', 'new', 'bestsellers', 'preorders'] as const;
export const CollectionSchema = z.enum(COLLECTIONS, {
  error: `collection must be one of ${COLLECTIONS.join(', ')}`,
});
export type Collection = z.infer<typeof CollectionSchema>;

/** Empty query values count as absent (spec section 5: empty parameters are not sent). */
const optionalText = (max: number, name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text().trim().max(max, `${name} must be ${max} characters or fewer`).optional(),
  );

/** GET /api/ecommerce/products/ — `category` and `product_type` take a slug or an id. */
export const ProductListQuerySchema = PageQuerySchema.extend({
  ordering: z.preprocess((v) => (v === '' ? undefined : v), ProductOrderingSchema.optional()),
  category: optionalText(200, 'category'),
  product_type: optionalText(200, 'product_type'),
  search: optionalText(200, 'search'),
  collection: z.preprocess((v) => (v === '' ? undefined : v), CollectionSchema.optional()),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductListSchema = pageOf(ProductListItemSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

export const ProductSlugParamsSchema = z.object({ slug: text().min(1).max(200) });

/** GET /api/ecommerce/categories/ */
export const CategoryListSchema = pageOf(CategorySchema);
export type CategoryList = z.infer<typeof CategoryListSchema>;

/** GET /api/ecommerce/product-types/ */
export const ProductTypeListSchema = pageOf(ProductTypeSchema);
export type ProductTypeList = z.infer<typeof ProductTypeListSchema>;

/** A category with its children, assembled on the client from parent links (spec section 3). */
export type CategoryNode = GenericCategoryNode<Category>;
