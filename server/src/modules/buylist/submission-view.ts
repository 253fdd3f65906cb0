import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Submission } from '@storefront/contract/buylist';
import { formatCents, sumCents } from '@storefront/contract/money';
import { queryRows, type Transaction } from '../../db/client.ts';
import type { Page, PageQuery } from '@storefront/contract/common';
import { NotFound } from '../../platform/errors.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import { buylistLines, buylistSubmissions } from './buylist.tables.ts';

export type SubmissionRow = typeof buylistSubmissions.$inferSelect;

/** Submissions as the API answers them, with their lines and totals (rejected lines count nothing). */
export async function viewsOf(
  tx: Transaction,
  tenantId: string,
  rows: SubmissionRow[],
): Promise<Submission[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lines = await tx
    .select()
    .from(buylistLines)
    .where(and(eq(buylistLines.tenantId, tenantId), inArray(buylistLines.submissionId, ids)))
    .orderBy(asc(buylistLines.id));
  const names = await queryRows<{ id: number; username: string; email: string }>(
    tx,
    sql`select id, username, email from users
         where tenant_id = ${tenantId} and id = any(${sql.param([...new Set(rows.map((r) => r.userId))])}::int[])`,
  );
  const nameOf = new Map(names.map((n) => [n.id, n.username]));
  return rows.map((s) => {
    const own = lines.filter((l) => l.submissionId === s.id);
    const kept = own.filter((l) => !l.rejected);
    return {
      id: s.id,
      status: s.status,
      customer: nameOf.get(s.userId) ?? '',
      note: s.note,
      payout: s.payout,
      cash_total: formatCents(sumCents(kept.map((l) => l.cashPrice * l.quantity))),
      credit_total: formatCents(sumCents(kept.map((l) => l.creditPrice * l.quantity))),
      paid: s.paid === null ? null : formatCents(s.paid),
      created_at: s.createdAt.toISOString(),
      updated_at: s.updatedAt.toISOString(),
      lines: own.map((l) => ({
        id: l.id,
        product: { id: l.productId, name: l.productName },
        condition: l.condition,
        finish: l.finish,
        quantity: l.quantity,
        cash_price: formatCents(l.cashPrice),
        credit_price: formatCents(l.creditPrice),
        rejected: l.rejected,
        reject_reason: l.rejectReason,
        submitted: submittedOf(l),
      })),
    };
  });
}

/** What the customer sent on a line staff regraded, when it differs from the line now; else null. */
function submittedOf(l: typeof buylistLines.$inferSelect): Submission['lines'][number]['submitted'] {
  if (l.submittedCondition === null || l.submittedFinish === null) return null;
  const was = {
    condition: l.submittedCondition,
    finish: l.submittedFinish,
    cash_price: formatCents(l.submittedCashPrice ?? l.cashPrice),
    credit_price: formatCents(l.submittedCreditPrice ?? l.creditPrice),
  };
  const same =
    was.condition === l.condition &&
    was.finish === l.finish &&
    was.cash_price === formatCents(l.cashPrice) &&
    was.credit_price === formatCents(l.creditPrice);
  return same ? null : was;
}

/** One submission of the store (of `userId` only, when given), locked for update when asked; else 404. */
export async function findSubmission(
  tx: Transaction,
  tenantId: string,
  id: number,
  { userId, lock = false }: { userId?: number; lock?: boolean } = {},
): Promise<SubmissionRow> {
  const where = and(
    eq(buylistSubmissions.tenantId, tenantId),
    eq(buylistSubmissions.id, id),
    userId === undefined ? undefined : eq(buylistSubmissions.userId, userId),
  );
  const query = tx.select().from(buylistSubmissions).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFound('Submission not found');
  return row;
}

/** The customer's e-mail address, for the notice of each step. */
export async function customerEmail(tx: Transaction, tenantId: string, userId: number): Promise<string> {
  const [row] = await queryRows<{ email: string }>(
    tx,
    sql`select email from users where tenant_id = ${tenantId} and id = ${userId}`,
  );
  return row?.email ?? '';
}

/** One page of the store's submissions matching `where`, newest first, as the API answers them. */
export async function submissionPage(
  tx: Transaction,
  tenantId: string,
  where: SQL | undefined,
  path: string,
  query: PageQuery,
): Promise<Page<Submission>> {
  const { limit, offset } = pageWindow(query);
  const [total] = await tx.select({ n: count() }).from(buylistSubmissions).where(where);
  const rows = await tx
    .select()
    .from(buylistSubmissions)
    .where(where)
    .orderBy(desc(buylistSubmissions.id))
    .limit(limit)
    .offset(offset);
  return pageAnswer(path, { ...query }, total?.n ?? 0, await viewsOf(tx, tenantId, rows));
}
