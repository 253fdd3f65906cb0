import type { Page, PageQuery } from '@storefront/contract/common';

/**
 * Paging of every list answer. `page` and `page_size` are read (and bounded) by the contract's
 * `PageQuerySchema`; this turns them into a window and the `{count, next, previous, results}` answer.
 */

type QueryValues = Record<string, string | number | undefined>;

/** The rows of one page: `limit`/`offset` for `page` (from 1) of `page_size` rows. */
export function pageWindow(query: Pick<PageQuery, 'page' | 'page_size'>): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function pageUrl(path: string, query: QueryValues, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page })) {
    if (value !== undefined && String(value) !== '') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

/**
 * `{count, next, previous, results}` with next/previous as relative links carrying the same query,
 * so a client can follow them on whatever host it called.
 */
export function pageAnswer<T>(
  path: string,
  query: QueryValues & { page: number; page_size: number },
  count: number,
  results: T[],
): Page<T> {
  const { page, page_size } = query;
  return {
    count,
    next: page * page_size < count ? pageUrl(path, query, page + 1) : null,
    previous:
      page > 1 ? pageUrl(path, query, Math.min(page - 1, Math.max(1, Math.ceil(count / page_size)))) : null,
    results,
  };
}
