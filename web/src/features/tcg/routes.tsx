import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const tcgRoutes: RouteObject[] = [lazyPage('tcg/search', () => import('./pages/TcgSearchPage'))];
