import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const buylistRoutes: RouteObject[] = [
  lazyPage('sell', () => import('./pages/SellPage')),
  lazyPage('account/sell-lists', () => import('./pages/SellListsPage')),
  lazyPage('dashboard/buylist', () => import('./pages/ManageBuylistPage')),
  lazyPage('dashboard/buylist/settings', () => import('./pages/BuylistSettingsPage')),
];
