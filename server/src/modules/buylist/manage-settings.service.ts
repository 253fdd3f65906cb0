import { and, asc, eq } from 'drizzle-orm';
import type { BuylistSettings, Override } from '@storefront/contract/buylist';
import { formatCents, toCents } from '@storefront/contract/money';
import { audit } from '../../platform/audit.ts';
import { BadRequest } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { cardFacts } from '../tcg/index.ts';
import { committedCents, settingsOf, spentCents, type SettingsRow } from './buylist-rule.ts';
import { buylistOverrides, buylistSettings } from './buylist.tables.ts';

const view = (s: SettingsRow, committed: number, spent: number): BuylistSettings => ({
  is_open: s.isOpen,
  cash_percent: s.cashPercent,
  credit_percent: s.creditPercent,
  max_per_card: s.maxPerCard,
  budget: formatCents(s.budget),
  committed: formatCents(committed),
  spent: formatCents(spent),
  remaining: formatCents(Math.max(0, s.budget - committed)),
  condition_percents: s.conditionPercents,
});

/** Staff and admin read the buy rule, the budget and what is committed of it. */
export function buylistSettingsOf(ctx: RequestContext): Promise<BuylistSettings> {
  requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) =>
    view(await settingsOf(tx, tenantId), await committedCents(tx, tenantId), await spentCents(tx, tenantId)),
  );
}

/** Admin and staff set the buy rule and the budget (audited); it applies to submissions from now on. */
export function saveBuylistSettings(
  ctx: RequestContext,
  body: Omit<BuylistSettings, 'committed' | 'spent' | 'remaining'>,
): Promise<BuylistSettings> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await settingsOf(tx, tenantId, true);
    const values = {
      isOpen: body.is_open,
      cashPercent: body.cash_percent,
      creditPercent: body.credit_percent,
      maxPerCard: body.max_per_card,
      budget: toCents(body.budget),
      conditionPercents: body.condition_percents,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .update(buylistSettings)
      .set(values)
      .where(eq(buylistSettings.tenantId, tenantId))
      .returning();
    await audit(tx, tenantId, actor, 'buylist.settings', 'buylist', { ...body });
    return view(row!, await committedCents(tx, tenantId), await spentCents(tx, tenantId));
  });
}

/** The store's per-card overrides, by card name. */
export function listOverrides(ctx: RequestContext): Promise<Override[]> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const rows = await tx
      .select()
      .from(buylistOverrides)
      .where(eq(buylistOverrides.tenantId, ctx.tenant.id))
      .orderBy(asc(buylistOverrides.productId));
    const facts = await cardFacts(
      tx,
      ctx.tenant.id,
      rows.map((r) => r.productId),
    );
    const nameOf = new Map(facts.map((f) => [f.productId, f.name]));
    return rows
      .map((r) => ({
        product: { id: r.productId, name: nameOf.get(r.productId) ?? '' },
        hotlist_percent: r.hotlistPercent,
        not_buying: r.notBuying,
        max_quantity: r.maxQuantity,
      }))
      .sort((a, b) => a.product.name.localeCompare(b.product.name));
  });
}

/** Sets a card's override: a hotlist bonus, not buying it, or its own maximum (a card of this store only). */
export function saveOverride(
  ctx: RequestContext,
  productId: number,
  body: { hotlist_percent: number; not_buying: boolean; max_quantity: number | null },
): Promise<Override> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const [card] = await cardFacts(tx, tenantId, [productId]);
    if (!card)
      throw new BadRequest('Only cards can be on the buylist', { product: 'Not a card of this store' });
    const values = {
      hotlistPercent: body.hotlist_percent,
      notBuying: body.not_buying,
      maxQuantity: body.max_quantity,
    };
    await tx
      .insert(buylistOverrides)
      .values({ tenantId, productId, ...values })
      .onConflictDoUpdate({ target: [buylistOverrides.tenantId, buylistOverrides.productId], set: values });
    await audit(tx, tenantId, actor, 'buylist.override', `product ${productId}`, { ...body });
    return { product: { id: productId, name: card.name }, ...body };
  });
}

/** Removes a card's override: the store's rule applies to it again. */
export function deleteOverride(ctx: RequestContext, productId: number): Promise<void> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await tx
      .delete(buylistOverrides)
      .where(and(eq(buylistOverrides.tenantId, tenantId), eq(buylistOverrides.productId, productId)));
    await audit(tx, tenantId, actor, 'buylist.override.delete', `product ${productId}`);
  });
}
