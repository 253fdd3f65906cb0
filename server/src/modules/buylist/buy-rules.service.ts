import { and, asc, eq } from 'drizzle-orm';
import type { BuyRule, BuyRuleInputSchema } from '@storefront/contract/buylist-rules';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { nextPosition, reorderRules } from '../../platform/rule-order.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cardRuleAnswer, cardRuleColumns } from '../pricing/index.ts';
import type { BuyRuleRow } from './buy-rule-match.ts';
import { buylistRules } from './buylist.tables.ts';

type RuleInput = z.output<typeof BuyRuleInputSchema>;

const answer = (r: BuyRuleRow): BuyRule => ({
  ...cardRuleAnswer(r),
  cash_percent: r.cashPercent,
  credit_percent: r.creditPercent,
});

const columns = (r: RuleInput) => ({
  ...cardRuleColumns(r),
  cashPercent: r.cash_percent,
  creditPercent: r.credit_percent,
});

/** The store's buy rules in the order they are tried. */
export function buyRulesOf(tx: Transaction, tenantId: string): Promise<BuyRuleRow[]> {
  return tx
    .select()
    .from(buylistRules)
    .where(eq(buylistRules.tenantId, tenantId))
    .orderBy(asc(buylistRules.position), asc(buylistRules.id));
}

const listed = async (tx: Transaction, tenantId: string) => ({
  results: (await buyRulesOf(tx, tenantId)).map(answer),
});

/** Staff and admins read the buy rules in order. */
export function buyRules(ctx: RequestContext) {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => listed(tx, ctx.tenant.id));
}

/** Adds a buy rule after the last one (audited); offers use it from now on. */
export function createBuyRule(ctx: RequestContext, input: RuleInput): Promise<BuyRule> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const position = await nextPosition(tx, buylistRules, tenantId);
    const [row] = await tx
      .insert(buylistRules)
      .values({ tenantId, position, ...columns(input) })
      .returning();
    await audit(tx, tenantId, user, 'buylist.rule.create', `buylist_rule:${row!.id}`, { ...input });
    return answer(row!);
  });
}

/** Replaces a buy rule's filters and percents (audited). */
export function updateBuyRule(ctx: RequestContext, id: number, input: RuleInput): Promise<BuyRule> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(buylistRules)
      .set(columns(input))
      .where(and(eq(buylistRules.tenantId, tenantId), eq(buylistRules.id, id)))
      .returning();
    if (!row) throw new NotFound('No such buy rule');
    await audit(tx, tenantId, user, 'buylist.rule.update', `buylist_rule:${id}`, { ...input });
    return answer(row);
  });
}

/** Deletes a buy rule (audited). */
export async function deleteBuyRule(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(buylistRules)
      .where(and(eq(buylistRules.tenantId, tenantId), eq(buylistRules.id, id)))
      .returning({ name: buylistRules.name });
    if (!row) throw new NotFound('No such buy rule');
    await audit(tx, tenantId, user, 'buylist.rule.delete', `buylist_rule:${id}`, { name: row.name });
  });
}

/** Puts the buy rules in the order given: `ids` must name every rule of the store exactly once. */
export function orderBuyRules(ctx: RequestContext, ids: number[]) {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await reorderRules(tx, buylistRules, tenantId, ids);
    await audit(tx, tenantId, user, 'buylist.rule.order', 'buylist', { ids });
    return listed(tx, tenantId);
  });
}
