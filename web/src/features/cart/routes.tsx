import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const cartRoutes: RouteObject[] = [lazyPage('cart', () => import('./pages/CartPage'))];
