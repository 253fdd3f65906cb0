import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PricingRuleInput, PricingSettings } from '@storefront/contract/pricing';
import { pricingEndpoints } from '@storefront/contract/pricing.endpoints';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

export const priceHistoryQuery = (productId: number) =>
  callQuery(['pricing', 'history', productId], pricingEndpoints.productHistory, {
    params: { id: productId },
  });

export const rulesQuery = callQuery(['pricing', 'rules'], pricingEndpoints.rules);

export const settingsQuery = callQuery(['pricing', 'settings'], pricingEndpoints.settings);

export const runsQuery = callQuery(['pricing', 'runs'], pricingEndpoints.runs);

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
