import { queryOptions } from '@tanstack/react-query';
import type { ProductList } from '@storefront/contract/catalog';
import type { Suggestions } from '@storefront/contract/search';
import { api } from '../../lib/api';

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: () => api<Suggestions>('/api/ecommerce/search/suggestions/', { query: { q } }),
    staleTime: 60_000,
  });

export const searchResultsQuery = (query: {
  search: string;
  page: number;
  page_size: number;
  ordering: string;
}) =>
  queryOptions({
    queryKey: ['search', 'results', query],
    queryFn: () => api<ProductList>('/api/ecommerce/products/', { query }),
    placeholderData: (previous) => previous,
  });
