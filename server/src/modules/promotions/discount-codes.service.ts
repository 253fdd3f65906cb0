import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DiscountCode, DiscountCodeInputSchema } from '@storefront/contract/promotions';
import { formatCents, toCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { sqlState } from '../../platform/db-errors.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { dateOrNull, isoOrNull, matchAnswer, matchColumns } from './match-fields.ts';
import { discountCodes, discountCodeUses } from './promotions.tables.ts';

type CodeInput = z.output<typeof DiscountCodeInputSchema>;
type CodeRow = typeof discountCodes.$inferSelect;

const answer = (r: CodeRow, uses: number): DiscountCode => ({
  id: r.id,
  code: r.code,
  description: r.description,
  kind: r.kind,
  percent: r.percentBp === null ? null : r.percentBp / 100,
  amount: r.amount === null ? null : formatCents(r.amount),
  applies_to: r.appliesTo,
  ...matchAnswer(r),
  min_spend: r.minSpend === null ? null : formatCents(r.minSpend),
  starts_at: isoOrNull(r.startsAt),
  ends_at: isoOrNull(r.endsAt),
  total_limit: r.totalLimit,
  per_customer_limit: r.perCustomerLimit,
  stackable: r.stackable,
  is_active: r.isActive,
  uses,
});

const columns = (r: CodeInput) => ({
  code: r.code,
  description: r.description,
  kind: r.kind,
  percentBp: r.kind === 'percent' && r.percent !== null ? Math.round(r.percent * 100) : null,
  amount: r.kind === 'fixed' && r.amount !== null ? toCents(r.amount) : null,
  appliesTo: r.applies_to,
  // An order-wide code matches no filter: what is stored is what applies.
  ...matchColumns(
    r.applies_to === 'order'
      ? {
          game: null,
          set_code: null,
          rarity: null,
          category_id: null,
          product_type_id: null,
          product_id: null,
        }
      : r,
  ),
  minSpend: r.min_spend === null ? null : toCents(r.min_spend),
  startsAt: dateOrNull(r.starts_at),
  endsAt: dateOrNull(r.ends_at),
  totalLimit: r.total_limit,
  perCustomerLimit: r.per_customer_limit,
  stackable: r.stackable,
  isActive: r.is_active,
});

/** A second code spelled the same (whatever the case) is refused (409). */
async function oneCodePerSpelling<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    throw new Conflict('The store already has this code', { code: 'This code exists' });
  }
}

async function usesOf(tx: Transaction, tenantId: string, id: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.tenantId, tenantId), eq(discountCodeUses.codeId, id)));
  return row?.n ?? 0;
}

/** Staff and admins: the store's codes, newest first, each with the orders that used it. */
export async function listCodes(ctx: RequestContext): Promise<{ results: DiscountCode[] }> {
  requireRole(ctx, 'staff', 'admin');
  const rows = await ctx.db((tx) =>
    tx
      .select({
        code: discountCodes,
        uses: sql<number>`(select count(*) from discount_code_uses u
          where u.tenant_id = ${discountCodes.tenantId} and u.code_id = ${discountCodes.id})`.mapWith(Number),
      })
      .from(discountCodes)
      .where(eq(discountCodes.tenantId, ctx.tenant.id))
      .orderBy(sql`${discountCodes.isActive} desc`, asc(sql`lower(${discountCodes.code})`)),
  );
  return { results: rows.map((r) => answer(r.code, r.uses)) };
}

/** Staff and admins: adds a code; codes are unique without regard to case (audited). */
export async function createCode(ctx: RequestContext, input: CodeInput): Promise<DiscountCode> {
  const user = requireRole(ctx, 'staff', 'admin');
  return oneCodePerSpelling(() =>
    ctx.db(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ tenantId: ctx.tenant.id, ...columns(input) })
        .returning();
      await audit(tx, ctx.tenant.id, user, 'promotions.code.create', `discount_code:${row!.id}`, {
        code: input.code,
      });
      return answer(row!, 0);
    }),
  );
}

/** Staff and admins: changes a code (deactivating it is `is_active: false`; its uses stay) (audited). */
export async function updateCode(ctx: RequestContext, id: number, input: CodeInput): Promise<DiscountCode> {
  const user = requireRole(ctx, 'staff', 'admin');
  return oneCodePerSpelling(() =>
    ctx.db(async (tx) => {
      const [row] = await tx
        .update(discountCodes)
        .set(columns(input))
        .where(and(eq(discountCodes.tenantId, ctx.tenant.id), eq(discountCodes.id, id)))
        .returning();
      if (!row) throw new NotFound('No such discount code');
      await audit(tx, ctx.tenant.id, user, 'promotions.code.update', `discount_code:${id}`, {
        code: input.code,
        is_active: input.is_active,
      });
      return answer(row, await usesOf(tx, ctx.tenant.id, id));
    }),
  );
}
