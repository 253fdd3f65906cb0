import { at } from './endpoint.ts';

/** Spec section 7, Cart: where each call goes (zod-free, the web bundles this). */
export const cartPaths = {
  getCart: at('GET', '/api/ecommerce/cart/'),
  addToCart: at('POST', '/api/ecommerce/cart/'),
  setItemQuantity: at('PATCH', '/api/ecommerce/cart/items/:id/'),
  removeItem: at('DELETE', '/api/ecommerce/cart/items/:id/'),
};
