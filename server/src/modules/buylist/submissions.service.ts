import { and, eq, sql } from 'drizzle-orm';
import {
  BUYLIST_MESSAGES,
  CONDITION_LABELS,
  type Submission,
  type SubmissionInput,
} from '@storefront/contract/buylist';
import type { Page, PageQuery } from '@storefront/contract/common';
import { sumCents } from '@storefront/contract/money';
import { BadRequest, Conflict } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { offerOf, offersFor } from './buylist-offers.ts';
import { committedCents, settingsOf } from './buylist-rule.ts';
import { buylistLines, buylistSubmissions } from './buylist.tables.ts';
import { assertCustomerAnswer } from './submission-flow.ts';
import { customerEmail, findSubmission, submissionPage, viewsOf } from './submission-view.ts';

type Line = SubmissionInput['lines'][number];

/** Lines of the same card, condition and finish become one line. */
function merged(lines: Line[]): Line[] {
  const byKey = new Map<string, Line>();
  for (const l of lines) {
    const key = `${l.product}:${l.condition}:${l.finish}`;
    const prev = byKey.get(key);
    byKey.set(key, prev ? { ...prev, quantity: prev.quantity + l.quantity } : { ...l });
  }
  return [...byKey.values()];
}

/**
 * A signed-in customer submits their sell list at today's offers. Under the store's buylist lock, so that
 * simultaneous submissions are checked one after the other: every card must be bought in that condition
 * and finish, no card and condition may pass what the store still wants, and the list (at its credit
 * value) must fit the budget left. Any refusal writes nothing.
 */
export async function submitSellList(
  ctx: RequestContext,
  input: { lines: Line[]; note: string },
): Promise<{ submission: Submission; email: string }> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  const lines = merged(input.lines);
  return ctx.db(async (tx) => {
    const settings = await settingsOf(tx, tenantId, true);
    if (!settings.isOpen) throw new Conflict(BUYLIST_MESSAGES.closed);
    const cards = await offersFor(tx, tenantId, [...new Set(lines.map((l) => l.product))], settings);
    const fields: Record<string, string> = {};
    const priced = lines.map((line, i) => {
      const card = cards.get(line.product);
      const offer = offerOf(card, line.condition, line.finish);
      if (!card || !offer)
        fields[`lines.${i}.product`] = BUYLIST_MESSAGES.notBuying(card?.facts.name ?? 'This card');
      return { line, card, offer };
    });
    if (Object.keys(fields).length) throw new BadRequest(Object.values(fields)[0]!, fields);
    const perCondition = new Map<string, number>();
    for (const { line } of priced) {
      const key = `${line.product}:${line.condition}`;
      perCondition.set(key, (perCondition.get(key) ?? 0) + line.quantity);
    }
    priced.forEach(({ line, card, offer }, i) => {
      const wanted = offer!.max_quantity;
      if ((perCondition.get(`${line.product}:${line.condition}`) ?? 0) > wanted)
        fields[`lines.${i}.quantity`] = BUYLIST_MESSAGES.tooMany(
          `${card!.facts.name} (${CONDITION_LABELS[line.condition]})`,
          wanted,
        );
    });
    if (Object.keys(fields).length) throw new Conflict(Object.values(fields)[0]!, fields);
    const value = sumCents(priced.map(({ line, offer }) => offer!.creditCents * line.quantity));
    if ((await committedCents(tx, tenantId)) + value > settings.budget)
      throw new Conflict(BUYLIST_MESSAGES.budget);
    const [row] = await tx
      .insert(buylistSubmissions)
      .values({ tenantId, userId: user.id, note: input.note })
      .returning();
    await tx.insert(buylistLines).values(
      priced.map(({ line, card, offer }) => ({
        tenantId,
        submissionId: row!.id,
        productId: line.product,
        productName: card!.facts.name,
        condition: line.condition,
        finish: line.finish,
        quantity: line.quantity,
        cashPrice: offer!.cashCents,
        creditPrice: offer!.creditCents,
      })),
    );
    const [submission] = await viewsOf(tx, tenantId, [row!]);
    return { submission: submission!, email: user.email };
  });
}

/** The signed-in customer's own submissions, newest first. */
export function mySubmissions(ctx: RequestContext, query: PageQuery): Promise<Page<Submission>> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const where = and(eq(buylistSubmissions.tenantId, tenantId), eq(buylistSubmissions.userId, user.id));
    return submissionPage(tx, tenantId, where, '/api/buylist/submissions/', query);
  });
}

/** One of the signed-in customer's submissions (another's is 404). */
export function mySubmission(ctx: RequestContext, id: number): Promise<Submission> {
  const user = requireUser(ctx);
  return ctx.db(async (tx) => {
    const row = await findSubmission(tx, ctx.tenant.id, id, { userId: user.id });
    return (await viewsOf(tx, ctx.tenant.id, [row]))[0]!;
  });
}

/** The customer accepts the offer (for cash or store credit) or declines it; only an offer sent. */
export function respondToOffer(
  ctx: RequestContext,
  id: number,
  body: { decision: 'accept' | 'decline'; payout?: 'cash' | 'credit' },
): Promise<{ submission: Submission; email: string }> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const row = await findSubmission(tx, tenantId, id, { userId: user.id, lock: true });
    const status = body.decision === 'accept' ? 'accepted' : 'declined';
    assertCustomerAnswer(row.status, status);
    const [updated] = await tx
      .update(buylistSubmissions)
      .set({ status, payout: body.decision === 'accept' ? body.payout : null, updatedAt: sql`now()` })
      .where(and(eq(buylistSubmissions.tenantId, tenantId), eq(buylistSubmissions.id, id)))
      .returning();
    const [submission] = await viewsOf(tx, tenantId, [updated!]);
    return { submission: submission!, email: await customerEmail(tx, tenantId, row.userId) };
  });
}
