import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const dashboardRoutes: RouteObject[] = [lazyPage('dashboard', () => import('./pages/DashboardPage'))];
