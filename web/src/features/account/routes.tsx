import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const accountRoutes: RouteObject[] = [
  lazyPage('account', () => import('./pages/AccountPage')),
  lazyPage('account/wishlist', () => import('./pages/WishlistPage')),
  lazyPage('account/addresses', () => import('./pages/AddressesPage')),
  lazyPage('account/settings', () => import('./pages/SettingsPage')),
];
