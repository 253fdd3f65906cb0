import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const productList = () => import('./pages/ProductListPage');

export const catalogRoutes: RouteObject[] = [
  lazyPage('products', productList),
  lazyPage('products/:slug', () => import('./pages/ProductDetailPage')),
  lazyPage('categories', () => import('./pages/CategoriesPage')),
  lazyPage('categories/:slug', () => import('./pages/CategoryPage')),
  lazyPage('deals', productList),
  lazyPage('new', productList),
  lazyPage('bestsellers', productList),
  lazyPage('preorders', productList),
];
