import { and, eq, inArray, sql } from 'drizzle-orm';
import { OPEN_RETURN_STATUSES, type ReturnStatus } from '@storefront/contract/orders-returns';
import type { Transaction } from '../../db/client.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { returnItems, returns } from './returns.tables.ts';

export type ReturnRow = typeof returns.$inferSelect;

const WHY_NOT: Record<ReturnStatus, string> = {
  requested: 'This return is still waiting for the store to approve it',
  approved: 'This return is already approved',
  rejected: 'This return was rejected',
  received: 'This return is already received',
  refunded: 'This return is already refunded',
  cancelled: 'This return was cancelled',
};

/**
 * Takes a return's row lock (FOR UPDATE) and checks, under it, that it is in one of the statuses `from`:
 * 404 when the store (or, given `userId`, that customer) has no such return, 409 saying why when the status
 * moved on, so two staff members or a customer and staff cannot both change it.
 */
export async function lockReturn(
  tx: Transaction,
  tenantId: string,
  id: number,
  from: ReturnStatus[],
  owner?: { userId: number; orderId: number },
): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(returns)
    .where(
      and(
        eq(returns.tenantId, tenantId),
        eq(returns.id, id),
        owner && and(eq(returns.userId, owner.userId), eq(returns.orderId, owner.orderId)),
      ),
    )
    .for('update');
  if (!row) throw new NotFound('Return not found');
  if (!from.includes(row.status)) throw new Conflict(WHY_NOT[row.status]);
  return row;
}

/** Moves a locked return to `status` (with a note when rejected). */
export async function setReturnStatus(
  tx: Transaction,
  tenantId: string,
  id: number,
  change: { status: ReturnStatus; note?: string; refundId?: number | null },
): Promise<void> {
  await tx
    .update(returns)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(returns.tenantId, tenantId), eq(returns.id, id)));
}

/** Units of each line of an order in open returns (requested, approved or received). */
export async function unitsInOpenReturns(tx: Transaction, tenantId: string, orderId: number) {
  const rows = await tx
    .select({ id: returnItems.orderItemId, units: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(returns, and(eq(returns.tenantId, returnItems.tenantId), eq(returns.id, returnItems.returnId)))
    .where(
      and(
        eq(returnItems.tenantId, tenantId),
        eq(returns.orderId, orderId),
        inArray(returns.status, [...OPEN_RETURN_STATUSES]),
      ),
    )
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.id, r.units]));
}
