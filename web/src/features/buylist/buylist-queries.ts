import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { buylistPaths } from '@storefront/contract/buylist.paths';
import type { SubmissionStatus } from '@storefront/contract/buylist';
import { call } from '../../lib/api';

/** The public buylist page for a search (the card query language of /tcg/search). */
export const buylistQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['buylist', 'list', q, page],
    queryFn: () => call(buylistPaths.list, { query: { q, page, page_size: 10 } }),
  });

/** The signed-in customer's sell lists. */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['buylist', 'mine'],
  queryFn: () => call(buylistPaths.mySubmissions, { query: { page_size: 50 } }),
});

/** The store's submissions for staff, by status. */
export const manageSubmissionsQuery = (status: SubmissionStatus | '') =>
  queryOptions({
    queryKey: ['buylist', 'manage', status],
    queryFn: () => call(buylistPaths.submissions, { query: { page_size: 50, ...(status && { status }) } }),
  });

/** The buy rule and the budget with what is committed and paid (staff). */
export const buylistSettingsQuery = queryOptions({
  queryKey: ['buylist', 'settings'],
  queryFn: () => call(buylistPaths.settings),
  retry: false,
});

/** The per-card overrides (staff). */
export const overridesQuery = queryOptions({
  queryKey: ['buylist', 'overrides'],
  queryFn: () => call(buylistPaths.overrides),
  retry: false,
});

/** After any change: every buylist query refetches. */
export const buylistChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['buylist'] });

/** The store's buy rules in their order (staff). */
export const buyRulesQuery = queryOptions({
  queryKey: ['buylist', 'rules'],
  queryFn: () => call(buylistPaths.rules),
  retry: false,
});
