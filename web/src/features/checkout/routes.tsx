import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const checkoutRoutes: RouteObject[] = [
  lazyPage('checkout', () => import('./pages/CheckoutPage')),
  lazyPage('checkout/confirmation', () => import('./pages/ConfirmationPage')),
];
