import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaxRateInput, TaxSettings } from '@storefront/contract/tax';
import { taxEndpoints } from '@storefront/contract/tax.endpoints';
import { call } from '../../lib/api';

export const taxRatesQuery = queryOptions({
  queryKey: ['tax', 'rates'],
  queryFn: () => call(taxEndpoints.rates),
  retry: false,
});

export const taxSettingsQuery = queryOptions({
  queryKey: ['tax', 'settings'],
  queryFn: () => call(taxEndpoints.settings),
  retry: false,
});

/** After a tax change: the rates, the settings and any checkout quote refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['tax'] }),
      client.invalidateQueries({ queryKey: ['checkout', 'quote'] }),
    ]);
}

export function useSaveRate(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TaxRateInput }) =>
      id ? call(taxEndpoints.updateRate, { params: { id }, body }) : call(taxEndpoints.createRate, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useDeleteRate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(taxEndpoints.deleteRate, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}

export function useSaveTaxSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TaxSettings) => call(taxEndpoints.saveSettings, { body }),
    onSuccess: () => void refresh(),
  });
}

/** Whether a customer is tax-exempt (staff and admins). */
export const taxExemptionQuery = (userId: number) =>
  queryOptions({
    queryKey: ['tax', 'exemption', userId],
    queryFn: () => call(taxEndpoints.exemption, { params: { userId } }),
    retry: false,
  });

/** Marks a customer tax-exempt or not; the server audits it and their later orders are taxed accordingly. */
export function useSaveExemption(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tax_exempt: boolean) =>
      call(taxEndpoints.saveExemption, { params: { userId }, body: { tax_exempt } }),
    onSuccess: (saved) => client.setQueryData(taxExemptionQuery(userId).queryKey, saved),
  });
}
