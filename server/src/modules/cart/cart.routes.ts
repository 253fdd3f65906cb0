import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartEndpoints as api } from '@storefront/contract/cart.endpoints';
import { route } from '../../platform/route.ts';
import { massEntry } from './mass-entry.service.ts';
import { addToCart, getCart, removeCartItem, setCartItemQuantity } from './cart.service.ts';

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.getCart, async (request) => getCart(request.ctx));
  route(app, api.addToCart, async (request) => addToCart(request.ctx, request.body));
  route(app, api.setItemQuantity, async (request) =>
    setCartItemQuantity(request.ctx, request.params.id, request.body.quantity),
  );
  route(app, api.massEntry, async (request) => massEntry(request.ctx, request.body));
  route(app, api.removeItem, async (request) => removeCartItem(request.ctx, request.params.id));
};
