import { CONDITION_LABELS, type BuyCondition, type BuyFinish } from '@storefront/contract/buylist';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { upsertVariantsBySku } from './product-import.ts';
import { variantsOf } from './product-lookups.ts';

/** A variant's condition and finish, as a TCG single's variants carry them (no condition reads Near Mint). */
export function conditionOf(attributes: unknown): { condition: BuyCondition; foil: boolean } {
  const a = (attributes ?? {}) as { condition?: string; is_foil?: boolean };
  return { condition: (a.condition ?? 'NM') as BuyCondition, foil: a.is_foil === true };
}

/**
 * The variant units of a card in a condition and finish are stocked as (variants are conditions for TCG
 * singles): the card's own, else a new one at `sellCents`. Buylist receipts and received returns use it.
 */
export async function variantForCondition(
  tx: Transaction,
  tenantId: string,
  productId: number,
  condition: BuyCondition,
  finish: BuyFinish,
  sellCents: Cents,
): Promise<{ id: number; priceCents: Cents }> {
  const foil = finish === 'foil';
  const existing = (await variantsOf(tx, tenantId, [productId])).find((v) => {
    const c = conditionOf(v.attributes);
    return c.condition === condition && c.foil === foil;
  });
  if (existing) return { id: existing.id, priceCents: existing.price };
  const [created] = await upsertVariantsBySku(tx, tenantId, [
    {
      productId,
      sku: `buylist-${productId}-${condition}-${foil ? 'F' : 'N'}`,
      name: `${CONDITION_LABELS[condition]}${foil ? ' Foil' : ''}`,
      price: sellCents,
      attributes: { condition, is_foil: foil },
      sortOrder: 100,
    },
  ]);
  return { id: created!.id, priceCents: sellCents };
}
