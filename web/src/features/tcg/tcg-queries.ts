import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { tcgEndpoints } from '@storefront/contract/tcg.endpoints';
import { call, callUrl, HttpError } from '../../lib/api';
import { bootAnswer } from '../../lib/boot-answers';

export const TCG_PAGE_SIZE = 24;

export const tcgFiltersQuery = () =>
  queryOptions({
    queryKey: ['tcg', 'filters'],
    queryFn: () => call(tcgEndpoints.filters),
    initialData: bootAnswer(callUrl(tcgEndpoints.filters)),
    staleTime: 5 * 60_000,
  });

/** GET tcg_search with the URL's query string (already the spec's parameter names) and a page size. */
const searchQuery = (search: string) => {
  const params = new URLSearchParams(search);
  params.set('page_size', String(TCG_PAGE_SIZE));
  return Object.fromEntries(params);
};

/**
 * Spec section 8: a non-OK search reads 'HTTP error! status: {status}' (the page shows 'Error: ...'), not
 * the server's text. The one exception is a 400 naming the field at fault (`fields`): a query-language
 * mistake the player can fix, told in the server's words.
 */
export function searchFailure(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 400 && error.body.fields) return error;
  return new Error(`HTTP error! status: ${error.status}`);
}

/** Spec section 7: tcg_search is sent with credentials and a JSON content type. */
const searchCards = (search: string, signal?: AbortSignal) =>
  call(tcgEndpoints.search, {
    query: searchQuery(search),
    signal,
    headers: { 'Content-Type': 'application/json' },
  }).catch((error: unknown) => {
    throw searchFailure(error);
  });

export const tcgSearchQuery = (search: string) =>
  queryOptions({
    queryKey: ['tcg', 'search', search],
    queryFn: ({ signal }) => searchCards(search, signal),
    initialData: bootAnswer<Awaited<ReturnType<typeof searchCards>>>(
      callUrl(tcgEndpoints.search, { query: searchQuery(search) }),
    ),
    placeholderData: keepPreviousData,
    retry: false,
  });
