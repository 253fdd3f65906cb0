import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const tcgRoutes: RouteObject[] = [
  lazyPage('tcg/search', () => import('./pages/TcgSearchPage')),
  // The breadcrumb's "TCG" crumb links here.
  { path: 'tcg', element: <Navigate to="/tcg/search" replace /> },
];
