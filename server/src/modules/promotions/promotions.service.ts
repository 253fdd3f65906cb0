import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Promotion, PromotionInputSchema } from '@storefront/contract/promotions';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { nextPosition, reorderRules } from '../../platform/rule-order.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { dateOrNull, isoOrNull, matchAnswer, matchColumns } from './match-fields.ts';
import { promotions } from './promotions.tables.ts';

type PromotionInput = z.output<typeof PromotionInputSchema>;

const answer = (r: typeof promotions.$inferSelect): Promotion => ({
  id: r.id,
  position: r.position,
  name: r.name,
  is_active: r.isActive,
  ...matchAnswer(r),
  buy_quantity: r.buyQuantity,
  free_quantity: r.freeQuantity,
  starts_at: isoOrNull(r.startsAt),
  ends_at: isoOrNull(r.endsAt),
});

const columns = (r: PromotionInput) => ({
  name: r.name,
  isActive: r.is_active,
  ...matchColumns(r),
  buyQuantity: r.buy_quantity,
  freeQuantity: r.free_quantity,
  startsAt: dateOrNull(r.starts_at),
  endsAt: dateOrNull(r.ends_at),
});

async function listPromotions(tx: Transaction, tenantId: string) {
  const rows = await tx
    .select()
    .from(promotions)
    .where(eq(promotions.tenantId, tenantId))
    .orderBy(asc(promotions.position), asc(promotions.id));
  return { results: rows.map(answer) };
}

/** Staff and admins: the store's automatic promotions in the order they are tried. */
export async function promotionList(ctx: RequestContext) {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => listPromotions(tx, ctx.tenant.id));
}

/** Staff and admins: adds a promotion after the last one (audited). */
export async function createPromotion(ctx: RequestContext, input: PromotionInput): Promise<Promotion> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const position = await nextPosition(tx, promotions, ctx.tenant.id);
    const [row] = await tx
      .insert(promotions)
      .values({ tenantId: ctx.tenant.id, position, ...columns(input) })
      .returning();
    await audit(tx, ctx.tenant.id, user, 'promotions.promotion.create', `promotion:${row!.id}`, {
      name: input.name,
    });
    return answer(row!);
  });
}

/** Staff and admins: changes a promotion (deactivating it is `is_active: false`) (audited). */
export async function updatePromotion(
  ctx: RequestContext,
  id: number,
  input: PromotionInput,
): Promise<Promotion> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const [row] = await tx
      .update(promotions)
      .set(columns(input))
      .where(and(eq(promotions.tenantId, ctx.tenant.id), eq(promotions.id, id)))
      .returning();
    if (!row) throw new NotFound('No such promotion');
    await audit(tx, ctx.tenant.id, user, 'promotions.promotion.update', `promotion:${id}`, {
      name: input.name,
      is_active: input.is_active,
    });
    return answer(row);
  });
}

/** Staff and admins: puts the promotions in the order given; `ids` names every promotion once (audited). */
export async function orderPromotions(ctx: RequestContext, ids: number[]) {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await reorderRules(tx, promotions, ctx.tenant.id, ids);
    await audit(tx, ctx.tenant.id, user, 'promotions.promotion.order', 'promotions', { ids });
    return listPromotions(tx, ctx.tenant.id);
  });
}
