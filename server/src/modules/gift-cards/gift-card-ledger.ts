import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { GiftCardEntryKind } from '@storefront/contract/gift-cards';
import { formatCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { codeHash, codeLast4 } from './gift-card-codes.ts';
import { giftCardEntries, giftCards } from './gift-cards.tables.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;

export interface EntryDetails {
  kind: GiftCardEntryKind;
  reason?: string;
  orderId?: number;
  orderNumber?: string;
  userId?: number;
  actorId?: number;
}

/** Writes a new card of `cents` with its `issue` line, in the caller's transaction. */
export async function insertCard(
  tx: Transaction,
  tenantId: string,
  code: string,
  cents: Cents,
  card: { recipientEmail: string; note: string; orderId?: number; orderNumber?: string; issuedBy?: number },
  details: Omit<EntryDetails, 'kind'>,
): Promise<GiftCardRow> {
  const [row] = await tx
    .insert(giftCards)
    .values({
      tenantId,
      codeHash: codeHash(code),
      last4: codeLast4(code),
      initialAmount: cents,
      balance: cents,
      ...card,
    })
    .returning();
  await tx.insert(giftCardEntries).values({
    tenantId,
    giftCardId: row!.id,
    kind: 'issue',
    amount: cents,
    balanceAfter: cents,
    reason: details.reason ?? '',
    orderId: details.orderId,
    orderNumber: details.orderNumber,
    actorId: details.actorId,
  });
  return row!;
}

/** The card a code names in this store, row-locked until the commit when `lock` (spending, voiding). */
export async function cardByCode(tx: Transaction, tenantId: string, code: string, lock: boolean) {
  const query = tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.codeHash, codeHash(code))));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A card by id, row-locked. */
export async function cardById(tx: Transaction, tenantId: string, id: number) {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.tenantId, tenantId), eq(giftCards.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * Moves a card's balance by `cents` and writes the ledger line, in the caller's transaction. A debit is one
 * conditional update (`balance >= debit`), which row-locks the card, so two at once never overdraw it.
 * Answers the new balance, or null when the debit is more than the balance.
 */
export async function moveBalance(
  tx: Transaction,
  tenantId: string,
  cardId: number,
  cents: Cents,
  details: EntryDetails,
): Promise<Cents | null> {
  const [card] = await tx
    .update(giftCards)
    .set({
      balance: sql`${giftCards.balance} + ${formatCents(cents)}::numeric`,
      ...(details.kind === 'void' && { status: 'void' as const, voidedAt: sql`now()` }),
    })
    .where(
      and(
        eq(giftCards.tenantId, tenantId),
        eq(giftCards.id, cardId),
        sql`${giftCards.balance} + ${formatCents(cents)}::numeric >= 0`,
      ),
    )
    .returning({ balance: giftCards.balance });
  if (!card) return null;
  await tx.insert(giftCardEntries).values({
    tenantId,
    giftCardId: cardId,
    amount: cents,
    balanceAfter: card.balance,
    ...details,
    reason: details.reason ?? '',
  });
  return card.balance;
}

/** The ledgers of these cards, newest first, by card id. */
export async function entriesOf(tx: Transaction, tenantId: string, cardIds: number[]) {
  const rows = cardIds.length
    ? await tx
        .select()
        .from(giftCardEntries)
        .where(and(eq(giftCardEntries.tenantId, tenantId), inArray(giftCardEntries.giftCardId, cardIds)))
        .orderBy(desc(giftCardEntries.id))
    : [];
  const byCard = new Map<number, (typeof rows)[number][]>();
  for (const r of rows) byCard.set(r.giftCardId, [...(byCard.get(r.giftCardId) ?? []), r]);
  return byCard;
}

/** What an order took from gift cards and has not had back, by card: the negated sum of its lines. */
export async function outstandingOnOrder(tx: Transaction, tenantId: string, orderId: number) {
  return tx
    .select({
      giftCardId: giftCardEntries.giftCardId,
      cents: sql<string>`(-sum(${giftCardEntries.amount}))::text`,
    })
    .from(giftCardEntries)
    .where(
      and(
        eq(giftCardEntries.tenantId, tenantId),
        eq(giftCardEntries.orderId, orderId),
        inArray(giftCardEntries.kind, ['spend', 'restore']),
      ),
    )
    .groupBy(giftCardEntries.giftCardId);
}
