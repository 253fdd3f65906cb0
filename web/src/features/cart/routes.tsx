import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const cartRoutes: RouteObject[] = [
  lazyPage('cart', () => import('./pages/CartPage')),
  // The cart owns adding lines; the page sits with the card search for players (issue 29).
  lazyPage('tcg/mass-entry', () => import('./pages/MassEntryPage')),
];
