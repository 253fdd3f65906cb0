import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingRuleInput, PricingSettings } from '@storefront/contract/pricing';
import { pricingEndpoints } from '@storefront/contract/pricing.endpoints';
import { call } from '../../lib/api';

export const priceHistoryQuery = (productId: number) =>
  queryOptions({
    queryKey: ['pricing', 'history', productId],
    queryFn: () => call(pricingEndpoints.productHistory, { params: { id: productId } }),
    retry: false,
  });

export const rulesQuery = queryOptions({
  queryKey: ['pricing', 'rules'],
  queryFn: () => call(pricingEndpoints.rules),
  retry: false,
});

export const settingsQuery = queryOptions({
  queryKey: ['pricing', 'settings'],
  queryFn: () => call(pricingEndpoints.settings),
  retry: false,
});

export const runsQuery = queryOptions({
  queryKey: ['pricing', 'runs'],
  queryFn: () => call(pricingEndpoints.runs),
  retry: false,
});

/** After any pricing change: the rules, runs and every cached product and card price refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useSaveRule(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PricingRuleInput }) =>
      id
        ? call(pricingEndpoints.updateRule, { params: { id }, body })
        : call(pricingEndpoints.createRule, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useDeleteRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(pricingEndpoints.deleteRule, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}

export function useOrderRules() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => call(pricingEndpoints.orderRules, { body: { ids } }),
    onSuccess: () => void refresh(),
  });
}

export function useSaveSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PricingSettings) => call(pricingEndpoints.saveSettings, { body }),
    onSuccess: () => void refresh(),
  });
}

export const usePreview = () => useMutation({ mutationFn: () => call(pricingEndpoints.preview) });

export function useApply() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => call(pricingEndpoints.apply), onSuccess: () => void refresh() });
}

export function useUndo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(pricingEndpoints.undoRun, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}
