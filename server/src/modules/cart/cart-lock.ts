import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { cartItems } from './cart.tables.ts';

/**
 * Locks the shopper's cart lines (FOR UPDATE) until the transaction ends, so two checkouts of one cart
 * queue: the second sees what the first committed.
 */
export async function lockCart(tx: Transaction, tenantId: string, userId: number): Promise<void> {
  await tx
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId)))
    .for('update');
}

/** Empties the shopper's cart (an order was placed from it). */
export async function clearCart(tx: Transaction, tenantId: string, userId: number): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId)));
}
