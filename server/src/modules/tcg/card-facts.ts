import { and, eq, inArray } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { tcgCards } from './tcg.tables.ts';

/** What another module needs to know of a store's cards: name, game, set, price, whether foil exists. */
export interface CardFacts {
  productId: number;
  name: string;
  game: string;
  setName: string;
  setCode: string;
  /** The rarity in lower case (`mythic`), as rules match it. */
  rarityKey: string | null;
  hasFoil: boolean;
  isActive: boolean;
  priceCents: Cents;
}

/** The facts of these products that are cards of this store (others are left out). */
export async function cardFacts(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<CardFacts[]> {
  if (!productIds.length) return [];
  const rows = await tx
    .select({
      productId: tcgCards.productId,
      name: tcgCards.name,
      game: tcgCards.game,
      setName: tcgCards.setName,
      setCode: tcgCards.setCode,
      rarityKey: tcgCards.rarityKey,
      hasFoil: tcgCards.hasFoil,
      isActive: tcgCards.isActive,
      price: tcgCards.price,
    })
    .from(tcgCards)
    .where(and(eq(tcgCards.tenantId, tenantId), inArray(tcgCards.productId, productIds)));
  return rows.map(({ price, ...r }) => ({ ...r, priceCents: price }));
}
