import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import type { ReadAt } from './list-memos.ts';

/**
 * Lists count exactly up to this many matches; above it they answer the planner's estimate, because
 * counting 100,000 rows costs more than the page itself (docs/catalog-search.md, "Counting large lists").
 */
export const EXACT_COUNT_LIMIT = 1000;

async function estimateRows(tx: ReadOnly, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, [{ Plan: { 'Plan Rows': number } }]>>(
    tx,
    selectSql`explain (format json) ${query}`,
  );
  const plan = row ? Object.values(row)[0] : undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * How many products match: exact up to EXACT_COUNT_LIMIT, estimated above (never below the limit). Kept in
 * `at.memos.counts`: estimates by store and filter, exact counts under `at.version` (when known).
 */
export async function countMatches(tx: ReadOnly, where: SQL, key: string, { version, memos }: ReadAt) {
  const { counts } = memos;
  const versioned = `${version} ${key}`;
  const cached = counts.get(key) ?? (version === null ? undefined : counts.get(versioned));
  if (cached !== undefined) return cached;
  const [capped] = await queryPrepared<{ n: number }>(
    tx,
    selectSql`select count(*)::int as n from (select 1 from products p where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`,
  );
  if (capped!.n <= EXACT_COUNT_LIMIT) {
    if (version !== null) counts.set(versioned, capped!.n);
    return capped!.n;
  }
  const n = Math.max(
    EXACT_COUNT_LIMIT + 1,
    await estimateRows(tx, sql`select 1 from products p where ${where}`),
  );
  counts.set(key, n);
  return n;
}
