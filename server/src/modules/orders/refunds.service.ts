import { and, eq } from 'drizzle-orm';
import {
  REFUND_MESSAGES,
  type Refund,
  type RefundQuote,
  type RefundAsked,
  type RefundState,
} from '@storefront/contract/orders-refunds';
import { formatCents } from '@storefront/contract/money';
import { STORE_CURRENCY } from '@storefront/contract/tax-rules';
import type { Transaction } from '../../db/client.ts';
import { DomainError, NotFound } from '../../platform/errors.ts';
import type { PaymentProviders } from '../../platform/payments/index.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import type { RefundAmounts } from './refund-amounts.ts';
import { checkedRefund, leftToRefund, orderForRefund } from './refund-order.ts';
import { refundsOf } from './refund-records.ts';
import { settleRefund } from './refund-settle.ts';
import type { RestockPlan } from './restock.ts';
import { refundItems, refunds } from './refunds.tables.ts';

type Ask = RefundAsked;

/** What a caller building on a refund (a received return) adds to it. */
export interface RefundHooks {
  /** Where each line's units go back when restocking (decision 058); every line to its rows when absent. */
  restockPlan?: RestockPlan;
  /** Runs in the refund's first transaction right after the order's lock is taken, before it is priced. */
  onLocked?: (tx: Transaction) => Promise<void>;
  /** Runs in the refund's first transaction, under the order's lock, once the refund row exists. */
  onRecorded?: (tx: Transaction, refundId: number) => Promise<void>;
}

const quoteView = (a: RefundAmounts): RefundQuote => ({
  lines: a.lines.map((l) => ({
    order_item_id: l.orderItemId,
    name: l.name,
    quantity: l.quantity,
    amount: formatCents(l.amount),
    tax: formatCents(l.tax),
  })),
  shipping: formatCents(a.shipping),
  tax: formatCents(a.tax),
  total: formatCents(a.total),
  currency: STORE_CURRENCY,
});

/** Staff and admin: what is left to refund of an order, by line, shipping and tender, and its refunds. */
export async function refundState(ctx: RequestContext, orderId: number): Promise<RefundState> {
  requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const o = await orderForRefund(tx, tenantId, orderId, false);
    const made = (await refundsOf(tx, tenantId, [orderId], { staff: true })).get(orderId) ?? [];
    return {
      order_id: o.id,
      order_number: o.number,
      payment_status: o.paymentStatus,
      currency: STORE_CURRENCY,
      tax_included: o.taxIncluded,
      lines: o.lines.map((l) => ({
        order_item_id: l.id,
        name: l.name,
        quantity: l.quantity,
        refunded_quantity: l.refundedQuantity,
        price: formatCents(l.unitPrice),
      })),
      shipping_cost: formatCents(o.shippingCost),
      shipping_refunded: formatCents(o.shippingRefunded),
      paid: formatCents(o.paid),
      paid_by_card: formatCents(o.paidByCard),
      refunded: formatCents(o.refunded),
      card_refundable: formatCents(Math.min(o.paidByCard - o.cardRefunded, leftToRefund(o))),
      refundable: formatCents(leftToRefund(o)),
      refunds: made,
    };
  });
}

/** Staff and admin: what a refund would give back, computed and checked exactly as making it would. */
export async function quoteRefund(ctx: RequestContext, orderId: number, ask: Ask): Promise<RefundQuote> {
  requireRole(ctx, 'staff', 'admin');
  const o = await ctx.db((tx) => orderForRefund(tx, ctx.tenant.id, orderId, false));
  return quoteView(checkedRefund(o, ask));
}

/**
 * Staff and admin give money back on a paid order (decision 057). Under the order's row lock the refund is
 * priced from the order, checked against what is left and recorded; store credit is settled in that same
 * transaction. A card refund is recorded `pending`, asked of the provider with the refund row's key, then
 * settled (`succeeded`) or marked `failed` (502, nothing given back).
 */
export async function refundOrder(
  ctx: RequestContext,
  providers: PaymentProviders,
  orderId: number,
  ask: Ask,
  log: { error(details: object, message: string): void },
  hooks: RefundHooks = {},
): Promise<Refund> {
  const actor = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  const opened = await ctx.db(async (tx) => {
    const order = await orderForRefund(tx, tenantId, orderId, true);
    await hooks.onLocked?.(tx);
    const amounts = checkedRefund(order, ask);
    const [row] = await tx
      .insert(refunds)
      .values({
        tenantId,
        orderId,
        method: ask.method,
        status: ask.method === 'card' ? 'pending' : 'succeeded',
        linesAmount: amounts.linesAmount,
        shippingAmount: amounts.shipping,
        taxAmount: amounts.tax,
        total: amounts.total,
        actorId: actor.id,
        actorName: actor.username,
        reason: ask.reason,
        restocked: ask.restock,
      })
      .returning({ id: refunds.id });
    const refundId = row!.id;
    if (amounts.lines.length)
      await tx.insert(refundItems).values(
        amounts.lines.map((l) => ({
          tenantId,
          refundId,
          orderItemId: l.orderItemId,
          quantity: l.quantity,
          amount: l.amount,
          tax: l.tax,
        })),
      );
    await hooks.onRecorded?.(tx, refundId);
    if (ask.method === 'store_credit')
      await settleRefund(tx, tenantId, actor, {
        order,
        refundId,
        amounts,
        restock: ask.restock,
        restockPlan: hooks.restockPlan,
      });
    return { order, refundId, amounts };
  });
  if (ask.method === 'card') {
    const provider = providers.card;
    let providerRefundId: string;
    try {
      if (!provider.refund) throw new Error('This card provider cannot refund');
      providerRefundId = await provider.refund(opened.order.transactionId, opened.amounts.total, {
        account: ctx.tenant.stripeAccountId,
        idempotencyKey: `refund-${tenantId}-${opened.refundId}`,
      });
    } catch (error) {
      await ctx.db((tx) =>
        tx
          .update(refunds)
          .set({ status: 'failed' })
          .where(and(eq(refunds.tenantId, tenantId), eq(refunds.id, opened.refundId))),
      );
      log.error(
        { orderId, refundId: opened.refundId, error: (error as Error).message },
        'A card refund failed',
      );
      throw new DomainError(502, REFUND_MESSAGES.providerFailed);
    }
    await ctx.db(async (tx) => {
      await orderForRefund(tx, tenantId, orderId, true);
      await settleRefund(tx, tenantId, actor, {
        ...opened,
        restock: ask.restock,
        restockPlan: hooks.restockPlan,
        providerRefundId,
      });
    });
  }
  const made = await ctx.db((tx) => refundsOf(tx, tenantId, [orderId], { staff: true }));
  const refund = made.get(orderId)?.find((r) => r.id === opened.refundId);
  if (!refund) throw new NotFound('Refund not found');
  return refund;
}
