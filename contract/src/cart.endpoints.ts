import { cartPaths as at } from './cart.paths.ts';
import { AddToCartBodySchema, CartItemParamsSchema, CartSchema, UpdateCartItemBodySchema } from './cart.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

const tags = ['cart'];

/** Cart calls with their schemas. */
export const cartEndpoints = {
  getCart: endpoint(at.getCart, { tags, response: { 200: CartSchema } }),
  addToCart: endpoint(at.addToCart, { tags, body: AddToCartBodySchema, response: { 201: CartSchema } }),
  setItemQuantity: endpoint(at.setItemQuantity, {
    tags,
    params: CartItemParamsSchema,
    body: UpdateCartItemBodySchema,
    response: { 200: CartSchema },
  }),
  removeItem: endpoint(at.removeItem, { tags, params: CartItemParamsSchema, response: { 200: CartSchema } }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
