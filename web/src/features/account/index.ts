// The account's face: what other features and the app may use.
export { WishlistHeart } from './components/WishlistHeart';
export { wishlistQuery } from './wishlist-queries';
export { useCompleteWishlistIntent } from './complete-wishlist-intent';
export { RequireSignIn } from './components/RequireSignIn';
export { BackToAccount } from './components/BackToAccount';
