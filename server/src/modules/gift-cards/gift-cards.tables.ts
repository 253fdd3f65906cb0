import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GiftCardEntryKind, GiftCardStatus } from '@storefront/contract/gift-cards';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';

/**
 * A store's gift cards (docs/decisions/062-gift-cards.md). The code is never stored: its SHA-256 (`code_hash`,
 * looked up by equality, so no comparison runs over the code itself) and its last four characters to name it.
 * The balance lives on this one row so that spending locks it and a check keeps it from going below zero.
 */
export const giftCards = tenantTable(
  'gift_cards',
  {
    id: integer().generatedAlwaysAsIdentity(),
    codeHash: text().notNull(),
    last4: text().notNull(),
    initialAmount: money({ precision: 12 }).notNull(),
    balance: money({ precision: 12 }).notNull(),
    status: text().$type<GiftCardStatus>().notNull().default('active'),
    recipientEmail: text().notNull().default(''),
    note: text().notNull().default(''),
    /** The order that bought it, if sold; null for a card staff issued. */
    orderId: integer(),
    orderNumber: text(),
    issuedBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_idx').on(t.tenantId, t.codeHash),
    check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`),
    check('gift_cards_status', sql`${t.status} in ('active', 'void')`),
  ],
);

/**
 * Every movement of a gift card's balance, never updated or deleted: `amount` is signed, `balance_after` the
 * card's balance once applied. `order_id` is not a foreign key, so the record outlives a discarded order.
 */
export const giftCardEntries = tenantTable(
  'gift_card_entries',
  {
    id: integer().generatedAlwaysAsIdentity(),
    giftCardId: integer().notNull(),
    kind: text().$type<GiftCardEntryKind>().notNull(),
    amount: money({ precision: 12 }).notNull(),
    balanceAfter: money({ precision: 12 }).notNull(),
    reason: text().notNull().default(''),
    orderId: integer(),
    orderNumber: text(),
    userId: integer(),
    actorId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.giftCardId, giftCards).onDelete('cascade'),
    index('gift_card_entries_card_idx').on(t.tenantId, t.giftCardId, t.id),
    index('gift_card_entries_order_idx').on(t.tenantId, t.orderId),
  ],
);
