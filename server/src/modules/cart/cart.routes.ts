import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddToCartBodySchema,
  CartItemParamsSchema,
  CartSchema,
  UpdateCartItemBodySchema,
} from '@storefront/contract/cart';
import { addToCart, getCart, removeCartItem, setCartItemQuantity } from './cart.service.ts';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/ecommerce/cart/', { schema: { tags, response: { 200: CartSchema } } }, async (request) =>
    getCart(request.ctx),
  );

  app.post(
    '/api/ecommerce/cart/',
    { schema: { tags, body: AddToCartBodySchema, response: { 201: CartSchema } } },
    async (request, reply) => reply.status(201).send(await addToCart(request.ctx, request.body)),
  );

  app.patch(
    '/api/ecommerce/cart/items/:id/',
    {
      schema: {
        tags,
        params: CartItemParamsSchema,
        body: UpdateCartItemBodySchema,
        response: { 200: CartSchema },
      },
    },
    async (request) => setCartItemQuantity(request.ctx, request.params.id, request.body.quantity),
  );

  app.delete(
    '/api/ecommerce/cart/items/:id/',
    { schema: { tags, params: CartItemParamsSchema, response: { 200: CartSchema } } },
    async (request) => removeCartItem(request.ctx, request.params.id),
  );
};
