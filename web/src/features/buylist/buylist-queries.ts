import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { buylistEndpoints } from '@storefront/contract/buylist.endpoints';
import type { SubmissionStatus } from '@storefront/contract/buylist';
import { call } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { callQuery } from '../../lib/call-query';

/** The public buylist page for a search (the card query language of /tcg/search). */
export const buylistQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: ['buylist', 'list', q, page],
    queryFn: () => call(buylistEndpoints.list, { query: { q, page, page_size: 10 } }),
  });

/** The signed-in customer's sell lists. */
export const mySubmissionsQuery = queryOptions({
  queryKey: ['buylist', 'mine'],
  queryFn: () => call(buylistEndpoints.mySubmissions, { query: { page_size: 50 } }),
});

/** The store's submissions for staff, by status. */
export const manageSubmissionsQuery = (status: SubmissionStatus | '') =>
  queryOptions({
    queryKey: ['buylist', 'manage', status],
    queryFn: () =>
      call(buylistEndpoints.submissions, { query: { page_size: 50, ...(status && { status }) } }),
  });

/** The buy rule and the budget with what is committed and paid (staff). */
export const buylistSettingsQuery = callQuery(['buylist', 'settings'], buylistEndpoints.settings);

/** The per-card overrides (staff). */
export const overridesQuery = callQuery(['buylist', 'overrides'], buylistEndpoints.overrides);

/** After any change: every buylist query refetches. */
export const buylistChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['buylist'] });

/** After a staff form saves: `message` as a toast, every buylist query refetched, then `onDone`. */
export function useBuylistSaved(onDone?: () => void) {
  const client = useQueryClient();
  return async (message: string) => {
    toast.success(message);
    await buylistChanged(client);
    onDone?.();
  };
}

/** The store's buy rules in their order (staff). */
export const buyRulesQuery = callQuery(['buylist', 'rules'], buylistEndpoints.rules);
