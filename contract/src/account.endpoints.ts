import { endpoints } from './endpoint.ts';

/** Spec section 7, Account. */
// prettier-ignore
export const accountEndpoints = endpoints('account', {
  profile: ['GET /api/user/profile/', { 200: 'UserProfile' }],
  updateProfile: ['PATCH /api/user/profile/', { body: 'ProfileUpdate', 200: 'UserProfile' }],
  settings: ['GET /api/user/settings/', { 200: 'Settings' }],
  saveSettings: ['PUT /api/user/settings/', { body: 'Settings', 200: 'Settings' }],
  changePassword: ['POST /api/user/change-password/', { body: 'ChangePassword', 200: 'Message' }],
  addresses: ['GET /api/addresses/', { 200: 'AddressList' }],
  createAddress: ['POST /api/addresses/', { body: 'AddressInput', 201: 'Address' }],
  updateAddress: ['PUT /api/addresses/:id/', { params: 'IdParam', body: 'AddressInput', 200: 'Address' }],
  deleteAddress: ['DELETE /api/addresses/:id/', { params: 'IdParam', 204: 'NoContent' }],
  wishlist: ['GET /api/wishlist/', { 200: 'WishlistEntryList' }],
  addToWishlist: ['POST /api/wishlist/', { body: 'WishlistAdd', 201: 'WishlistAdd' }],
  removeFromWishlist: ['DELETE /api/wishlist/:productId/', { params: 'ProductIdParam', 204: 'NoContent' }],
});
