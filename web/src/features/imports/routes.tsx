import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const importsRoutes: RouteObject[] = [
  lazyPage('dashboard/import', () => import('./pages/ImportPage')),
  lazyPage('dashboard/import/:id', () => import('./pages/ImportJobPage')),
];
