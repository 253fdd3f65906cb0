import { at } from './endpoint.ts';

/** Spec section 7, Account: where each call goes (zod-free, the web bundles this). */
export const accountPaths = {
  profile: at('GET', '/api/user/profile/'),
  updateProfile: at('PATCH', '/api/user/profile/'),
  settings: at('GET', '/api/user/settings/'),
  saveSettings: at('PUT', '/api/user/settings/'),
  changePassword: at('POST', '/api/user/change-password/'),
  addresses: at('GET', '/api/addresses/'),
  createAddress: at('POST', '/api/addresses/'),
  updateAddress: at('PUT', '/api/addresses/:id/'),
  deleteAddress: at('DELETE', '/api/addresses/:id/'),
  wishlist: at('GET', '/api/wishlist/'),
  addToWishlist: at('POST', '/api/wishlist/'),
  removeFromWishlist: at('DELETE', '/api/wishlist/:productId/'),
};
