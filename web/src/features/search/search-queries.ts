import { queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@storefront/contract/catalog.paths';
import { call } from '../../lib/api';

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', q],
    queryFn: () => call(catalogPaths.suggestions, { query: { q } }),
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
    queryFn: () => call(catalogPaths.products, { query }),
    placeholderData: (previous) => previous,
  });
