import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Transaction } from '../../db/client.ts';
import { Conflict } from '../../platform/errors.ts';
import { supplierStocks } from './inventory.tables.ts';

/** Units of an order line taken from one supplier stock row. */
export interface Allocation {
  stockId: number;
  quantity: number;
}

export interface StockRequest {
  productId: number;
  /** The variant whose rows give the units (null only for a line stored before lines named one: none). */
  variantId: number | null;
  name: string;
  quantity: number;
}

/** The key of a line's allocations: its product and variant. */
export const lineKey = (line: { productId: number; variantId: number | null }) =>
  `${line.productId}:${line.variantId ?? ''}`;

/** Which stock rows give how many units: from the first row on (the cheapest), each row as far as it goes. */
export function allocate(
  rows: { id: number; quantity: number }[],
  wanted: number,
): { id: number; take: number }[] {
  const plan: { id: number; take: number }[] = [];
  let left = wanted;
  for (const row of rows) {
    if (left === 0) break;
    const take = Math.min(row.quantity, left);
    if (take > 0) plan.push({ id: row.id, take });
    left -= take;
  }
  if (left > 0) throw new Error('not enough stock to allocate');
  return plan;
}

export function outOfStock(name: string, available: number): Conflict {
  return available === 0
    ? new Conflict(`Sorry, ${name} is out of stock. Remove it from your cart to continue.`)
    : new Conflict(
        `Sorry, only ${available} of ${name} ${available === 1 ? 'is' : 'are'} left in stock. Lower the quantity in your cart to continue.`,
      );
}

/**
 * Takes the units of every line from its variant's supplier stock rows inside the checkout
 * transaction, cheapest offer first. Rows are locked (FOR UPDATE) line by line in product order, so
 * concurrent checkouts queue instead of deadlocking, and the second buyer of the last unit sees it gone.
 * Throws 409 when any line cannot be filled; the caller's transaction then rolls every change back.
 * After each line's units are taken, `afterLine` runs while that line's rows are still the last locked (checkout
 * counts the sale on the product there, in the same lock order as before stock had its own module).
 * Answers, per line (lineKey), the stock rows taken from and how many units each gave, for a cancellation.
 */
export async function reserveStock<Line extends StockRequest>(
  tx: Transaction,
  tenantId: string,
  lines: Line[],
  afterLine: (line: Line) => Promise<void> = async () => {},
): Promise<Map<string, Allocation[]>> {
  await dataChanged(tx, tenantId, 'products');
  const taken = new Map<string, Allocation[]>();
  const ordered = [...lines].sort(
    (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
  );
  for (const line of ordered) {
    if (line.variantId === null) throw outOfStock(line.name, 0);
    const rows = await tx
      .select({ id: supplierStocks.id, quantity: supplierStocks.quantity })
      .from(supplierStocks)
      .where(
        and(
          eq(supplierStocks.tenantId, tenantId),
          eq(supplierStocks.productId, line.productId),
          eq(supplierStocks.variantId, line.variantId),
          gt(supplierStocks.quantity, 0),
        ),
      )
      .orderBy(asc(supplierStocks.price), asc(supplierStocks.id))
      .for('update');
    const available = rows.reduce((sum, r) => sum + r.quantity, 0);
    if (available < line.quantity) throw outOfStock(line.name, available);
    const plan = allocate(rows, line.quantity);
    taken.set(
      lineKey(line),
      plan.map(({ id, take }) => ({ stockId: id, quantity: take })),
    );
    for (const { id, take } of plan) {
      const updated = await tx
        .update(supplierStocks)
        .set({ quantity: sql`${supplierStocks.quantity} - ${take}`, updatedAt: sql`now()` })
        .where(
          and(
            eq(supplierStocks.tenantId, tenantId),
            eq(supplierStocks.id, id),
            sql`${supplierStocks.quantity} >= ${take}`,
          ),
        )
        .returning({ id: supplierStocks.id });
      if (!updated.length) throw outOfStock(line.name, 0);
    }
    await afterLine(line);
  }
  return taken;
}
