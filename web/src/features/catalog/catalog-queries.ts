import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Category } from '@storefront/contract/catalog';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { call, callUrl } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';

export type ProductListApiQuery = Partial<
  Record<
    'page' | 'page_size' | 'ordering' | 'category' | 'product_type' | 'search' | 'collection',
    string | number
  >
>;

// The query functions ignore React Query's abort signal on purpose: a page that mounts twice (React's
// StrictMode in development) would otherwise abort its first request and could be left loading.

/** GET /api/ecommerce/products/ with the list's query (empty values are not sent). */
export const productsQuery = (query: ProductListApiQuery) =>
  queryOptions({
    queryKey: ['catalog', 'products', query],
    queryFn: () => call(catalogEndpoints.products, { query }),
    initialData: bootAnswer(callUrl(catalogEndpoints.products, { query })),
    placeholderData: (previous) => previous,
  });

export const featuredQuery = (pageSize: number) =>
  queryOptions({
    queryKey: ['catalog', 'featured', pageSize],
    queryFn: () => call(catalogEndpoints.featured, { query: { page_size: pageSize } }),
    initialData: bootAnswer(callUrl(catalogEndpoints.featured, { query: { page_size: pageSize } })),
  });

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => call(catalogEndpoints.product, { params: { slug } }),
    initialData: bootAnswer(callUrl(catalogEndpoints.product, { params: { slug } })),
    retry: false,
  });

/** Every category: reads page after page while there is a next one (spec section 7). */
export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: async () => {
    const all: Category[] = [];
    for (let page = 1, more = true; more; page++) {
      const answer = await call(catalogEndpoints.categories, { query: { page_size: 100, page } });
      all.push(...answer.results);
      more = answer.next !== null;
    }
    return all;
  },
  staleTime: 5 * 60_000,
});

export const productTypesQuery = queryOptions({
  queryKey: ['catalog', 'product-types'],
  queryFn: () => call(catalogEndpoints.productTypes, { query: { page_size: 100 } }),
  initialData: bootAnswer(callUrl(catalogEndpoints.productTypes, { query: { page_size: 100 } })),
  staleTime: 5 * 60_000,
});

/**
 * Once the page is idle, the category tree is fetched for a menu not shown yet (a phone's closed menu), so it
 * opens filled; no component renders on the answer.
 */
export function prefetchCategoriesWhenIdle(client: QueryClient): () => void {
  const prefetch = () => void client.prefetchQuery(categoriesQuery);
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(prefetch, 1000);
  return () => window.clearTimeout(id);
}

/** Every catalogue query starts with this key. */
export const CATALOG_KEY = ['catalog'] as const;

/** After a change elsewhere (e.g. the dashboard edits categories): the catalogue refetches. */
export const catalogChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: CATALOG_KEY });
