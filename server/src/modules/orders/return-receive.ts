import { and, eq } from 'drizzle-orm';
import { RETURN_MESSAGES, type Return, type ReturnReceived } from '@storefront/contract/orders-returns';
import type { Transaction } from '../../db/client.ts';
import { BadRequest, DomainError } from '../../platform/errors.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { conditionOf, variantForCondition, variantsOf } from '../catalog/index.ts';
import { orderItems } from './orders.tables.ts';
import { refundOrder } from './refunds.service.ts';
import type { RestockPlan } from './restock.ts';
import { lockReturn, setReturnStatus } from './return-lock.ts';
import { returnView } from './return-view.ts';
import { returnItems, returns } from './returns.tables.ts';

/** The return's lines checked against what staff received: each line once, at most the units asked. */
async function receivedLines(tx: Transaction, tenantId: string, id: number, body: ReturnReceived) {
  const [row] = await tx
    .select({ orderId: returns.orderId, reason: returns.reason })
    .from(returns)
    .where(and(eq(returns.tenantId, tenantId), eq(returns.id, id)));
  if (!row) return null;
  const items = await tx
    .select({ ri: returnItems, line: orderItems })
    .from(returnItems)
    .innerJoin(orderItems, and(eq(orderItems.tenantId, tenantId), eq(orderItems.id, returnItems.orderItemId)))
    .where(and(eq(returnItems.tenantId, tenantId), eq(returnItems.returnId, id)));
  const fields: Record<string, string> = {};
  const lines = items.map((item) => {
    const got = body.lines.find((l) => l.return_item_id === item.ri.id);
    if (got && got.quantity > item.ri.quantity) fields[`lines.${item.ri.id}`] = RETURN_MESSAGES.received;
    return {
      ...item,
      got: got ?? { return_item_id: item.ri.id, quantity: 0, condition: null, restock: false },
    };
  });
  for (const l of body.lines)
    if (!items.some((i) => i.ri.id === l.return_item_id))
      fields[`lines.${l.return_item_id}`] = RETURN_MESSAGES.line;
  if (Object.keys(fields).length) throw new BadRequest(Object.values(fields)[0]!, fields);
  if (!lines.some((l) => l.got.quantity > 0))
    throw new BadRequest(RETURN_MESSAGES.nothingReceived, { lines: RETURN_MESSAGES.nothingReceived });
  return { ...row, lines };
}

type Lines = NonNullable<Awaited<ReturnType<typeof receivedLines>>>['lines'];

/**
 * Under the return's lock (taken by `onLocked`, inside the refund's transaction): records what
 * arrived and in which condition, and plans the restock: units in the condition sold go back to the rows
 * they came from; units in another condition go into that condition's variant of the card (created when the
 * card has none), at the price refunded for them as their cost.
 */
async function recordReceipt(tx: Transaction, tenantId: string, lines: Lines, plan: RestockPlan) {
  const productIds = lines.flatMap((l) => (l.line.productId ? [l.line.productId] : []));
  const variants = new Map((await variantsOf(tx, tenantId, productIds)).map((v) => [v.id, v]));
  for (const { ri, line, got } of lines) {
    const variant = line.variantId === null ? undefined : variants.get(line.variantId);
    const sold = conditionOf(variant?.attributes);
    const condition = got.condition ?? (variant ? sold.condition : null);
    const restock = got.restock && got.quantity > 0;
    if (restock && line.productId !== null) {
      if (!variant || condition === sold.condition) plan.set(line.id, 'origin');
      else {
        const into = await variantForCondition(
          tx,
          tenantId,
          line.productId,
          condition!,
          sold.foil ? 'foil' : 'nonfoil',
          line.unitPrice,
        );
        plan.set(line.id, { variantId: into.id, priceCents: into.priceCents, unitCostCents: line.unitPrice });
      }
    }
    await tx
      .update(returnItems)
      .set({ receivedQuantity: got.quantity, receivedCondition: condition, restocked: restock })
      .where(and(eq(returnItems.tenantId, tenantId), eq(returnItems.id, ri.id)));
  }
}

/**
 * Staff receive an approved return (decision 058): the units that arrived, their condition and whether they
 * go back in stock, then the refund of those units through the staff refund's own code (priced from the
 * order, card or store credit), restocking each into the variant of the condition received. The return is
 * `received` while a card refund is asked, `refunded` once it succeeded, and back to `approved` if it failed.
 */
export async function receiveReturn(
  ctx: RequestContext,
  providers: PaymentProviders,
  id: number,
  body: ReturnReceived,
  log: { error(details: object, message: string): void },
): Promise<Return> {
  requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  const found = await ctx.db(async (tx) => {
    await lockReturn(tx, tenantId, id, ['approved']);
    return receivedLines(tx, tenantId, id, body);
  });
  const { orderId, reason, lines } = found!;
  const plan: RestockPlan = new Map();
  const ask = {
    lines: lines
      .filter((l) => l.got.quantity > 0)
      .map((l) => ({ order_item_id: l.line.id, quantity: l.got.quantity })),
    shipping: '0',
    method: body.method,
    restock: lines.some((l) => l.got.restock && l.got.quantity > 0),
    reason: `Return ${id}: ${reason}`.slice(0, 500),
  };
  try {
    await refundOrder(ctx, providers, orderId, ask, log, {
      restockPlan: plan,
      // The return's lock and status check come before the refund is priced, so a second receive is a 409.
      onLocked: async (tx) => void (await lockReturn(tx, tenantId, id, ['approved'])),
      onRecorded: async (tx, refundId) => {
        await recordReceipt(tx, tenantId, lines, plan);
        await setReturnStatus(tx, tenantId, id, { status: 'received', refundId });
      },
    });
  } catch (error) {
    // A failed card refund leaves nothing given back: the return waits, approved, for another try.
    if (error instanceof DomainError && error.status === 502)
      await ctx.db((tx) => setReturnStatus(tx, tenantId, id, { status: 'approved', refundId: null }));
    throw error;
  }
  return ctx.db(async (tx) => {
    await lockReturn(tx, tenantId, id, ['received']);
    await setReturnStatus(tx, tenantId, id, { status: 'refunded' });
    return returnView(tx, tenantId, id, true);
  });
}
