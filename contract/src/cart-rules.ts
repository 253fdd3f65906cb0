// Cart constants without zod, so the header's cart badge does not pull the schema library into the main chunk.

/** The window event that makes the cart badge and in-cart counts refetch (spec section 4). */
export const CART_UPDATED_EVENT = 'cartUpdated';

/** What a signed-out visitor's cart looks like (spec section 6: a signed-out cart fetch is empty). */
export const EMPTY_CART = { items: [], total: 0, item_count: 0 } as const;
