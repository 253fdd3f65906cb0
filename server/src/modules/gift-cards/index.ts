export { giftCardRoutes } from './gift-cards.routes.ts';
export {
  GIFT_CARD_METHOD,
  holdGiftCard,
  restoreGiftCardSpend,
  spendGiftCard,
  type GiftCardHold,
} from './gift-card-tender.ts';
