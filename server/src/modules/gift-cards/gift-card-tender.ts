import { GIFT_CARD_MESSAGES, maskedGiftCard } from '@storefront/contract/gift-cards';
import { toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { BadRequest } from '../../platform/errors.ts';
import { cardByCode, moveBalance, outstandingOnOrder } from './gift-card-ledger.ts';

/** The method id a gift card tender is recorded under in `order_payments`. */
export const GIFT_CARD_METHOD = 'gift_card';

/** What a checkout takes from a card it holds locked. */
export interface GiftCardHold {
  cardId: number;
  label: string;
  cents: Cents;
}

const refuse = (message: string) => new BadRequest(message, { gift_card: message });

/**
 * Locks the card a checkout pays with until the order commits (so two checkouts of one card queue and
 * neither can overdraw it) and answers what it takes: its balance, at most `dueCents`. 400 naming
 * `gift_card` when no active card of this store has the code, or it is empty. Nothing without a code.
 */
export async function holdGiftCard(
  tx: Transaction,
  tenantId: string,
  code: string | undefined,
  dueCents: Cents,
): Promise<GiftCardHold | null> {
  if (!code) return null;
  const card = await cardByCode(tx, tenantId, code, true);
  if (!card || card.status !== 'active') throw refuse(GIFT_CARD_MESSAGES.notFound);
  if (card.balance <= 0) throw refuse(GIFT_CARD_MESSAGES.empty);
  return {
    cardId: card.id,
    label: `Gift card ${maskedGiftCard(card.last4)}`,
    cents: Math.min(card.balance, dueCents),
  };
}

/** Takes a held card's share from its balance for the order just written (a `spend` line naming the order). */
export async function spendGiftCard(
  tx: Transaction,
  tenantId: string,
  hold: GiftCardHold | null,
  order: { id: number; number: string },
): Promise<void> {
  if (!hold || hold.cents <= 0) return;
  const after = await moveBalance(tx, tenantId, hold.cardId, -hold.cents, {
    kind: 'spend',
    orderId: order.id,
    orderNumber: order.number,
    reason: `Order ${order.number}`,
  });
  // The card is locked since holdGiftCard read its balance: this cannot happen, and must not pass silently.
  if (after === null) throw refuse(GIFT_CARD_MESSAGES.empty);
}

/**
 * Gives back to each card what an order took from it and has not had back (the charge failed, the order was
 * cancelled), in the caller's transaction; a second call finds nothing outstanding. Answers the cents.
 */
export async function restoreGiftCardSpend(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  reason: string,
): Promise<Cents> {
  let restored = 0;
  for (const { giftCardId, cents } of await outstandingOnOrder(tx, tenantId, orderId)) {
    const due = toCents(cents);
    if (due <= 0) continue;
    await moveBalance(tx, tenantId, giftCardId, due, { kind: 'restore', orderId, reason });
    restored += due;
  }
  return restored;
}
