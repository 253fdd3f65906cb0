import { maskedGiftCard, type GiftCard } from '@storefront/contract/gift-cards';
import { formatCents } from '@storefront/contract/money';
import type { GiftCardRow } from './gift-card-ledger.ts';
import type { giftCardEntries } from './gift-cards.tables.ts';

/** A card as staff see it, with its ledger newest first; never its code. */
export function giftCardView(card: GiftCardRow, entries: (typeof giftCardEntries.$inferSelect)[]): GiftCard {
  return {
    id: card.id,
    card: maskedGiftCard(card.last4),
    last4: card.last4,
    initial_amount: formatCents(card.initialAmount),
    balance: formatCents(card.balance),
    status: card.status,
    recipient_email: card.recipientEmail,
    note: card.note,
    order_number: card.orderNumber,
    created_at: card.createdAt.toISOString(),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: formatCents(e.amount),
      balance_after: formatCents(e.balanceAfter),
      order_number: e.orderNumber,
      reason: e.reason,
      created_at: e.createdAt.toISOString(),
    })),
  };
}
