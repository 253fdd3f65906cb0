import { useMutation, useQueryClient } from '@tanstack/react-query';
import { giftCardEndpoints } from '@storefront/contract/gift-cards.endpoints';
import type { GiftCardIssue } from '@storefront/contract/gift-cards';
import { call } from '../../lib/api';
import { callQuery } from '../../lib/call-query';

/** Staff: the store's gift cards, newest first. */
export const giftCardsQuery = callQuery(['gift-cards', 'list'], giftCardEndpoints.list);

/** Staff issue a card; the list is read again. */
export function useIssueGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftCardIssue) => call(giftCardEndpoints.issue, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['gift-cards'] }),
  });
}

/** Staff void a card; the list is read again. */
export function useVoidGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (giftCardId: number) => call(giftCardEndpoints.void, { params: { giftCardId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['gift-cards'] }),
  });
}

/** Anyone: a card's balance by code. */
export const useGiftCardBalance = () =>
  useMutation({ mutationFn: (code: string) => call(giftCardEndpoints.balance, { body: { code } }) });

/** The signed-in shopper moves a card onto their store credit. */
export function useRedeemGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(giftCardEndpoints.redeem, { body: { code } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['account'] }),
  });
}
