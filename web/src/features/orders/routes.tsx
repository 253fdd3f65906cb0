import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const ordersRoutes: RouteObject[] = [
  lazyPage('account/orders', () => import('./pages/OrderHistoryPage')),
  lazyPage('account/orders/:id', () => import('./pages/OrderDetailPage')),
];
