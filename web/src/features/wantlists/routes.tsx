import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const wantlistsRoutes: RouteObject[] = [
  lazyPage('account/wantlists', () => import('./pages/WantlistsPage')),
  lazyPage('wantlists/unsubscribe', () => import('./pages/UnsubscribePage')),
  lazyPage('dashboard/wantlists', () => import('./pages/WantedCardsPage')),
];
