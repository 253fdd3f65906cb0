import { z } from 'zod';
import { idParam } from './common.ts';
import { CART_UPDATED_EVENT, EMPTY_CART as EMPTY_CART_RULE } from './cart-rules.ts';

/** A product's image as the catalogue answers it. */
export const CartImageSchema = z.object({ file: z.string(), alt_text: z.string() });

/** Spec section 3 (Cart item), plus the line total and the stock the shopper can still order. */
export const CartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** The price when the line was last added to; what checkout charges is the current `product.price`. */
  price_snapshot: z.string(),
  line_total: z.string(),
  /**
   * The condition or option chosen on the product page, with its own SKU; null when added without one (any
   * supplier row).
   */
  variant: z.object({ id: z.number().int(), name: z.string(), sku: z.string() }).nullable(),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    sku: z.string(),
    image: CartImageSchema.nullable(),
    price: z.string(),
    available_stock: z.number().int(),
  }),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET /api/ecommerce/cart/: totals computed on the server. `total` is a number (spec section 3). */
export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  total: z.number(),
  item_count: z.number().int(),
});
export type Cart = z.infer<typeof CartSchema>;

export const EMPTY_CART: Cart = { ...EMPTY_CART_RULE, items: [] };

/** The most of one product a single cart line may hold, whatever the stock. */
export const MAX_LINE_QUANTITY = 999;

const quantity = (min: number) =>
  z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/ecommerce/cart/ */
export const AddToCartBodySchema = z.object({
  product_id: idParam('Choose a product'),
  /** One of the product's variants (a card's condition and finish), sold at its own price from its own stock. */
  variant_id: idParam('Choose an option').optional(),
  quantity: quantity(1).default(1),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

/** PATCH /api/ecommerce/cart/items/{id}/: 0 removes the line (spec section 4). */
export const UpdateCartItemBodySchema = z.object({ quantity: quantity(0) });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

export const CartItemParamsSchema = z.object({ id: idParam() });

export { CART_UPDATED_EVENT };
