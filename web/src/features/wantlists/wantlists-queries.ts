import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WantlistCreate } from '@storefront/contract/wantlists';
import { wantlistsEndpoints } from '@storefront/contract/wantlists.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

/** GET /api/account/wantlists/: the shopper's lists with their cards. */
export const wantlistsQuery = queryOptions({
  queryKey: ['wantlists', 'mine'],
  queryFn: async () => (await call(wantlistsEndpoints.wantlists)).results,
});

/** GET /api/manage/wantlists/: the store's most-wanted cards (staff). */
export const wantedCardsQuery = callQuery(['wantlists', 'wanted'], wantlistsEndpoints.wantedCards);

/** Refetches the shopper's lists after a change. */
export function useWantlistsChanged() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: wantlistsQuery.queryKey });
}

/** POST /api/account/wantlists/: a new named list with its first cards (mass entry keeps what it did not find). */
export function useCreateWantlist() {
  const changed = useWantlistsChanged();
  return useMutation({
    mutationFn: (body: WantlistCreate) => call(wantlistsEndpoints.createWantlist, { body }),
    onSuccess: () => changed(),
  });
}
