import { and, asc, count, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { CODE_MESSAGES } from '@storefront/contract/promotions';
import { formatCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { BadRequest } from '../../platform/errors.ts';
import { applyCode, applyPromotions, type EngineLine } from './discount-engine.ts';
import { lineFacts } from './line-facts.ts';
import { discountCodes, discountCodeUses, promotions } from './promotions.tables.ts';

/** A priced line as the discount step takes it. */
export interface DiscountedLine {
  productId: number;
  unitCents: Cents;
  quantity: number;
  lineCents: Cents;
}

/** An order's discounts: each line's (promotions' plus the code's), the code applied, or why it was refused. */
export interface OrderDiscount {
  lineCents: Cents[];
  /** The code as the store spells it, when applied. */
  code: string | null;
  codeId: number | null;
  /** The code's part of the discount (the rest is the promotions'). */
  codeCents: Cents;
  /** CODE_MESSAGES: why the code asked was refused (the discount is then without it). */
  codeError: string | null;
  promotions: { name: string; cents: Cents }[];
}

const live = (t: typeof promotions | typeof discountCodes, now: Date) =>
  and(or(isNull(t.startsAt), lte(t.startsAt, now)), or(isNull(t.endsAt), gt(t.endsAt, now)));

/** Uses of the code, all and this customer's. */
async function usesOf(tx: Transaction, tenantId: string, codeId: number, userId: number) {
  const [row] = await tx
    .select({
      all: count(),
      mine: sql<number>`count(*) filter (where ${discountCodeUses.userId} = ${userId})`.mapWith(Number),
    })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.tenantId, tenantId), eq(discountCodeUses.codeId, codeId)));
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 };
}

type CodeRow = typeof discountCodes.$inferSelect;
const usedUp = (c: CodeRow, uses: { all: number; mine: number }) =>
  (c.totalLimit !== null && uses.all >= c.totalLimit) ||
  (c.perCustomerLimit !== null && uses.mine >= c.perCustomerLimit);

/**
 * The discounts of priced lines (decision 060): the store's live promotions by position, then the code asked
 * (case-insensitive), checked in this order — unknown (or inactive), not started, expired, used up (all or
 * this customer's), not for these items, minimum spend. A refused code leaves the promotions standing.
 */
export async function discountLines(
  tx: Transaction,
  tenantId: string,
  userId: number,
  lines: DiscountedLine[],
  codeText: string,
  now = new Date(),
): Promise<OrderDiscount> {
  const facts = await lineFacts(tx, tenantId, [...new Set(lines.map((l) => l.productId))]);
  const engineLines: EngineLine[] = lines.map((l) => ({
    ...l,
    facts: facts.get(l.productId) ?? {
      productId: l.productId,
      categoryIds: [],
      productTypeId: null,
      game: null,
      setCode: null,
      rarity: null,
    },
  }));
  const promos = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, tenantId), eq(promotions.isActive, true), live(promotions, now)))
    .orderBy(asc(promotions.position), asc(promotions.id));
  const promoted = applyPromotions(engineLines, promos);
  const result: OrderDiscount = {
    lineCents: promoted.lineCents,
    code: null,
    codeId: null,
    codeCents: 0,
    codeError: null,
    promotions: promoted.applied,
  };
  if (!codeText) return result;
  const refuse = (codeError: string) => ({ ...result, codeError });
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), sql`lower(${discountCodes.code}) = lower(${codeText})`));
  if (!code || !code.isActive) return refuse(CODE_MESSAGES.unknown);
  if (code.startsAt && code.startsAt > now) return refuse(CODE_MESSAGES.notStarted);
  if (code.endsAt && code.endsAt <= now) return refuse(CODE_MESSAGES.expired);
  if (usedUp(code, await usesOf(tx, tenantId, code.id, userId))) return refuse(CODE_MESSAGES.usedUp);
  const outcome = applyCode(engineLines, promoted, code, code.minSpend);
  if (!outcome.ok)
    return refuse(
      outcome.reason === 'minimum'
        ? CODE_MESSAGES.minimum(formatCents(code.minSpend ?? 0))
        : CODE_MESSAGES.notForItems,
    );
  return {
    ...result,
    lineCents: promoted.lineCents.map((cents, i) => cents + outcome.lineCents[i]!),
    code: code.code,
    codeId: code.id,
    codeCents: outcome.cents,
  };
}

/** A refused code, as checkout answers it: 400 with the reason on the code field. */
export const codeRefused = (message: string) => new BadRequest(message, { discount_code: message });

/**
 * Records the order's use of its code in the order's transaction. The code's row is locked first, so
 * checkouts racing for one code queue here and each counts the uses committed before it: past the total or
 * the customer's limit the order is refused (used up) and its transaction rolls back whole.
 */
export async function recordCodeUse(
  tx: Transaction,
  tenantId: string,
  discount: OrderDiscount,
  use: { userId: number; orderId: number },
): Promise<void> {
  if (discount.codeId === null) return;
  const [code] = await tx
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.tenantId, tenantId), eq(discountCodes.id, discount.codeId)))
    .for('update');
  if (!code || !code.isActive) throw codeRefused(CODE_MESSAGES.unknown);
  if (usedUp(code, await usesOf(tx, tenantId, code.id, use.userId))) throw codeRefused(CODE_MESSAGES.usedUp);
  await tx.insert(discountCodeUses).values({
    tenantId,
    codeId: code.id,
    userId: use.userId,
    orderId: use.orderId,
    discount: discount.codeCents,
  });
}
