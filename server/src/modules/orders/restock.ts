import { and, asc, eq } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { removeUnitsSold } from '../catalog/index.ts';
import { receiveStock, releaseStock } from '../inventory/index.ts';
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

/** The stock rows of `quantity` units of a line, after the first `skip` it took (given back already). */
export function unitsAfter(taken: { stockId: number; quantity: number }[], skip: number, quantity: number) {
  const slice: { stockId: number; quantity: number }[] = [];
  let from = skip;
  let left = quantity;
  for (const row of taken) {
    const here = Math.min(Math.max(row.quantity - from, 0), left);
    from = Math.max(from - row.quantity, 0);
    if (here > 0) slice.push({ stockId: row.stockId, quantity: here });
    left -= here;
  }
  return slice;
}

/**
 * Puts `quantity` refunded units of one order line back into the stock rows checkout took them from, after
 * the `restockedBefore` units earlier refunds put back, and takes them off the product's units sold.
 */
export async function restockUnits(
  tx: Transaction,
  tenantId: string,
  orderItemId: number,
  restockedBefore: number,
  quantity: number,
): Promise<void> {
  const [line] = await tx
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, orderItemId)));
  if (!line || line.productId === null) return;
  const taken = await tx
    .select({ stockId: orderItemStocks.supplierStockId, quantity: orderItemStocks.quantity })
    .from(orderItemStocks)
    .where(and(eq(orderItemStocks.tenantId, tenantId), eq(orderItemStocks.orderItemId, orderItemId)))
    .orderBy(asc(orderItemStocks.id));
  const slice = unitsAfter(taken, restockedBefore, quantity);
  await releaseStock(tx, tenantId, { productId: line.productId, quantity, taken: slice });
  await removeUnitsSold(tx, tenantId, line.productId, quantity);
}

/** Another variant refunded units go back into (a card received in another condition), at a unit cost. */
export interface RestockElsewhere {
  variantId: number;
  priceCents: Cents;
  unitCostCents: Cents;
}

/** Where each line's refunded units go back: the rows they came from, another variant, or (absent) nowhere. */
export type RestockPlan = Map<number, 'origin' | RestockElsewhere>;

/**
 * Puts `quantity` refunded units of one order line into another variant of its product, as the store's own
 * stock (no supplier: like a buylist receipt, decision 040) at the cost the refund paid for them, and takes
 * them off the product's units sold. The rows the units came from get nothing back.
 */
export async function restockElsewhere(
  tx: Transaction,
  tenantId: string,
  orderItemId: number,
  quantity: number,
  into: RestockElsewhere,
): Promise<void> {
  const [line] = await tx
    .select({ productId: orderItems.productId, orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, orderItemId)));
  if (!line || line.productId === null) return;
  await receiveStock(tx, tenantId, {
    productId: line.productId,
    variantId: into.variantId,
    supplierId: null,
    quantity,
    unitCostCents: into.unitCostCents,
    priceCents: into.priceCents,
    source: `return of order ${line.orderId}`,
  });
  await removeUnitsSold(tx, tenantId, line.productId, quantity);
}
