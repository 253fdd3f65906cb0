import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCodeInput, PromotionInput } from '@storefront/contract/promotions';
import { promotionsEndpoints as api } from '@storefront/contract/promotions.endpoints';
import { call } from '../../lib/api';

export const discountCodesQuery = queryOptions({
  queryKey: ['promotions', 'codes'],
  queryFn: () => call(api.codes),
  retry: false,
});

export const promotionListQuery = queryOptions({
  queryKey: ['promotions', 'list'],
  queryFn: () => call(api.promotions),
  retry: false,
});

/** After a change: the lists and any checkout quote refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['promotions'] }),
      client.invalidateQueries({ queryKey: ['checkout', 'quote'] }),
    ]);
}

/** Adds a code (id null) or replaces one; deactivating is saving it with `is_active: false`. */
export function useSaveCode(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiscountCodeInput }) =>
      id ? call(api.updateCode, { params: { id }, body }) : call(api.createCode, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useSavePromotion(onDone: () => void) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PromotionInput }) =>
      id ? call(api.updatePromotion, { params: { id }, body }) : call(api.createPromotion, { body }),
    onSuccess: () => {
      onDone();
      void refresh();
    },
  });
}

export function useOrderPromotions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => call(api.orderPromotions, { body: { ids } }),
    onSuccess: () => void refresh(),
  });
}
