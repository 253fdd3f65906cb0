import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@storefront/contract/catalog.paths';
import { call } from '../../lib/api';

export const TCG_PAGE_SIZE = 24;

export const tcgFiltersQuery = () =>
  queryOptions({
    queryKey: ['tcg', 'filters'],
    queryFn: () => call(catalogPaths.tcgFilters),
    staleTime: 5 * 60_000,
  });

/** GET tcg_search with the URL's query string (already the spec's parameter names) and a page size. */
export const tcgSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['tcg', 'search', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(search);
      params.set('page_size', String(TCG_PAGE_SIZE));
      return call(catalogPaths.tcgSearch, { query: Object.fromEntries(params), signal });
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
