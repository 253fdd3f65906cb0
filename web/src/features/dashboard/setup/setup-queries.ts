import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SetupStep,
  ShippingMethodUpdate,
  StepStatus,
  SupplierInvite,
} from '@storefront/contract/dashboard-setup';
import { dashboardEndpoints } from '@storefront/contract/dashboard.endpoints';
import { call } from '../../../lib/api';
import { callQuery } from '../../../lib/call-query';
import { tenantChanged } from '../../tenant';

const SETUP_KEY = ['dashboard', 'setup'] as const;

export const setupStateQuery = callQuery([...SETUP_KEY, 'state'], dashboardEndpoints.setupState);

export const setupShippingQuery = queryOptions({
  queryKey: [...SETUP_KEY, 'shipping'],
  queryFn: async () => (await call(dashboardEndpoints.shippingMethods)).results,
});

export const setupPaymentsQuery = queryOptions({
  queryKey: [...SETUP_KEY, 'payments'],
  queryFn: async () => (await call(dashboardEndpoints.paymentMethods)).results,
});

/** Records a step as done or skipped. */
export function useMarkStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step, status }: { step: SetupStep; status: StepStatus }) =>
      call(dashboardEndpoints.markStep, { params: { step }, body: { status } }),
    onSuccess: (state) => client.setQueryData(setupStateQuery.queryKey, state),
  });
}

export function useGoLive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(dashboardEndpoints.goLive),
    onSuccess: (state) => {
      client.setQueryData(setupStateQuery.queryKey, state);
      void tenantChanged(client);
    },
  });
}

export function useSaveShipping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ShippingMethodUpdate }) =>
      call(dashboardEndpoints.saveShippingMethod, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: setupShippingQuery.queryKey }),
  });
}

export function useSavePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(dashboardEndpoints.savePaymentMethod, { params: { id }, body: { is_active: active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: setupPaymentsQuery.queryKey }),
  });
}

export function useInviteSupplier() {
  return useMutation({
    mutationFn: (body: SupplierInvite) => call(dashboardEndpoints.inviteSupplier, { body }),
  });
}

export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return call(dashboardEndpoints.uploadLogo, { body });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['dashboard', 'store'] });
      void tenantChanged(client);
    },
  });
}
