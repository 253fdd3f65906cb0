import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products, supplierStocks } from '../catalog/index.ts';
import { orderItems, orderItemStocks } from '../orders/index.ts';

async function addUnits(tx: Transaction, tenantId: string, stockId: number, quantity: number) {
  await tx
    .update(supplierStocks)
    .set({ quantity: sql`${supplierStocks.quantity} + ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.id, stockId)));
}

/** The product's first stock row: where units go back when the order does not say where they came from. */
async function firstStockRow(tx: Transaction, tenantId: string, productId: number) {
  const [first] = await tx
    .select({ id: supplierStocks.id })
    .from(supplierStocks)
    .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.productId, productId)))
    .orderBy(asc(supplierStocks.id))
    .limit(1);
  return first?.id;
}

/**
 * Puts a cancelled order's units back into the stock rows checkout took them from (order_item_stocks), so
 * each supplier gets back what it sold. Units with no record (orders placed before it existed, or whose stock
 * row was deleted since) go back to the product's first stock row.
 */
export async function restock(tx: Transaction, tenantId: string, orderId: number): Promise<void> {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
  for (const line of lines) {
    if (line.productId === null) continue;
    const taken = await tx
      .select({ stockId: orderItemStocks.supplierStockId, quantity: orderItemStocks.quantity })
      .from(orderItemStocks)
      .where(and(eq(orderItemStocks.tenantId, tenantId), eq(orderItemStocks.orderItemId, line.id)))
      .orderBy(asc(orderItemStocks.id));
    for (const { stockId, quantity } of taken) await addUnits(tx, tenantId, stockId, quantity);
    const unrecorded = line.quantity - taken.reduce((sum, t) => sum + t.quantity, 0);
    const first = unrecorded > 0 ? await firstStockRow(tx, tenantId, line.productId) : undefined;
    if (first !== undefined) await addUnits(tx, tenantId, first, unrecorded);
    await tx
      .update(products)
      .set({ unitsSold: sql`greatest(${products.unitsSold} - ${line.quantity}, 0)` })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, line.productId)));
  }
}
