import { STORE_CREDIT_MESSAGES, type StoreCredit } from '@storefront/contract/store-credit';
import { formatCents, toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { BadRequest, Conflict } from '../../platform/errors.ts';
import { requireNotOwnAsStaff, requireRole, requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { userById } from '../auth/index.ts';
import { balanceOf, entriesOf, outstandingOnOrder, post } from './ledger.ts';

async function statement(tx: Transaction, tenantId: string, userId: number): Promise<StoreCredit> {
  const [balance, entries] = await Promise.all([
    balanceOf(tx, tenantId, userId),
    entriesOf(tx, tenantId, userId),
  ]);
  return {
    balance: formatCents(balance),
    entries: entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: formatCents(e.amount),
      balance_after: formatCents(e.balanceAfter),
      reason: e.reason,
      order_number: e.orderNumber,
      submission_id: e.submissionId,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/** The signed-in customer's balance and ledger in this store. */
export function myStoreCredit(ctx: RequestContext): Promise<StoreCredit> {
  const user = requireUser(ctx);
  return ctx.db((tx) => statement(tx, ctx.tenant.id, user.id));
}

/** Staff and admin read a customer's balance and ledger. */
export function customerStoreCredit(ctx: RequestContext, userId: number): Promise<StoreCredit> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db(async (tx) => {
    await userById(tx, ctx.tenant.id, userId);
    return statement(tx, ctx.tenant.id, userId);
  });
}

/**
 * Staff and admin add or take credit with a reason, audited in the same transaction; an adjustment can
 * never take the balance below zero. Staff never adjust their own credit (403); an admin may, audited as `own`.
 */
export function adjustStoreCredit(
  ctx: RequestContext,
  userId: number,
  body: { amount: string; reason: string },
): Promise<StoreCredit> {
  const actor = requireRole(ctx, 'staff', 'admin');
  requireNotOwnAsStaff(actor, userId, STORE_CREDIT_MESSAGES.ownCredit);
  const cents = toCents(body.amount);
  if (cents === 0) throw new BadRequest(STORE_CREDIT_MESSAGES.zero, { amount: STORE_CREDIT_MESSAGES.zero });
  return ctx.db(async (tx) => {
    const customer = await userById(tx, ctx.tenant.id, userId);
    const after = await post(tx, ctx.tenant.id, userId, cents, {
      kind: 'adjustment',
      reason: body.reason,
      actorId: actor.id,
    });
    if (after === null)
      throw new Conflict(STORE_CREDIT_MESSAGES.adjustmentBelowZero, {
        amount: STORE_CREDIT_MESSAGES.adjustmentBelowZero,
      });
    await audit(tx, ctx.tenant.id, actor, 'store_credit.adjust', `user ${customer.username}`, {
      amount: formatCents(cents),
      balance: formatCents(after),
      reason: body.reason,
      ...(actor.id === userId && { own: true }),
    });
    return statement(tx, ctx.tenant.id, userId);
  });
}

/** Pays a buylist submission out as store credit, in the caller's transaction. */
export async function creditFromBuylist(
  tx: Transaction,
  tenantId: string,
  userId: number,
  cents: Cents,
  submissionId: number,
): Promise<void> {
  await post(tx, tenantId, userId, cents, {
    kind: 'buylist',
    reason: `Buylist submission #${submissionId}`,
    submissionId,
  });
}

/** Puts a gift card's balance onto the customer's credit, in the caller's transaction; answers the new balance. */
export async function creditFromGiftCard(
  tx: Transaction,
  tenantId: string,
  userId: number,
  cents: Cents,
  cardName: string,
): Promise<Cents> {
  return (await post(tx, tenantId, userId, cents, { kind: 'gift_card', reason: `Gift card ${cardName}` }))!;
}

/**
 * Checks, before checkout writes anything, that the customer has `cents` of store credit (409 otherwise);
 * the balance is taken only once the rest of the order is paid (`spendOnOrder`).
 */
export async function requireCredit(tx: Transaction, tenantId: string, userId: number, cents: Cents) {
  if (cents > 0 && (await balanceOf(tx, tenantId, userId)) < cents)
    throw new Conflict(STORE_CREDIT_MESSAGES.notEnough, { store_credit: STORE_CREDIT_MESSAGES.notEnough });
}

/**
 * Spends store credit on an order, in the transaction that records the order's payment (after its charge
 * went through, so a refused checkout leaves no ledger line): at most the order's total, and never more
 * than the balance (409 when another checkout spent it first). Answers the cents applied.
 */
export async function spendOnOrder(
  tx: Transaction,
  tenantId: string,
  userId: number,
  requestedCents: Cents,
  order: { id: number; number: string; totalCents: Cents },
): Promise<Cents> {
  const applied = Math.min(requestedCents, order.totalCents);
  if (applied <= 0) return 0;
  const after = await post(tx, tenantId, userId, -applied, {
    kind: 'spend',
    reason: `Order ${order.number}`,
    orderId: order.id,
    orderNumber: order.number,
  });
  if (after === null)
    throw new Conflict(STORE_CREDIT_MESSAGES.notEnough, { store_credit: STORE_CREDIT_MESSAGES.notEnough });
  return applied;
}

/**
 * Gives back the store credit an order took and has not had back (cancelled or discarded), in the caller's
 * transaction; a second call finds nothing outstanding and does nothing.
 */
export async function refundOrderCredit(
  tx: Transaction,
  tenantId: string,
  orderId: number,
  reason: string,
): Promise<Cents> {
  const outstanding = await outstandingOnOrder(tx, tenantId, orderId);
  if (!outstanding || outstanding.cents <= 0) return 0;
  await post(tx, tenantId, outstanding.userId, outstanding.cents, { kind: 'refund', reason, orderId });
  return outstanding.cents;
}

/** Gives a refund of an order as store credit (staff chose credit over the card), in the caller's transaction. */
export async function creditRefund(
  tx: Transaction,
  tenantId: string,
  userId: number,
  cents: Cents,
  order: { id: number; number: string; actorId: number },
): Promise<void> {
  await post(tx, tenantId, userId, cents, {
    kind: 'refund',
    reason: `Refund of order ${order.number}`,
    orderId: order.id,
    orderNumber: order.number,
    actorId: order.actorId,
  });
}
