import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogPaths } from '@storefront/contract/catalog.paths';
import { call, callUrl } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';

export const TCG_PAGE_SIZE = 24;

export const tcgFiltersQuery = () =>
  queryOptions({
    queryKey: ['tcg', 'filters'],
    queryFn: () => call(catalogPaths.tcgFilters),
    initialData: bootAnswer(callUrl(catalogPaths.tcgFilters)),
    staleTime: 5 * 60_000,
  });

/** GET tcg_search with the URL's query string (already the spec's parameter names) and a page size. */
const searchQuery = (search: string) => {
  const params = new URLSearchParams(search);
  params.set('page_size', String(TCG_PAGE_SIZE));
  return Object.fromEntries(params);
};

const searchCards = (search: string, signal?: AbortSignal) =>
  call(catalogPaths.tcgSearch, { query: searchQuery(search), signal });

export const tcgSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['tcg', 'search', search],
    queryFn: ({ signal }) => searchCards(search, signal),
    initialData: bootAnswer<Awaited<ReturnType<typeof searchCards>>>(
      callUrl(catalogPaths.tcgSearch, { query: searchQuery(search) }),
    ),
    placeholderData: keepPreviousData,
    retry: false,
  });
