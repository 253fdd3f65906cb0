import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products, supplierStocks } from '../catalog/index.ts';
import { orderItems } from '../orders/index.ts';

/**
 * Puts a cancelled order's units back. Orders do not record which stock row each unit came from, and
 * checkout takes from a product's rows in id order, so the units go back to its first stock row.
 */
export async function restock(tx: Transaction, tenantId: string, orderId: number): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
  for (const line of lines) {
    if (line.productId === null) continue;
    const [first] = await tx
      .select({ id: supplierStocks.id })
      .from(supplierStocks)
      .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.productId, line.productId)))
      .orderBy(asc(supplierStocks.id))
      .limit(1);
    if (!first) continue;
    await tx
      .update(supplierStocks)
      .set({ quantity: sql`${supplierStocks.quantity} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.id, first.id)));
    await tx
      .update(products)
      .set({ unitsSold: sql`greatest(${products.unitsSold} - ${line.quantity}, 0)` })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, line.productId)));
  }
}
