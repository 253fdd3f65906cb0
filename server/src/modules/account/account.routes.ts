import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountEndpoints as api } from '@storefront/contract/account.endpoints';
import { route } from '../../platform/route.ts';
import { sendVerification, SESSION_COOKIE, toProfile } from '../auth/index.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';
import { changePassword, getProfile, getSettings, saveSettings, updateProfile } from './profile.service.ts';
import { tellAdminsOfSupplierRequest } from './supplier-request.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service.ts';

/** Spec section 7, Account: profile, settings, password, address book and wishlist of the signed-in user. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.profile, (request) => getProfile(request.ctx));

  route(app, api.updateProfile, async (request) => {
    const { user, emailChanged, supplierRequested } = await updateProfile(request.ctx, request.body);
    if (emailChanged) await sendVerification(request.ctx, app.mailer, user);
    if (supplierRequested) await tellAdminsOfSupplierRequest(request.ctx, app.mailer, user);
    return toProfile(user);
  });

  route(app, api.settings, (request) => getSettings(request.ctx));
  route(app, api.saveSettings, (request) => saveSettings(request.ctx, request.body));

  route(app, api.changePassword, async (request) => {
    const { currentPassword, newPassword } = request.body;
    await changePassword(request.ctx, currentPassword, newPassword, request.cookies[SESSION_COOKIE]);
    return { message: 'Your password has been changed.' };
  });

  route(app, api.addresses, (request) => listAddresses(request.ctx));
  route(app, api.createAddress, (request) => createAddress(request.ctx, request.body));
  route(app, api.updateAddress, (request) => updateAddress(request.ctx, request.params.id, request.body));
  route(app, api.deleteAddress, async (request) => {
    await deleteAddress(request.ctx, request.params.id);
  });

  route(app, api.wishlist, (request) => listWishlist(request.ctx));
  route(app, api.addToWishlist, async (request) => {
    await addToWishlist(request.ctx, request.body.product);
    return { product: request.body.product };
  });
  route(app, api.removeFromWishlist, async (request) => {
    await removeFromWishlist(request.ctx, request.params.productId);
  });
};
