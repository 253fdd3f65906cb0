import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingRuleInput, PricingSettings } from '@storefront/contract/pricing';
import { pricingPaths } from '@storefront/contract/pricing.paths';
import { call } from '../../lib/api';

export const priceHistoryQuery = (productId: number) =>
  queryOptions({
    queryKey: ['pricing', 'history', productId],
    queryFn: () => call(pricingPaths.productHistory, { params: { id: productId } }),
    retry: false,
  });

export const rulesQuery = queryOptions({
  queryKey: ['pricing', 'rules'],
  queryFn: () => call(pricingPaths.rules),
  retry: false,
});

export const settingsQuery = queryOptions({
  queryKey: ['pricing', 'settings'],
  queryFn: () => call(pricingPaths.settings),
  retry: false,
});

export const runsQuery = queryOptions({
  queryKey: ['pricing', 'runs'],
  queryFn: () => call(pricingPaths.runs),
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
      id ? call(pricingPaths.updateRule, { params: { id }, body }) : call(pricingPaths.createRule, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useDeleteRule() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(pricingPaths.deleteRule, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}

export function useOrderRules() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => call(pricingPaths.orderRules, { body: { ids } }),
    onSuccess: () => void refresh(),
  });
}

export function useSaveSettings() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PricingSettings) => call(pricingPaths.saveSettings, { body }),
    onSuccess: () => void refresh(),
  });
}

export const usePreview = () => useMutation({ mutationFn: () => call(pricingPaths.preview) });

export function useApply() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => call(pricingPaths.apply), onSuccess: () => void refresh() });
}

export function useUndo() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => call(pricingPaths.undoRun, { params: { id } }),
    onSuccess: () => void refresh(),
  });
}
