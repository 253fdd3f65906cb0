import { and, eq, sql } from 'drizzle-orm';
import {
  BUYLIST_MESSAGES,
  type LineGrade,
  type ManageSubmissionQuery,
  type Submission,
  type SubmissionStatus,
} from '@storefront/contract/buylist';
import type { Page } from '@storefront/contract/common';
import { formatCents } from '@storefront/contract/money';
import { audit } from '../../platform/audit.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { requireNotOwnAsStaff, requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { committedCents, settingsOf } from './buylist-rule.ts';
import { buylistLines, buylistSubmissions } from './buylist.tables.ts';
import { completeSubmission } from './complete-submission.ts';
import { lineChanges } from './regrade.ts';
import { assertStaffMove, GRADABLE, refused } from './submission-flow.ts';
import { customerEmail, findSubmission, submissionPage, viewsOf } from './submission-view.ts';

type Answer = Promise<{ submission: Submission; email: string }>;

/** Staff and admin list the store's submissions, newest first, by status when asked. */
export function manageSubmissions(
  ctx: RequestContext,
  query: ManageSubmissionQuery,
): Promise<Page<Submission>> {
  requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const where = and(
      eq(buylistSubmissions.tenantId, tenantId),
      query.status ? eq(buylistSubmissions.status, query.status) : undefined,
    );
    return submissionPage(tx, tenantId, where, '/api/manage/buylist/submissions/', query);
  });
}

/** One submission of the store, for staff and admin. */
export function manageSubmission(ctx: RequestContext, id: number): Promise<Submission> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(
    async (tx) => (await viewsOf(tx, ctx.tenant.id, [await findSubmission(tx, ctx.tenant.id, id)]))[0]!,
  );
}

/**
 * Staff move a submission one step (submitted → received → graded → offer sent; accepted → completed);
 * completing it stocks the cards and pays the customer. Audited; any other move is 409. Staff never move
 * their own submission (403); an admin may, audited as `own`.
 */
export function changeSubmissionStatus(ctx: RequestContext, id: number, status: SubmissionStatus): Answer {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const row = await findSubmission(tx, tenantId, id, { lock: true });
    requireNotOwnAsStaff(actor, row.userId, BUYLIST_MESSAGES.ownSubmission);
    assertStaffMove(row.status, status);
    const paid = status === 'completed' ? await completeSubmission(tx, tenantId, row) : null;
    const [updated] = await tx
      .update(buylistSubmissions)
      .set({ status, updatedAt: sql`now()`, ...(paid !== null && { paid }) })
      .where(and(eq(buylistSubmissions.tenantId, tenantId), eq(buylistSubmissions.id, id)))
      .returning();
    await audit(tx, tenantId, actor, 'buylist.status', `submission ${id}`, {
      from: row.status,
      to: status,
      ...(paid !== null && { paid: formatCents(paid), payout: row.payout }),
      ...(actor.id === row.userId && { own: true }),
    });
    const [submission] = await viewsOf(tx, tenantId, [updated!]);
    return { submission: submission!, email: await customerEmail(tx, tenantId, row.userId) };
  });
}

/**
 * Staff grade one line while the cards are received or graded: its condition, finish, quantity or prices,
 * or reject it with a reason. A new condition or finish reprices the line from the buy rules unless staff
 * give the prices; the customer's original grade and prices are kept to show what changed. The submission becomes graded. A change that raises its value must still fit
 * the budget (checked under the buylist lock). Audited.
 */
export function gradeLine(ctx: RequestContext, id: number, lineId: number, body: LineGrade): Answer {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const settings = await settingsOf(tx, tenantId, true);
    const row = await findSubmission(tx, tenantId, id, { lock: true });
    requireNotOwnAsStaff(actor, row.userId, BUYLIST_MESSAGES.ownSubmission);
    if (!GRADABLE.includes(row.status)) throw refused(row.status, 'graded');
    const lineWhere = and(
      eq(buylistLines.tenantId, tenantId),
      eq(buylistLines.submissionId, id),
      eq(buylistLines.id, lineId),
    );
    const [line] = await tx.select().from(buylistLines).where(lineWhere);
    if (!line) throw new NotFound('Line not found');
    const changes = await lineChanges(tx, tenantId, settings, line, body);
    const before = line.rejected ? 0 : line.creditPrice * line.quantity;
    const after = { ...line, ...changes };
    const raise = (after.rejected ? 0 : after.creditPrice * after.quantity) - before;
    if (raise > 0 && (await committedCents(tx, tenantId)) + raise > settings.budget)
      throw new Conflict(BUYLIST_MESSAGES.budget);
    await tx.update(buylistLines).set(changes).where(lineWhere);
    const [updated] = await tx
      .update(buylistSubmissions)
      .set({ status: 'graded', updatedAt: sql`now()` })
      .where(and(eq(buylistSubmissions.tenantId, tenantId), eq(buylistSubmissions.id, id)))
      .returning();
    await audit(tx, tenantId, actor, 'buylist.grade', `submission ${id} line ${lineId}`, {
      ...body,
      ...(changes.cashPrice !== undefined && { cash: formatCents(changes.cashPrice) }),
      ...(changes.creditPrice !== undefined && { credit: formatCents(changes.creditPrice) }),
      ...(actor.id === row.userId && { own: true }),
    });
    const [submission] = await viewsOf(tx, tenantId, [updated!]);
    return { submission: submission!, email: await customerEmail(tx, tenantId, row.userId) };
  });
}
