import { expect } from 'vitest';
import { formatCents } from '@storefront/contract/money';
import { STORE_CREDIT_MESSAGES } from '@storefront/contract/store-credit';
import { bump, moveUnits, refused, returnCredit, type Month } from './reconciliation-books.test-helpers.ts';
import type { ModelOrder } from './reconciliation-model.test-helpers.ts';

const NEXT: Record<string, string[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
};

/**
 * Staff move an order one step (processing, shipped, completed) or cancel it, which puts its units back
 * and gives back the store credit it took; a cancel after a refund and a move from a final status are refused.
 */
export async function moveStatus(month: Month): Promise<void> {
  const { m, b, rng } = month;
  // An order still awaiting its Stripe intent is the intent's to settle.
  const open = b.orders.filter((o) => NEXT[o.status] && o.paymentStatus !== 'processing');
  const closed = b.orders.filter((o) => !NEXT[o.status]);
  if (!open.length || (closed.length && rng.chance(0.08))) {
    const o = rng.pick(closed.length ? closed : b.orders);
    const res = await m.staff('POST', `/api/manage/orders/${o.id}/status/`, { status: 'processing' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`An order that is ${o.status} cannot become processing`);
    return void refused(b, 'A move from a final status');
  }
  const o = rng.pick(open);
  const moves = NEXT[o.status]!;
  const status = moves.includes('cancelled') && rng.chance(0.3) ? 'cancelled' : moves[0]!;
  const res = await m.staff('POST', `/api/manage/orders/${o.id}/status/`, {
    status,
    ...(status === 'shipped' && { carrier: 'usps', tracking_number: `9400${o.id}` }),
  });
  if (status === 'cancelled' && o.refunds > 0) {
    expect(res.statusCode).toBe(409);
    const why = 'An order with refunds cannot be cancelled: refund what is left instead';
    expect(res.json().error).toBe(why);
    return void refused(b, why);
  }
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ id: o.id, status });
  o.status = status;
  // Cash on delivery is paid when the order is delivered.
  if (status === 'completed' && o.cash > 0 && o.paymentStatus === 'pending') o.paymentStatus = 'completed';
  bump(b.events, `status ${status}`);
  if (status === 'cancelled') cancelInBooks(month, o);
}

/** What cancelling does to the books: every unit back in stock, the credit spent back to the customer. */
export function cancelInBooks({ b }: Month, o: ModelOrder) {
  o.status = 'cancelled';
  moveUnits(b, o.lines, true);
  if (o.credit) returnCredit(b, o);
}

/** Staff give a customer store credit (an adjustment), or try to take more than the balance (refused). */
export async function grantCredit(month: Month): Promise<void> {
  const { m, b, rng } = month;
  const customer = rng.pick(m.customers);
  const balance = b.balance.get(customer.id)!;
  const taking = rng.chance(0.15);
  const cents = taking ? -(balance + 100) : rng.int(500, 6000);
  const res = await m.staff('POST', `/api/manage/store-credit/${customer.id}/adjustments/`, {
    amount: formatCents(cents),
    reason: taking ? 'Correction' : 'Goodwill',
  });
  if (taking) {
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(STORE_CREDIT_MESSAGES.adjustmentBelowZero);
    return void refused(b, STORE_CREDIT_MESSAGES.adjustmentBelowZero);
  }
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().balance).toBe(formatCents(balance + cents));
  b.balance.set(customer.id, balance + cents);
  b.granted += cents;
}
