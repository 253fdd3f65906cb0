import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { CONTENT_SLUGS } from './content-slugs';

const page = () => import('./ContentPage');

export const contentRoutes: RouteObject[] = CONTENT_SLUGS.map((slug) => lazyPage(slug, page));
