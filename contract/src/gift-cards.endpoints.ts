import { endpoints } from './endpoint.ts';

/** Gift cards: the public balance lookup, redeeming onto store credit, and staff issue, list and void. */
// prettier-ignore
export const giftCardEndpoints = endpoints('gift cards', {
  balance: ['POST /api/gift-cards/balance/', { body: 'GiftCardCode', 200: 'GiftCardBalance' }],
  redeem: ['POST /api/account/gift-cards/redeem/', { body: 'GiftCardCode', 200: 'GiftCardRedeemed' }],
  list: ['GET /api/manage/gift-cards/', { 200: 'GiftCardList' }],
  issue: ['POST /api/manage/gift-cards/', { body: 'GiftCardIssue', 201: 'GiftCardIssued' }],
  void: ['POST /api/manage/gift-cards/:giftCardId/void/', { params: 'GiftCardIdParam', 200: 'GiftCard' }],
});
