import type { Page } from '@storefront/contract/common';

type QueryValues = Record<string, string | number | undefined>;

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
