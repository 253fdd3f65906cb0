import { and, asc, eq } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import type { PricingRule, PricingRuleInputSchema } from '@storefront/contract/pricing';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { nextPosition, reorderRules } from '../../platform/rule-order.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { Transaction } from '../../db/client.ts';
import { amountOrNull, cardRuleAnswer, cardRuleColumns, centsOrNull } from './card-rule-fields.ts';
import { pricingRules } from './pricing.tables.ts';

type RuleInput = z.output<typeof PricingRuleInputSchema>;
type RuleRow = typeof pricingRules.$inferSelect;

function answer(r: RuleRow): PricingRule {
  return {
    ...cardRuleAnswer(r),
    condition: r.condition,
    base: r.base as PricingRule['base'],
    provider: r.provider,
    fixed_price: amountOrNull(r.fixedPrice),
    percent: Number(r.percent),
    amount: formatCents(r.amount),
    floor: amountOrNull(r.floor),
    ceiling: amountOrNull(r.ceiling),
    rounding: r.rounding as PricingRule['rounding'],
  };
}

const columns = (r: RuleInput) => ({
  ...cardRuleColumns(r),
  condition: r.condition,
  base: r.base,
  provider: r.base === 'provider' ? r.provider : null,
  fixedPrice: r.base === 'fixed' ? centsOrNull(r.fixed_price) : null,
  percent: r.percent.toFixed(2),
  amount: toCents(r.amount),
  floor: centsOrNull(r.floor),
  ceiling: centsOrNull(r.ceiling),
  rounding: r.rounding,
});

async function listRules(tx: Transaction, tenantId: string) {
  const rows = await tx
    .select()
    .from(pricingRules)
    .where(eq(pricingRules.tenantId, tenantId))
    .orderBy(asc(pricingRules.position), asc(pricingRules.id));
  return { results: rows.map(answer) };
}

/** The store's pricing rules in the order they are tried. */
export async function rules(ctx: RequestContext) {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => listRules(tx, ctx.tenant.id));
}

/** Adds a rule after the last one (audited). */
export async function createRule(ctx: RequestContext, input: RuleInput): Promise<PricingRule> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const position = await nextPosition(tx, pricingRules, ctx.tenant.id);
    const [row] = await tx
      .insert(pricingRules)
      .values({ tenantId: ctx.tenant.id, position, ...columns(input) })
      .returning();
    await audit(tx, ctx.tenant.id, user, 'pricing.rule.create', `pricing_rule:${row!.id}`, {
      name: input.name,
    });
    return answer(row!);
  });
}

/** Replaces a rule's filters and adjustments (audited). */
export async function updateRule(ctx: RequestContext, id: number, input: RuleInput): Promise<PricingRule> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(pricingRules)
      .set(columns(input))
      .where(and(eq(pricingRules.tenantId, ctx.tenant.id), eq(pricingRules.id, id)))
      .returning();
    if (!row) throw new NotFound('No such pricing rule');
    await audit(tx, ctx.tenant.id, user, 'pricing.rule.update', `pricing_rule:${id}`, { name: input.name });
    return answer(row);
  });
}

/** Deletes a rule (audited). */
export async function deleteRule(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'staff', 'admin');
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(pricingRules)
      .where(and(eq(pricingRules.tenantId, ctx.tenant.id), eq(pricingRules.id, id)))
      .returning({ name: pricingRules.name });
    if (!row) throw new NotFound('No such pricing rule');
    await audit(tx, ctx.tenant.id, user, 'pricing.rule.delete', `pricing_rule:${id}`, { name: row.name });
  });
}

/** Puts the rules in the order given: `ids` must name every rule of the store exactly once. */
export async function orderRules(ctx: RequestContext, ids: number[]) {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await reorderRules(tx, pricingRules, ctx.tenant.id, ids);
    await audit(tx, ctx.tenant.id, user, 'pricing.rule.order', 'pricing', { ids });
    return listRules(tx, ctx.tenant.id);
  });
}
