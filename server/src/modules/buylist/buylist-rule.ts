import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { BuyRule, CardOverride } from './buy-prices.ts';
import { buylistOverrides, buylistSettings, DEFAULT_CONDITION_PERCENTS } from './buylist.tables.ts';

export type SettingsRow = typeof buylistSettings.$inferSelect;

/**
 * The store's buylist settings, the row created with the defaults on first use. With `lock`, the row is
 * locked until the transaction ends: every write that could overfill a card's maximum or the budget takes
 * this lock first, so such writes run one at a time per store.
 */
export async function settingsOf(tx: Transaction, tenantId: string, lock = false): Promise<SettingsRow> {
  const defaults = defaultSettings(tenantId);
  if (lock) {
    const { updatedAt: _, ...values } = defaults;
    await tx.insert(buylistSettings).values(values).onConflictDoNothing();
  }
  const query = tx.select().from(buylistSettings).where(eq(buylistSettings.tenantId, tenantId));
  const [row] = lock ? await waitingLonger(tx, () => query.for('update')) : await query;
  return row ?? defaults;
}

/**
 * How long a write may queue for the store's buylist lock. The request's statement timeout (2 s by default)
 * bounds work, not queueing: 20 sell lists submitted at once wait one after the other, and the last would
 * otherwise be cancelled as a 503 while the others run (seen on a loaded machine). The statements after
 * the lock run under the request's timeout again.
 */
export const LOCK_WAIT_MS = 20_000;

async function waitingLonger<T>(tx: Transaction, wait: () => Promise<T>): Promise<T> {
  const [before] = await queryRows<{ timeout: string }>(
    tx,
    sql`select current_setting('statement_timeout') as timeout,
               set_config('statement_timeout', ${String(LOCK_WAIT_MS)}, true)`,
  );
  const result = await wait();
  await tx.execute(sql`select set_config('statement_timeout', ${before?.timeout ?? '0'}, true)`);
  return result;
}

/** A store's settings until staff save theirs (the same values the first lock writes). */
const defaultSettings = (tenantId: string): SettingsRow => ({
  tenantId,
  isOpen: true,
  cashPercent: 30,
  creditPercent: 45,
  maxPerCard: 4,
  budget: 100_000,
  conditionPercents: { ...DEFAULT_CONDITION_PERCENTS },
  updatedAt: new Date(0),
});

export const ruleOf = (s: SettingsRow): BuyRule => ({
  cashPercent: s.cashPercent,
  creditPercent: s.creditPercent,
  conditionPercents: s.conditionPercents,
});

/** The cards' overrides by product id. */
export async function overridesOf(tx: Transaction, tenantId: string, productIds: number[]) {
  if (!productIds.length) return new Map<number, CardOverride>();
  const rows = await tx
    .select()
    .from(buylistOverrides)
    .where(and(eq(buylistOverrides.tenantId, tenantId), inArray(buylistOverrides.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Submissions whose lines still count against the limits: every one not declined. */
const LIVE = sql`s.status <> 'declined'`;

/**
 * What the store has committed of its budget: every line not rejected of a submission not declined, at
 * the price it pays (cash once the customer chose cash, else the higher credit price).
 */
export async function committedCents(tx: Transaction, tenantId: string): Promise<Cents> {
  const [row] = await queryRows<{ cents: string }>(
    tx,
    sql`select coalesce(sum(l.quantity * case when s.payout = 'cash' then l.cash_price else l.credit_price end)
                 * 100, 0)::bigint::text as cents
          from buylist_lines l
          join buylist_submissions s on s.tenant_id = l.tenant_id and s.id = l.submission_id
         where l.tenant_id = ${tenantId} and not l.rejected and ${LIVE}`,
  );
  return Number(row?.cents ?? 0);
}

/** What the store has paid out for completed submissions (cash recorded, or store credit given). */
export async function spentCents(tx: Transaction, tenantId: string): Promise<Cents> {
  const [row] = await queryRows<{ cents: string }>(
    tx,
    sql`select (coalesce(sum(paid), 0) * 100)::bigint::text as cents
          from buylist_submissions where tenant_id = ${tenantId} and status = 'completed'`,
  );
  return Number(row?.cents ?? 0);
}

/** Copies of each card and condition in open submissions (not yet completed, not declined, not rejected). */
export async function pendingByCondition(tx: Transaction, tenantId: string, productIds: number[]) {
  if (!productIds.length) return new Map<string, number>();
  const rows = await queryRows<{ product_id: number; condition: string; units: number }>(
    tx,
    sql`select l.product_id, l.condition, sum(l.quantity)::int as units
          from buylist_lines l
          join buylist_submissions s on s.tenant_id = l.tenant_id and s.id = l.submission_id
         where l.tenant_id = ${tenantId} and l.product_id = any(${sql.param(productIds)}::int[])
           and not l.rejected and s.status not in ('declined', 'completed')
         group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${r.product_id}:${r.condition}`, r.units]));
}
