import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { applySalePrices } from '../catalog/index.ts';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { running, targets, type SaleFilter } from './sale-matching.ts';
import { saleRules } from './sale-prices.tables.ts';

/** The advisory lock class of a store's sale prices (the store is the second key). */
const SALES_LOCK = 610_061;

/** What a sale's prices should show at `now`: the SQL twin of `statusAt`. */
const dueState = (now: Date) =>
  sql`case when r.ended_at is not null or r.ends_at <= ${now.toISOString()} then 'ended'
    when ${running(now)} then 'running' else 'scheduled' end`;

/**
 * Prices the store's products as its sales running at `now` say (the first matching sale by position) and
 * records each sale as applied. One store at a time (a transaction-scoped advisory lock): a second instance
 * or a staff action waiting on it finds nothing left to change. Answers the products re-priced.
 */
export async function applyStoreSales(tx: Transaction, tenantId: string, now: Date): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SALES_LOCK}, hashtext(${tenantId}))`);
  const rules: SaleFilter[] = await tx
    .select()
    .from(saleRules)
    .where(
      and(
        eq(saleRules.tenantId, tenantId),
        lte(saleRules.startsAt, now),
        isNull(saleRules.endedAt),
        or(isNull(saleRules.endsAt), gt(saleRules.endsAt, now)),
      ),
    )
    .orderBy(asc(saleRules.position), asc(saleRules.id));
  const changed = await applySalePrices(tx, tenantId, targets(tenantId, rules));
  await tx.execute(sql`update sale_rules r set applied = ${dueState(now)}
    where r.tenant_id = ${tenantId} and r.applied <> ${dueState(now)}`);
  return changed;
}

/**
 * The scheduled step: every store with a sale whose start or end has come and is not yet applied gets its
 * prices applied (each in its own transaction). Safe on several instances at once (`applyStoreSales`).
 * Answers the stores applied.
 */
export async function applyDueSales(db: Database, now = new Date(), log?: (error: unknown) => void) {
  const due = await queryRows<{ tenant_id: string }>(
    db,
    sql`select distinct r.tenant_id from sale_rules r where r.applied <> ${dueState(now)}`,
  );
  for (const { tenant_id: tenantId } of due) {
    try {
      await withTenant(db, tenantId, (tx) => applyStoreSales(tx, tenantId, now));
    } catch (error) {
      if (!log) throw error;
      log(error);
    }
  }
  return due.length;
}

/** Runs `applyDueSales` every `everyMs` (one run at a time) until stopped. */
export function applyDueSalesEvery(db: Database, everyMs: number, log: (error: unknown) => void): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    applyDueSales(db, new Date(), log)
      .catch(log)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
