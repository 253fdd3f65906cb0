// Every schema an endpoint table may name, in one namespace (names are unique across the contract: a test
// checks it). The server resolves a table's names through it (resolve-endpoint.ts); the web only ever imports
// its type.
import * as account from './account.ts';
import * as auth from './auth.ts';
import * as buylistRules from './buylist-rules.ts';
import * as buylist from './buylist.ts';
import * as cart from './cart.ts';
import * as cartMassEntry from './cart-mass-entry.ts';
import * as catalog from './catalog.ts';
import * as checkout from './checkout.ts';
import * as checkoutZones from './checkout-zones.ts';
import * as common from './common.ts';
import * as dashboardManage from './dashboard-manage.ts';
import * as dashboardSetup from './dashboard-setup.ts';
import * as dashboard from './dashboard.ts';
import * as giftCards from './gift-cards.ts';
import * as imports from './imports.ts';
import * as noContent from './no-content.ts';
import * as orders from './orders.ts';
import * as ordersRefunds from './orders-refunds.ts';
import * as ordersReturns from './orders-returns.ts';
import * as payments from './payments.ts';
import * as platformAdmin from './platform-admin.ts';
import * as pricing from './pricing.ts';
import * as promotions from './promotions.ts';
import * as salePrices from './sale-prices.ts';
import * as search from './search.ts';
import * as storeCredit from './store-credit.ts';
import * as tax from './tax.ts';
import * as tcg from './tcg.ts';
import * as tenant from './tenant.ts';
import * as wantlists from './wantlists.ts';

export const schemaModules = {
  account,
  auth,
  buylistRules,
  buylist,
  cart,
  cartMassEntry,
  catalog,
  checkout,
  checkoutZones,
  common,
  dashboard,
  dashboardManage,
  dashboardSetup,
  giftCards,
  imports,
  noContent,
  orders,
  ordersRefunds,
  ordersReturns,
  payments,
  platformAdmin,
  pricing,
  promotions,
  salePrices,
  search,
  storeCredit,
  tax,
  tcg,
  tenant,
  wantlists,
};

type Modules = typeof schemaModules;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Every export of every schema module, by name. */
export type Schemas = UnionToIntersection<Modules[keyof Modules]>;
