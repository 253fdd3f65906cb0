import { and, asc, eq, max } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import type { PricingRule, PricingRuleInputSchema } from '@storefront/contract/pricing';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { Transaction } from '../../db/client.ts';
import { pricingRules } from './pricing.tables.ts';

type RuleInput = z.output<typeof PricingRuleInputSchema>;
type RuleRow = typeof pricingRules.$inferSelect;

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
const cents = (amount: string | null) => (amount === null ? null : toCents(amount));

function answer(r: RuleRow): PricingRule {
  return {
    id: r.id,
    position: r.position,
    name: r.name,
    is_active: r.isActive,
    game: r.game,
    set_code: r.setCode,
    rarity: r.rarity,
    finish: r.finish,
    condition: r.condition,
    min_price: money(r.minPrice),
    max_price: money(r.maxPrice),
    base: r.base as PricingRule['base'],
    provider: r.provider,
    fixed_price: money(r.fixedPrice),
    percent: Number(r.percent),
    amount: formatCents(r.amount),
    floor: money(r.floor),
    ceiling: money(r.ceiling),
    rounding: r.rounding as PricingRule['rounding'],
  };
}

const columns = (r: RuleInput) => ({
  name: r.name,
  isActive: r.is_active,
  game: r.game,
  setCode: r.set_code,
  rarity: r.rarity,
  finish: r.finish,
  condition: r.condition,
  minPrice: cents(r.min_price),
  maxPrice: cents(r.max_price),
  base: r.base,
  provider: r.base === 'provider' ? r.provider : null,
  fixedPrice: r.base === 'fixed' ? cents(r.fixed_price) : null,
  percent: r.percent.toFixed(2),
  amount: toCents(r.amount),
  floor: cents(r.floor),
  ceiling: cents(r.ceiling),
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
    const [last] = await tx
      .select({ n: max(pricingRules.position) })
      .from(pricingRules)
      .where(eq(pricingRules.tenantId, ctx.tenant.id));
    const [row] = await tx
      .insert(pricingRules)
      .values({ tenantId: ctx.tenant.id, position: (last?.n ?? 0) + 1, ...columns(input) })
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
    const current = await listRules(tx, ctx.tenant.id);
    const known = current.results.map((r) => r.id).sort((a, b) => a - b);
    const given = [...ids].sort((a, b) => a - b);
    if (known.length !== given.length || known.some((id, i) => id !== given[i]))
      throw new BadRequest('List every rule of the store once', { ids: 'Must name every rule once' });
    for (const [i, id] of ids.entries())
      await tx
        .update(pricingRules)
        .set({ position: i + 1 })
        .where(and(eq(pricingRules.tenantId, ctx.tenant.id), eq(pricingRules.id, id)));
    await audit(tx, ctx.tenant.id, user, 'pricing.rule.order', 'pricing', { ids });
    return listRules(tx, ctx.tenant.id);
  });
}
