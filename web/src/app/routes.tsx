import type { RouteObject } from 'react-router';
import type { AppType } from '@storefront/contract/tenant';
import { accountRoutes } from '../features/account/routes';
import { authRoutes } from '../features/auth/routes';
import { buylistRoutes } from '../features/buylist/routes';
import { cartRoutes } from '../features/cart/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { checkoutRoutes } from '../features/checkout/routes';
import { contentRoutes } from '../features/content/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { giftCardsRoutes } from '../features/gift-cards';
import { importsRoutes } from '../features/imports';
import { ordersRoutes } from '../features/orders/routes';
import { searchRoutes } from '../features/search/routes';
import { tcgRoutes } from '../features/tcg/routes';
import { wantlistsRoutes } from '../features/wantlists/routes';
import { RouteError, UnknownRoute } from './ErrorScreens';
import HomeRoute from './HomeRoute';
import { Layout } from './layout/Layout';

const HOME_PATHS = ['/', '/ecommerce', '/inventory', '/website'];

/** Spec section 2: routes always available, plus the shop's routes when the store is in ecommerce mode. */
export function buildRoutes(appType: AppType): RouteObject[] {
  const shop = appType === 'ecommerce';
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...HOME_PATHS.map((path) => ({ path, element: <HomeRoute /> })),
            ...authRoutes,
            ...dashboardRoutes,
            ...importsRoutes,
            ...tcgRoutes,
            ...contentRoutes,
            ...(shop
              ? [
                  ...catalogRoutes,
                  ...searchRoutes,
                  ...cartRoutes,
                  ...checkoutRoutes,
                  ...accountRoutes,
                  ...ordersRoutes,
                  ...buylistRoutes,
                  ...giftCardsRoutes,
                  ...wantlistsRoutes,
                ]
              : []),
            { path: '*', element: <UnknownRoute /> },
          ],
        },
      ],
    },
  ];
}
