import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { CONTENT } from './content';

const page = () => import('./ContentPage');

export const contentRoutes: RouteObject[] = Object.keys(CONTENT).map((slug) => lazyPage(slug, page));
