import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { linesStillSold } from './cart.queries.ts';
import { cartItems } from './cart.tables.ts';

/** A cart line as stored, kept by checkout to put back if the order's payment does not go through. */
export type StoredCartLine = typeof cartItems.$inferSelect;

/**
 * Puts lines `takeCart` removed back into the shopper's cart (the order was not paid); a line the shopper
 * has added again meanwhile gets the quantities added together, and one whose product or variant has been
 * deleted meanwhile is dropped.
 */
export async function restoreCart(
  tx: Transaction,
  tenantId: string,
  userId: number,
  lines: StoredCartLine[],
): Promise<void> {
  if (!lines.length) return;
  const stillSold = await linesStillSold(tx, tenantId, lines);
  for (const line of lines.filter(stillSold)) {
    await tx
      .insert(cartItems)
      .values({
        tenantId,
        userId,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        priceSnapshot: line.priceSnapshot,
        createdAt: line.createdAt,
        updatedAt: line.updatedAt,
      })
      .onConflictDoUpdate({
        target: [cartItems.tenantId, cartItems.userId, cartItems.productId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      });
  }
}
