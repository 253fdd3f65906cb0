import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const giftCardsRoutes: RouteObject[] = [
  lazyPage('gift-cards/balance', () => import('./pages/GiftCardBalancePage')),
  lazyPage('dashboard/gift-cards', () => import('./pages/ManageGiftCardsPage')),
];
