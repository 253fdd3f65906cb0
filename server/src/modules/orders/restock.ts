import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { removeUnitsSold } from '../catalog/index.ts';
import { releaseStock } from '../inventory/index.ts';
import { orderItems, orderItemStocks } from './orders.tables.ts';

/**
 * Puts a cancelled order's units back into the stock rows checkout took them from (order_item_stocks), so
 * each supplier gets back what it sold.
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
    await releaseStock(tx, tenantId, { productId: line.productId, quantity: line.quantity, taken });
    await removeUnitsSold(tx, tenantId, line.productId, line.quantity);
  }
}
