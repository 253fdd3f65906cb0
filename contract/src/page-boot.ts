import type { AppType } from './tenant.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { cartEndpoints } from './cart.endpoints.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { DEFAULT_PAGE_SIZE } from './page-size.ts';
import { tcgEndpoints } from './tcg.endpoints.ts';
import { tenantEndpoints } from './tenant.endpoints.ts';

/**
 * What the first render of a store page needs (decision 030): the GET calls whose answers the server
 * inlines in the page's HTML, and the web app's page module it preloads. The web app's queries read an
 * inlined answer by the same URL (query order aside) and fetch when there is none, so a call listed here
 * that the page no longer makes costs bytes, never correctness.
 */
export interface PageBoot {
  /** API calls (path and query), answered as the browser would have been answered. */
  calls: string[];
  /** The page's module in the web app's sources (`src/…`), as Vite's manifest names it. */
  modules: string[];
}

/** Every store page asks for the store first. */
const STORE_CALLS = [tenantEndpoints.tenantInfo.path];

/**
 * The header of every store page asks who is signed in, and a shop's header for the cart: inlined too, so
 * their answers do not re-render the page just after it appears. A page asked for with cookies may so carry
 * the shopper's own answers: the server sends it `private` (decision 030).
 */
const headerCalls = (shop: boolean) => [
  authEndpoints.currentUser.path,
  ...(shop ? [cartEndpoints.getCart.path] : []),
];

/** The boot of a page that is no listed store page (and of the platform console): the store only. */
export const STORE_BOOT: PageBoot = { calls: STORE_CALLS, modules: [] };

const productPath = (slug: string) =>
  catalogEndpoints.product.path.replace(':slug', encodeURIComponent(slug));

/** The ecommerce home (spec section 9): featured, latest and the three sidebar collections. */
const HOME_CALLS = [
  `${catalogEndpoints.featured.path}?page_size=8`,
  `${catalogEndpoints.products.path}?ordering=-created_at&page_size=8`,
  ...['deals', 'new', 'preorders'].map(
    (c) => `${catalogEndpoints.products.path}?collection=${c}&page_size=3`,
  ),
];

const PAGES = 'src/features/catalog/pages';

/** The page module and first data calls of a store page, by path. */
function pageOf(path: string, shop: boolean): { module: string; data: string[] } | null {
  if (path === '/' && shop) return { module: `${PAGES}/EcommerceHomePage.tsx`, data: HOME_CALLS };
  if (path === '/products' && shop)
    return {
      module: `${PAGES}/ProductListPage.tsx`,
      data: [
        `${catalogEndpoints.products.path}?page=1&page_size=${DEFAULT_PAGE_SIZE}&ordering=name`,
        `${catalogEndpoints.productTypes.path}?page_size=100`,
      ],
    };
  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product && shop) {
    try {
      return {
        module: `${PAGES}/ProductDetailPage.tsx`,
        data: [productPath(decodeURIComponent(product[1]!))],
      };
    } catch {
      return null; // bad percent-encoding names no product
    }
  }
  if (path === '/tcg/search')
    return {
      module: 'src/features/tcg/pages/TcgSearchPage.tsx',
      data: [tcgEndpoints.filters.path, `${tcgEndpoints.search.path}?page_size=24`],
    };
  return null;
}

/**
 * The boot of the page at `url` (path and query) in a store of `appType`. A page with a query string (a
 * filter, a later page) fetches its own data; pages not listed get the store and the header's calls only.
 */
export function pageBoot(url: string, appType: AppType): PageBoot {
  const [pathname = '', query] = url.split(/[?#]/, 2);
  const shop = appType === 'ecommerce';
  const store = [...STORE_CALLS, ...headerCalls(shop)];
  const page = pageOf(pathname.replace(/\/+$/, '') || '/', shop);
  if (!page) return { calls: store, modules: [] };
  return { calls: query ? store : [...store, ...page.data], modules: [page.module] };
}
