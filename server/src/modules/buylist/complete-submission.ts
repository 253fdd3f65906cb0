import { and, eq } from 'drizzle-orm';
import { sumCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { priceFromOffers, variantForCondition } from '../catalog/index.ts';
import { receiveStock } from '../inventory/index.ts';
import { creditFromBuylist } from '../store-credit/index.ts';
import { settingsOf } from './buylist-rule.ts';
import { buylistLines } from './buylist.tables.ts';
import type { SubmissionRow } from './submission-view.ts';

/**
 * Completes an accepted submission in the caller's transaction: each line kept is received into the
 * store's own stock (no supplier: decision 040) at its buy price as cost, through the inventory module; then the customer is paid: store credit into their ledger, or cash, recorded on the submission.
 * Answers the amount paid.
 */
export async function completeSubmission(
  tx: Transaction,
  tenantId: string,
  submission: SubmissionRow,
): Promise<Cents> {
  const credit = submission.payout === 'credit';
  const settings = await settingsOf(tx, tenantId);
  const lines = await tx
    .select()
    .from(buylistLines)
    .where(and(eq(buylistLines.tenantId, tenantId), eq(buylistLines.submissionId, submission.id)));
  const kept = lines.filter((l) => !l.rejected);
  for (const line of kept) {
    if (line.productId === null) continue;
    const unitCost = credit ? line.creditPrice : line.cashPrice;
    // A new variant's sell price: the cash price back up to the market price it came from.
    const sellCents = Math.max(1, Math.round((line.cashPrice * 100) / Math.max(1, settings.cashPercent)));
    const variant = await variantForCondition(
      tx,
      tenantId,
      line.productId,
      line.condition,
      line.finish,
      sellCents,
    );
    await receiveStock(tx, tenantId, {
      productId: line.productId,
      variantId: variant.id,
      supplierId: null,
      quantity: line.quantity,
      unitCostCents: unitCost,
      priceCents: variant.priceCents,
      source: `buylist submission ${submission.id}`,
    });
  }
  await priceFromOffers(tx, tenantId, [...new Set(kept.flatMap((l) => (l.productId ? [l.productId] : [])))]);
  const total = sumCents(kept.map((l) => (credit ? l.creditPrice : l.cashPrice) * l.quantity));
  if (credit && total > 0) await creditFromBuylist(tx, tenantId, submission.userId, total, submission.id);
  return total;
}
