import { and, eq, inArray } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { loadSettings } from './pricing-settings.service.ts';
import { currentPrices } from './pricing.tables.ts';

/** The key of a card's market price in a finish: `${productId}:${finish}` (finish as in `current_prices`). */
export const marketKey = (productId: number, finish: string) => `${productId}:${finish}`;

/**
 * The store's market price of these cards, per finish: the newest retail market price of the provider the
 * store chose in its pricing settings (the base its pricing rules use), in cents, by `marketKey`. A card
 * or finish without one is absent.
 */
export async function marketPricesOf(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<Map<string, Cents>> {
  if (!productIds.length) return new Map();
  const { market_provider } = await loadSettings(tx, tenantId);
  const rows = await tx
    .select({ productId: currentPrices.productId, finish: currentPrices.finish, price: currentPrices.price })
    .from(currentPrices)
    .where(
      and(
        eq(currentPrices.tenantId, tenantId),
        inArray(currentPrices.productId, productIds),
        eq(currentPrices.provider, market_provider),
        eq(currentPrices.kind, 'retail'),
        eq(currentPrices.metric, 'market'),
      ),
    );
  return new Map(rows.map((r) => [marketKey(r.productId, r.finish), r.price]));
}
