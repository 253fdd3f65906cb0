import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStore, OperatorLogin } from '@storefront/contract/platform-admin';
import { platformAdminEndpoints } from '@storefront/contract/platform-admin.endpoints';
import { call, resetCsrfToken } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

const PLATFORM_KEY = ['platform'] as const;

export const platformSessionQuery = callQuery([...PLATFORM_KEY, 'session'], platformAdminEndpoints.session);

export const storesQuery = queryOptions({
  queryKey: [...PLATFORM_KEY, 'stores'],
  queryFn: async () => (await call(platformAdminEndpoints.stores)).results,
});

/** After a sign-in, sign-out or a change to a store: every console query loads again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PLATFORM_KEY });
}

export function useOperatorSignIn() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: OperatorLogin) => call(platformAdminEndpoints.login, { body }),
    onSuccess: () => {
      resetCsrfToken();
      void refresh();
    },
  });
}

export function useOperatorSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(platformAdminEndpoints.logout),
    onSuccess: () => {
      resetCsrfToken();
      client.removeQueries({ queryKey: storesQuery.queryKey });
      void client.invalidateQueries({ queryKey: platformSessionQuery.queryKey });
    },
  });
}

export function useCreateStore() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateStore) => call(platformAdminEndpoints.createStore, { body }),
    onSuccess: () => void refresh(),
  });
}

export function useStoreStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ slug, suspend }: { slug: string; suspend: boolean }) =>
      suspend
        ? call(platformAdminEndpoints.suspendStore, { params: { slug } })
        : call(platformAdminEndpoints.resumeStore, { params: { slug } }),
    onSuccess: () => void refresh(),
  });
}

export function useAddDomain() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ slug, domain }: { slug: string; domain: string }) =>
      call(platformAdminEndpoints.addDomain, { params: { slug }, body: { domain } }),
    onSuccess: () => void refresh(),
  });
}

export function useDeleteStore() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ slug, confirm }: { slug: string; confirm: string }) =>
      call(platformAdminEndpoints.deleteStore, { params: { slug }, body: { confirm } }),
    onSuccess: () => void refresh(),
  });
}

export function useSetStripeAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ slug, accountId }: { slug: string; accountId: string | null }) =>
      call(platformAdminEndpoints.setStripeAccount, { params: { slug }, body: { account_id: accountId } }),
    onSuccess: () => void refresh(),
  });
}
