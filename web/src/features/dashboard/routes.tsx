import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export const dashboardRoutes: RouteObject[] = [
  lazyPage('dashboard', () => import('./pages/DashboardPage')),
  lazyPage('dashboard/store', () => import('./pages/StoreSettingsPage')),
  lazyPage('dashboard/setup', () => import('./pages/SetupWizardPage')),
  lazyPage('dashboard/setup/:step', () => import('./pages/SetupWizardPage')),
  lazyPage('dashboard/orders', () => import('./pages/ManageOrdersPage')),
  lazyPage('dashboard/returns', () => import('./pages/ManageReturnsPage')),
  lazyPage('dashboard/products', () => import('./pages/ManageProductsPage')),
  lazyPage('dashboard/products/:id', () => import('./pages/ProductFormPage')),
  lazyPage('dashboard/categories', () => import('./pages/CategoriesPage')),
  lazyPage('dashboard/customers', () => import('./pages/CustomersPage')),
  lazyPage('dashboard/users', () => import('./pages/UsersPage')),
  lazyPage('dashboard/audit', () => import('./pages/AuditPage')),
  lazyPage('dashboard/pricing', () => import('./pages/PricingPage')),
  lazyPage('dashboard/promotions', () => import('./pages/PromotionsPage')),
  lazyPage('dashboard/sales', () => import('./pages/SalesPage')),
  lazyPage('dashboard/tax', () => import('./pages/TaxPage')),
  lazyPage('dashboard/shipping', () => import('./pages/ShippingZonesPage')),
];
