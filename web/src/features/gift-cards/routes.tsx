import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// /gift-cards (the balance page's breadcrumb) shows the balance page too.
export const giftCardsRoutes: RouteObject[] = [
  lazyPage('gift-cards', () => import('./pages/GiftCardBalancePage')),
  lazyPage('gift-cards/balance', () => import('./pages/GiftCardBalancePage')),
  lazyPage('dashboard/gift-cards', () => import('./pages/ManageGiftCardsPage')),
];
