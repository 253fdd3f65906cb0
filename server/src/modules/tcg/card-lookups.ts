import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { tcgCards } from './tcg.tables.ts';

/** The products of the store's cards with these source ids (MTGJSON uuids, Scryfall ids), by source id. */
export async function productIdsBySourceId(
  tx: Transaction,
  tenantId: string,
  sourceIds: string[],
): Promise<Map<string, number>> {
  if (!sourceIds.length) return new Map();
  const rows = await tx
    .select({ id: tcgCards.productId, sourceId: tcgCards.sourceId })
    .from(tcgCards)
    .where(and(eq(tcgCards.tenantId, tenantId), inArray(tcgCards.sourceId, sourceIds)));
  return new Map(rows.map((r) => [r.sourceId, r.id]));
}
