import {
  CONDITION_LABELS,
  FINISH_LABELS,
  type BuyCondition,
  type BuyFinish,
  type LineGrade,
} from '@storefront/contract/buylist';
import { toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import { offerOf, offersFor } from './buylist-offers.ts';
import type { SettingsRow } from './buylist-rule.ts';
import type { buylistLines } from './buylist.tables.ts';

type LineRow = typeof buylistLines.$inferSelect;

/** The line's values as the customer sent them, kept the first time staff change its grade or prices. */
function submittedValues(line: LineRow, changes: Partial<LineRow>) {
  if (line.submittedCondition !== null) return {};
  const touched = ['condition', 'finish', 'cashPrice', 'creditPrice'] as const;
  if (!touched.some((k) => changes[k] !== undefined && changes[k] !== line[k])) return {};
  return {
    submittedCondition: line.condition,
    submittedFinish: line.finish,
    submittedCashPrice: line.cashPrice,
    submittedCreditPrice: line.creditPrice,
  };
}

/**
 * The line's new unit prices when staff regrade its condition or finish: the buy rules' offer for the new
 * grade (as the public offers compute it, also while the buylist is closed to new lists); a price staff
 * give themselves wins. 409 when no rule offers anything for that grade and staff gave no prices.
 */
async function repriced(
  tx: Transaction,
  tenantId: string,
  settings: SettingsRow,
  line: LineRow,
  grade: { condition: BuyCondition; finish: BuyFinish; cash?: Cents; credit?: Cents },
): Promise<{ cashPrice?: Cents; creditPrice?: Cents }> {
  const regraded = grade.condition !== line.condition || grade.finish !== line.finish;
  if (!regraded || line.productId === null || (grade.cash !== undefined && grade.credit !== undefined))
    return { cashPrice: grade.cash, creditPrice: grade.credit };
  const cards = await offersFor(tx, tenantId, [line.productId], { ...settings, isOpen: true });
  const offer = offerOf(cards.get(line.productId), grade.condition, grade.finish);
  if (!offer)
    throw new Conflict(
      `The buy rules offer nothing for ${line.productName} (${CONDITION_LABELS[grade.condition]}, ` +
        `${FINISH_LABELS[grade.finish]}): give its prices`,
    );
  return { cashPrice: grade.cash ?? offer.cashCents, creditPrice: grade.credit ?? offer.creditCents };
}

/**
 * What a grade writes on a line: the fields staff changed, the prices recomputed from the buy rules when
 * the condition or finish changes (unless staff priced it), and the customer's original values the first
 * time the grade or prices change, so the customer sees what changed.
 */
export async function lineChanges(
  tx: Transaction,
  tenantId: string,
  settings: SettingsRow,
  line: LineRow,
  body: LineGrade,
): Promise<Partial<LineRow>> {
  const prices = await repriced(tx, tenantId, settings, line, {
    condition: body.condition ?? line.condition,
    finish: body.finish ?? line.finish,
    cash: body.cash_price === undefined ? undefined : toCents(String(body.cash_price)),
    credit: body.credit_price === undefined ? undefined : toCents(String(body.credit_price)),
  });
  const changes: Partial<LineRow> = {
    ...(body.condition && { condition: body.condition }),
    ...(body.finish && { finish: body.finish }),
    ...(body.quantity !== undefined && { quantity: body.quantity }),
    ...(prices.cashPrice !== undefined && { cashPrice: prices.cashPrice }),
    ...(prices.creditPrice !== undefined && { creditPrice: prices.creditPrice }),
    ...(body.rejected !== undefined && {
      rejected: body.rejected,
      rejectReason: body.rejected ? (body.reject_reason ?? '') : '',
    }),
  };
  return { ...changes, ...submittedValues(line, changes) };
}
