import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressInputSchema,
  AddressSchema,
  ChangePasswordSchema,
  IdParamSchema,
  ProductIdParamSchema,
  ProfileUpdateSchema,
  SettingsSchema,
  WishlistAddSchema,
  WishlistEntrySchema,
} from '@storefront/contract/account';
import { MessageSchema, UserProfileSchema } from '@storefront/contract/auth';
import { sendVerification, SESSION_COOKIE, toProfile } from '../auth/index.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';
import { changePassword, getProfile, getSettings, saveSettings, updateProfile } from './profile.service.ts';
import { tellAdminsOfSupplierRequest } from './supplier-request.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

/** Spec section 7, Account: profile, settings, password, address book and wishlist of the signed-in user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];

  app.get('/api/user/profile/', { schema: { tags, response: { 200: UserProfileSchema } } }, (request) =>
    getProfile(request.ctx),
  );

  app.patch(
    '/api/user/profile/',
    { schema: { tags, body: ProfileUpdateSchema, response: { 200: UserProfileSchema } } },
    async (request) => {
      const { user, emailChanged, supplierRequested } = await updateProfile(request.ctx, request.body);
      if (emailChanged) await sendVerification(request.ctx, app.mailer, user);
      if (supplierRequested) await tellAdminsOfSupplierRequest(request.ctx, app.mailer, user);
      return toProfile(user);
    },
  );

  app.get('/api/user/settings/', { schema: { tags, response: { 200: SettingsSchema } } }, (request) =>
    getSettings(request.ctx),
  );

  app.put(
    '/api/user/settings/',
    { schema: { tags, body: SettingsSchema, response: { 200: SettingsSchema } } },
    (request) => saveSettings(request.ctx, request.body),
  );

  app.post(
    '/api/user/change-password/',
    { schema: { tags, body: ChangePasswordSchema, response: { 200: MessageSchema } } },
    async (request) => {
      const { currentPassword, newPassword } = request.body;
      await changePassword(request.ctx, currentPassword, newPassword, request.cookies[SESSION_COOKIE]);
      return { message: 'Your password has been changed.' };
    },
  );

  app.get('/api/addresses/', { schema: { tags, response: { 200: z.array(AddressSchema) } } }, (request) =>
    listAddresses(request.ctx),
  );

  app.post(
    '/api/addresses/',
    { schema: { tags, body: AddressInputSchema, response: { 201: AddressSchema } } },
    async (request, reply) => reply.status(201).send(await createAddress(request.ctx, request.body)),
  );

  app.put(
    '/api/addresses/:id/',
    { schema: { tags, params: IdParamSchema, body: AddressInputSchema, response: { 200: AddressSchema } } },
    (request) => updateAddress(request.ctx, request.params.id, request.body),
  );

  app.delete('/api/addresses/:id/', { schema: { tags, params: IdParamSchema } }, async (request, reply) => {
    await deleteAddress(request.ctx, request.params.id);
    return reply.status(204).send();
  });

  app.get(
    '/api/wishlist/',
    { schema: { tags, response: { 200: z.array(WishlistEntrySchema) } } },
    (request) => listWishlist(request.ctx),
  );

  app.post(
    '/api/wishlist/',
    { schema: { tags, body: WishlistAddSchema, response: { 201: WishlistAddSchema } } },
    async (request, reply) => {
      await addToWishlist(request.ctx, request.body.product);
      return reply.status(201).send({ product: request.body.product });
    },
  );

  app.delete(
    '/api/wishlist/:productId/',
    { schema: { tags, params: ProductIdParamSchema } },
    async (request, reply) => {
      await removeFromWishlist(request.ctx, request.params.productId);
      return reply.status(204).send();
    },
  );
};
