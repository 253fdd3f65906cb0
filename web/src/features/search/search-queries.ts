import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '@storefront/contract/catalog.endpoints';
import { searchEndpoints } from '@storefront/contract/search.endpoints';
import { call } from '../../lib/api';

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: () => call(searchEndpoints.suggestions, { query: { q } }),
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
    queryFn: () => call(catalogEndpoints.products, { query }),
    placeholderData: (previous) => previous,
  });
