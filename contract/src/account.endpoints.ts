import { z } from 'zod';
import { accountPaths as at } from './account.paths.ts';
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
} from './account.ts';
import { MessageSchema, UserProfileSchema } from './auth.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { NoContentSchema } from './no-content.ts';

const tags = ['account'];
const noContent = { 204: NoContentSchema };

/** Account calls with their schemas. */
export const accountEndpoints = {
  profile: endpoint(at.profile, { tags, response: { 200: UserProfileSchema } }),
  updateProfile: endpoint(at.updateProfile, {
    tags,
    body: ProfileUpdateSchema,
    response: { 200: UserProfileSchema },
  }),
  settings: endpoint(at.settings, { tags, response: { 200: SettingsSchema } }),
  saveSettings: endpoint(at.saveSettings, { tags, body: SettingsSchema, response: { 200: SettingsSchema } }),
  changePassword: endpoint(at.changePassword, {
    tags,
    body: ChangePasswordSchema,
    response: { 200: MessageSchema },
  }),
  addresses: endpoint(at.addresses, { tags, response: { 200: z.array(AddressSchema) } }),
  createAddress: endpoint(at.createAddress, {
    tags,
    body: AddressInputSchema,
    response: { 201: AddressSchema },
  }),
  updateAddress: endpoint(at.updateAddress, {
    tags,
    params: IdParamSchema,
    body: AddressInputSchema,
    response: { 200: AddressSchema },
  }),
  deleteAddress: endpoint(at.deleteAddress, { tags, params: IdParamSchema, response: noContent }),
  wishlist: endpoint(at.wishlist, { tags, response: { 200: z.array(WishlistEntrySchema) } }),
  addToWishlist: endpoint(at.addToWishlist, {
    tags,
    body: WishlistAddSchema,
    response: { 201: WishlistAddSchema },
  }),
  removeFromWishlist: endpoint(at.removeFromWishlist, {
    tags,
    params: ProductIdParamSchema,
    response: noContent,
  }),
} satisfies { [K in keyof typeof at]: Endpoint<(typeof at)[K]> };
