import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { StoreCreditKind } from '@storefront/contract/store-credit';
import { formatCents, toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { storeCreditAccounts, storeCreditEntries } from './store-credit.tables.ts';

export interface EntryDetails {
  kind: StoreCreditKind;
  reason?: string;
  orderId?: number;
  orderNumber?: string;
  submissionId?: number;
  actorId?: number;
}

/**
 * Moves a customer's balance by `cents` and writes the ledger line, in the caller's transaction. A
 * credit creates the account if needed; a debit is one conditional update (`balance >= debit`), which
 * row-locks the account, so two debits at once are applied one after the other and neither can take the
 * balance below zero. Answers the new balance, or null when the debit is more than the balance.
 */
export async function post(
  tx: Transaction,
  tenantId: string,
  userId: number,
  cents: Cents,
  details: EntryDetails,
): Promise<Cents | null> {
  if (cents === 0) return balanceOf(tx, tenantId, userId);
  const [account] =
    cents > 0
      ? await tx
          .insert(storeCreditAccounts)
          .values({ tenantId, userId, balance: cents })
          .onConflictDoUpdate({
            target: [storeCreditAccounts.tenantId, storeCreditAccounts.userId],
            set: {
              balance: sql`${storeCreditAccounts.balance} + ${formatCents(cents)}::numeric`,
              updatedAt: sql`now()`,
            },
          })
          .returning({ balance: storeCreditAccounts.balance })
      : await tx
          .update(storeCreditAccounts)
          .set({
            balance: sql`${storeCreditAccounts.balance} - ${formatCents(-cents)}::numeric`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(storeCreditAccounts.tenantId, tenantId),
              eq(storeCreditAccounts.userId, userId),
              gte(storeCreditAccounts.balance, sql`${formatCents(-cents)}::numeric`),
            ),
          )
          .returning({ balance: storeCreditAccounts.balance });
  if (!account) return null;
  await tx.insert(storeCreditEntries).values({
    tenantId,
    userId,
    amount: cents,
    balanceAfter: account.balance,
    kind: details.kind,
    reason: details.reason ?? '',
    orderId: details.orderId,
    orderNumber: details.orderNumber,
    submissionId: details.submissionId,
    actorId: details.actorId,
  });
  return account.balance;
}

/** The customer's balance (0 without an account). */
export async function balanceOf(tx: Transaction, tenantId: string, userId: number): Promise<Cents> {
  const [row] = await tx
    .select({ balance: storeCreditAccounts.balance })
    .from(storeCreditAccounts)
    .where(and(eq(storeCreditAccounts.tenantId, tenantId), eq(storeCreditAccounts.userId, userId)));
  return row?.balance ?? 0;
}

/** The customer's ledger, newest first (at most `limit` lines). */
export function entriesOf(tx: Transaction, tenantId: string, userId: number, limit = 100) {
  return tx
    .select()
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.tenantId, tenantId), eq(storeCreditEntries.userId, userId)))
    .orderBy(desc(storeCreditEntries.id))
    .limit(limit);
}

/** What an order took from store credit and has not had back: the negated sum of its lines. */
export async function outstandingOnOrder(tx: Transaction, tenantId: string, orderId: number) {
  const rows = await tx
    .select({ userId: storeCreditEntries.userId, amount: storeCreditEntries.amount })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.tenantId, tenantId), eq(storeCreditEntries.orderId, orderId)));
  const first = rows[0];
  return first ? { userId: first.userId, cents: -rows.reduce((s, r) => s + r.amount, 0) } : null;
}

/** What the ledger gave back on an order: its `refund` lines (cancelled or discarded, and refunds as credit). */
export async function creditGivenBack(tx: Transaction, tenantId: string, orderId: number): Promise<Cents> {
  const [row] = await tx
    .select({ cents: sql<string>`coalesce(sum(${storeCreditEntries.amount}), 0)::text` })
    .from(storeCreditEntries)
    .where(
      and(
        eq(storeCreditEntries.tenantId, tenantId),
        eq(storeCreditEntries.orderId, orderId),
        eq(storeCreditEntries.kind, 'refund'),
      ),
    );
  return toCents(row?.cents ?? '0');
}
