import { lazy } from 'react';
import type { AppType } from '@storefront/contract/tenant';
import { useTenant } from '../features/tenant';

const HOMES: Record<AppType, ReturnType<typeof lazy>> = {
  ecommerce: lazy(() => import('../features/catalog/pages/EcommerceHomePage')),
  inventory: lazy(() => import('../features/home/InventoryHome')),
  website: lazy(() => import('../features/home/WebsiteHome')),
};

/** /, /ecommerce, /inventory and /website all show the home of the store's application type. */
export default function HomeRoute() {
  const Home = HOMES[useTenant().theme.app_type];
  return <Home />;
}
