import { and, eq } from 'drizzle-orm';
import { RETURN_MESSAGES, type Return, type ReturnList } from '@storefront/contract/orders-returns';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { orderForRefund } from './refund-order.ts';
import { lockReturn, setReturnStatus, unitsInOpenReturns } from './return-lock.ts';
import { returnsWhere, returnView } from './return-view.ts';
import { returnItems, returns } from './returns.tables.ts';

/** The order's line units a customer may still ask to return: bought, less refunded, less in open returns. */
function checkedLines(
  order: Awaited<ReturnType<typeof orderForRefund>>,
  open: Map<number, number>,
  asked: { order_item_id: number; quantity: number }[],
) {
  const units = new Map<number, number>();
  for (const l of asked) units.set(l.order_item_id, (units.get(l.order_item_id) ?? 0) + l.quantity);
  const fields: Record<string, string> = {};
  for (const [id, quantity] of units) {
    const line = order.lines.find((l) => l.id === id);
    if (!line) fields[`lines.${id}`] = RETURN_MESSAGES.line;
    else if (line.refundedQuantity + (open.get(id) ?? 0) + quantity > line.quantity)
      fields[`lines.${id}`] = RETURN_MESSAGES.tooMany;
  }
  if (Object.keys(fields).length) throw new BadRequest(Object.values(fields)[0]!, fields);
  return [...units];
}

/**
 * A customer asks to return units of their own delivered (`completed`) order. Under the order's row lock, so
 * two requests at once cannot both claim the last units: each line at most what was bought less what was
 * refunded and what open returns already ask for. Another customer's order answers 404.
 */
export async function requestReturn(
  ctx: RequestContext,
  orderId: number,
  ask: { lines: { order_item_id: number; quantity: number }[]; reason: string },
): Promise<Return> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const order = await orderForRefund(tx, tenantId, orderId, true);
    if (order.userId !== user.id) throw new NotFound('Order not found');
    if (order.status !== 'completed') throw new Conflict(RETURN_MESSAGES.notDelivered);
    const lines = checkedLines(order, await unitsInOpenReturns(tx, tenantId, orderId), ask.lines);
    const [row] = await tx
      .insert(returns)
      .values({ tenantId, orderId, userId: user.id, status: 'requested', reason: ask.reason })
      .returning({ id: returns.id });
    await tx
      .insert(returnItems)
      .values(
        lines.map(([orderItemId, quantity]) => ({ tenantId, returnId: row!.id, orderItemId, quantity })),
      );
    return returnView(tx, tenantId, row!.id, false);
  });
}

/** The signed-in customer's returns of one of their orders, newest first (another's order: 404). */
export async function orderReturns(ctx: RequestContext, orderId: number): Promise<ReturnList> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const order = await orderForRefund(tx, tenantId, orderId, false);
    if (order.userId !== user.id) throw new NotFound('Order not found');
    const own = and(eq(returns.orderId, orderId), eq(returns.userId, user.id));
    return { results: await returnsWhere(tx, tenantId, own, { staff: false }) };
  });
}

/** The customer withdraws their return while the store has not yet decided on it (`requested` only). */
export async function cancelReturn(ctx: RequestContext, orderId: number, id: number): Promise<Return> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await lockReturn(tx, tenantId, id, ['requested'], { userId: user.id, orderId });
    await setReturnStatus(tx, tenantId, id, { status: 'cancelled' });
    return returnView(tx, tenantId, id, false);
  });
}
