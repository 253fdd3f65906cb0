import { collection, endpoints, readAndSave } from './endpoint.ts';

/** Spec section 7, Account. */
// prettier-ignore
export const accountEndpoints = endpoints('account', {
  profile: ['GET /api/user/profile/', { 200: 'UserProfile' }],
  updateProfile: ['PATCH /api/user/profile/', { body: 'ProfileUpdate', 200: 'UserProfile' }],
  ...readAndSave('settings', '/api/user/settings/', 'Settings'),
  changePassword: ['POST /api/user/change-password/', { body: 'ChangePassword', 200: 'Message' }],
  ...collection('addresses', 'Address', '/api/addresses/', { list: 'AddressList', id: 'IdParam', input: 'AddressInput', item: 'Address' }),
  wishlist: ['GET /api/wishlist/', { 200: 'WishlistEntryList' }],
  addToWishlist: ['POST /api/wishlist/', { body: 'WishlistAdd', 201: 'WishlistAdd' }],
  removeFromWishlist: ['DELETE /api/wishlist/:productId/', { params: 'ProductIdParam', 204: 'NoContent' }],
});
