import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const searchRoutes: RouteObject[] = [lazyPage('search', () => import('./pages/SearchPage'))];
