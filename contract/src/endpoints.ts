// Types only: every endpoint of the API, so a zod-free route (`cartPaths.addToCart`) finds its schemas'
// types without bundling them. A capability adds its `<cap>.endpoints.ts` here.
import type { accountEndpoints } from './account.endpoints.ts';
import type { authEndpoints } from './auth.endpoints.ts';
import type { buylistEndpoints } from './buylist.endpoints.ts';
import type { cartEndpoints } from './cart.endpoints.ts';
import type { catalogEndpoints } from './catalog.endpoints.ts';
import type { checkoutEndpoints } from './checkout.endpoints.ts';
import type { Route } from './endpoint.ts';
import type { importsEndpoints } from './imports.endpoints.ts';
import type { manageEndpoints } from './manage.endpoints.ts';
import type { storeCreditEndpoints } from './store-credit.endpoints.ts';
import type { pricingEndpoints } from './pricing.endpoints.ts';
import type { platformEndpoints } from './platform.endpoints.ts';
import type { setupEndpoints } from './setup.endpoints.ts';
import type { tenantEndpoints } from './tenant.endpoints.ts';

type Capabilities = [
  typeof accountEndpoints,
  typeof authEndpoints,
  typeof buylistEndpoints,
  typeof cartEndpoints,
  typeof catalogEndpoints,
  typeof checkoutEndpoints,
  typeof importsEndpoints,
  typeof manageEndpoints,
  typeof storeCreditEndpoints,
  typeof pricingEndpoints,
  typeof platformEndpoints,
  typeof setupEndpoints,
  typeof tenantEndpoints,
];

type EndpointsOf<T> = T extends unknown ? T[keyof T] : never;

export type AnyEndpoint = EndpointsOf<Capabilities[number]>;

/** The endpoint registered at a route's method and path. */
export type EndpointAt<R extends Route> = Extract<AnyEndpoint, { method: R['method']; path: R['path'] }>;
