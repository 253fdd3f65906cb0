import { endpoints } from './endpoint.ts';

/** Spec section 7, Cart. */
// prettier-ignore
export const cartEndpoints = endpoints('cart', {
  getCart: ['GET /api/ecommerce/cart/', { 200: 'Cart' }],
  addToCart: ['POST /api/ecommerce/cart/', { body: 'AddToCartBody', 201: 'Cart' }],
  setItemQuantity: ['PATCH /api/ecommerce/cart/items/:id/', { params: 'CartItemParams', body: 'UpdateCartItemBody', 200: 'Cart' }],
  massEntry: ['POST /api/ecommerce/cart/mass-entry/', { body: 'MassEntryBody', 200: 'MassEntryAnswer' }],
  removeItem: ['DELETE /api/ecommerce/cart/items/:id/', { params: 'CartItemParams', 200: 'Cart' }],
});
