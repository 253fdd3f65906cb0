import { and, asc, eq, sql } from 'drizzle-orm';
import { formatCents, toCents } from '@storefront/contract/money';
import type { SalePreview, SaleRule, SaleRuleInputSchema } from '@storefront/contract/sale-prices';
import type { z } from 'zod';
import { queryRows, type Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { nextPosition, reorderRules } from '../../platform/rule-order.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { targets } from './sale-matching.ts';
import { applyStoreSales } from './sale-schedule.ts';
import { saleRules } from './sale-prices.tables.ts';

type SaleInput = z.output<typeof SaleRuleInputSchema>;
type SaleRow = typeof saleRules.$inferSelect;

/** What the clock says of a sale at `now`. */
export function statusAt(r: SaleRow, now: Date): SaleRule['status'] {
  if (r.endedAt || (r.endsAt && r.endsAt <= now)) return 'ended';
  return r.startsAt <= now ? 'running' : 'scheduled';
}

const answer = (r: SaleRow, onSale: Map<number, number>, now = new Date()): SaleRule => ({
  id: r.id,
  position: r.position,
  name: r.name,
  game: r.game,
  set_code: r.setCode,
  rarity: r.rarity,
  category_id: r.categoryId,
  product_type_id: r.productTypeId,
  product_id: r.productId,
  kind: r.kind as SaleRule['kind'],
  percent: r.kind === 'percent' ? Number(r.percent) : null,
  amount: r.kind === 'amount' ? formatCents(r.amount) : null,
  starts_at: r.startsAt.toISOString(),
  ends_at: r.endsAt?.toISOString() ?? null,
  status: statusAt(r, now),
  products_on_sale: onSale.get(r.id) ?? 0,
});

const columns = (s: SaleInput) => ({
  name: s.name,
  game: s.game,
  setCode: s.set_code,
  rarity: s.rarity,
  categoryId: s.category_id,
  productTypeId: s.product_type_id,
  productId: s.product_id,
  kind: s.kind,
  percent: s.kind === 'percent' ? s.percent!.toFixed(2) : '0',
  amount: s.kind === 'amount' ? toCents(s.amount!) : 0,
});

/** How many products each sale prices now (the partial index on products.sale_rule_id). */
async function productsOnSale(tx: Transaction, tenantId: string) {
  const rows = await queryRows<{ rule: number; n: number }>(
    tx,
    sql`select sale_rule_id as rule, count(*)::int as n from products
      where tenant_id = ${tenantId} and sale_rule_id is not null group by sale_rule_id`,
  );
  return new Map(rows.map((r) => [r.rule, r.n]));
}

async function listSales(tx: Transaction, tenantId: string) {
  const rows = await tx
    .select()
    .from(saleRules)
    .where(eq(saleRules.tenantId, tenantId))
    .orderBy(asc(saleRules.position), asc(saleRules.id));
  const onSale = await productsOnSale(tx, tenantId);
  return { results: rows.map((r) => answer(r, onSale)) };
}

async function oneSale(tx: Transaction, tenantId: string, id: number) {
  const [row] = await tx
    .select()
    .from(saleRules)
    .where(and(eq(saleRules.tenantId, tenantId), eq(saleRules.id, id)));
  if (!row) throw new NotFound('No such sale');
  return answer(row, await productsOnSale(tx, tenantId));
}

/** A sale may name only this store's category, product type and product (400 naming the field otherwise). */
async function checkNamed(tx: Transaction, tenantId: string, s: SaleInput) {
  const [found] = await queryRows<{ category: boolean; type: boolean; product: boolean }>(
    tx,
    sql`select
      ${s.category_id}::int is null or exists (select 1 from categories where tenant_id = ${tenantId} and id = ${s.category_id}::int) as category,
      ${s.product_type_id}::int is null or exists (select 1 from product_types where tenant_id = ${tenantId} and id = ${s.product_type_id}::int) as type,
      ${s.product_id}::int is null or exists (select 1 from products where tenant_id = ${tenantId} and id = ${s.product_id}::int) as product`,
  );
  const fields: Record<string, string> = {};
  if (!found?.category) fields.category_id = 'No such category';
  if (!found?.type) fields.product_type_id = 'No such product type';
  if (!found?.product) fields.product_id = 'No such product';
  if (Object.keys(fields).length)
    throw new BadRequest('The sale names something this store does not have', fields);
}

/** The store's sales in the order they are tried (the first running one matching a product prices it). */
export async function sales(ctx: RequestContext) {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) => listSales(tx, ctx.tenant.id));
}

/** How many products a sale would price and five of them before and after (by name), nothing saved. */
export async function previewSale(ctx: RequestContext, input: SaleInput): Promise<SalePreview> {
  requireRole(ctx, 'staff', 'admin');
  const c = columns(input);
  const rows = await ctx.db(async (tx) => {
    await checkNamed(tx, ctx.tenant.id, input);
    return queryRows<{ id: number; name: string; price: string; sale_price: string; total: number }>(
      tx,
      sql`select p.id, p.name, coalesce(p.regular_price, p.price)::text as price,
        least(coalesce(p.regular_price, p.price), greatest(round(coalesce(p.regular_price, p.price)
          * (100 - t.percent) / 100 - t.amount, 2), 0.01))::text as sale_price,
        count(*) over ()::int as total
      from (${targets(ctx.tenant.id, [{ ...c, id: 0, position: 0 }])}) t
      join products p on p.tenant_id = ${ctx.tenant.id} and p.id = t.product_id
      order by lower(p.name), p.id limit 5`,
    );
  });
  return {
    count: rows[0]?.total ?? 0,
    samples: rows.map((r) => ({
      id: r.id,
      name: r.name,
      price: formatCents(toCents(r.price)),
      sale_price: formatCents(toCents(r.sale_price)),
    })),
  };
}

/** Adds a sale after the last one (audited); one that starts now prices its products before answering. */
export async function createSale(ctx: RequestContext, input: SaleInput): Promise<SaleRule> {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await checkNamed(tx, ctx.tenant.id, input);
    const position = await nextPosition(tx, saleRules, ctx.tenant.id);
    const startsAt = input.starts_at ? new Date(input.starts_at) : new Date();
    const endsAt = input.ends_at ? new Date(input.ends_at) : null;
    const [row] = await tx
      .insert(saleRules)
      .values({ tenantId: ctx.tenant.id, position, startsAt, endsAt, ...columns(input) })
      .returning();
    await audit(tx, ctx.tenant.id, user, 'sales.rule.create', `sale_rule:${row!.id}`, { name: input.name });
    await applyStoreSales(tx, ctx.tenant.id, new Date());
    return oneSale(tx, ctx.tenant.id, row!.id);
  });
}

/** Changes when a sale runs, and applies the store's sales at once (audited). */
async function retime(ctx: RequestContext, id: number, action: 'start' | 'end') {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    const now = new Date();
    const set = action === 'start' ? { startsAt: now, endedAt: null } : { endedAt: now };
    const [row] = await tx
      .update(saleRules)
      .set(set)
      .where(and(eq(saleRules.tenantId, ctx.tenant.id), eq(saleRules.id, id)))
      .returning();
    if (!row) throw new NotFound('No such sale');
    if (action === 'start' && row.endsAt && row.endsAt <= now)
      await tx.update(saleRules).set({ endsAt: null }).where(eq(saleRules.id, id));
    await audit(tx, ctx.tenant.id, user, `sales.rule.${action}`, `sale_rule:${id}`, { name: row.name });
    await applyStoreSales(tx, ctx.tenant.id, now);
    return oneSale(tx, ctx.tenant.id, id);
  });
}

/** Starts a sale now (a scheduled or ended one runs from now on; its end is kept unless already past). */
export const startSale = (ctx: RequestContext, id: number) => retime(ctx, id, 'start');

/** Ends a sale now: its products go back to their regular prices before the answer. */
export const endSale = (ctx: RequestContext, id: number) => retime(ctx, id, 'end');

/** Deletes a sale, its products back to their regular prices (audited). */
export async function deleteSale(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'staff', 'admin');
  await ctx.db(async (tx) => {
    const [row] = await tx
      .delete(saleRules)
      .where(and(eq(saleRules.tenantId, ctx.tenant.id), eq(saleRules.id, id)))
      .returning({ name: saleRules.name });
    if (!row) throw new NotFound('No such sale');
    await audit(tx, ctx.tenant.id, user, 'sales.rule.delete', `sale_rule:${id}`, { name: row.name });
    await applyStoreSales(tx, ctx.tenant.id, new Date());
  });
}

/** Puts the sales in the order given (`ids`: every sale once) and applies the new winners. */
export async function orderSales(ctx: RequestContext, ids: number[]) {
  const user = requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await reorderRules(tx, saleRules, ctx.tenant.id, ids);
    await audit(tx, ctx.tenant.id, user, 'sales.rule.order', 'sales', { ids });
    await applyStoreSales(tx, ctx.tenant.id, new Date());
    return listSales(tx, ctx.tenant.id);
  });
}
