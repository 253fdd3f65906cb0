import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Category,
  CategoryList,
  Product,
  ProductList,
  ProductTypeList,
} from '@storefront/contract/catalog';
import { api } from '../../lib/api';

export type ProductListApiQuery = Partial<
  Record<
    'page' | 'page_size' | 'ordering' | 'category' | 'product_type' | 'search' | 'collection',
    string | number
  >
>;

const PRODUCTS = '/api/ecommerce/products/';

// The query functions ignore React Query's abort signal on purpose: a page that mounts twice (React's
// StrictMode in development) would otherwise abort its first request and could be left loading.

/** GET /api/ecommerce/products/ with the list's query (empty values are not sent). */
export const productsQuery = (query: ProductListApiQuery) =>
  queryOptions({
    queryKey: ['catalog', 'products', query],
    queryFn: () => api<ProductList>(PRODUCTS, { query }),
    placeholderData: (previous) => previous,
  });

export const featuredQuery = (pageSize: number) =>
  queryOptions({
    queryKey: ['catalog', 'featured', pageSize],
    queryFn: () => api<ProductList>(`${PRODUCTS}featured/`, { query: { page_size: pageSize } }),
  });

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', slug],
    queryFn: () => api<Product>(`${PRODUCTS}${encodeURIComponent(slug)}/`),
    retry: false,
  });

/** Every category: follows the paginated next links (spec section 7). */
export const categoriesQuery = queryOptions({
  queryKey: ['catalog', 'categories'],
  queryFn: async () => {
    const all: Category[] = [];
    let url: string | null = '/api/ecommerce/categories/?page_size=100';
    while (url) {
      const page: CategoryList = await api<CategoryList>(url, {});
      all.push(...page.results);
      url = page.next;
    }
    return all;
  },
  staleTime: 5 * 60_000,
});

export const productTypesQuery = queryOptions({
  queryKey: ['catalog', 'product-types'],
  queryFn: () => api<ProductTypeList>('/api/ecommerce/product-types/', { query: { page_size: 100 } }),
  staleTime: 5 * 60_000,
});

/** Every catalogue query starts with this key. */
export const CATALOG_KEY = ['catalog'] as const;

/** After a change elsewhere (e.g. the dashboard edits categories): the catalogue refetches. */
export const catalogChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: CATALOG_KEY });
