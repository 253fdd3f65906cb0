import { expect } from 'vitest';
import { formatCents } from '@storefront/contract/money';
import { bump, moveUnits, refused, type Month } from './reconciliation-books.test-helpers.ts';
import { leftOf, type ModelOrder, type Rng } from './reconciliation-model.test-helpers.ts';
import {
  bookRefund,
  refundVerdict,
  type ModelRefundAsk,
} from './reconciliation-refund-model.test-helpers.ts';

const PAID = new Set(['completed', 'partially_refunded']);

/** A refund staff would ask: some units of some lines, some shipping, to the card or as credit. */
function likelyAsk(o: ModelOrder, rng: Rng): ModelRefundAsk {
  const lines = o.lines
    .filter((l) => l.refunded < l.qty && rng.chance(0.5))
    .map((l) => ({ itemId: l.itemId, qty: rng.int(1, l.qty - l.refunded) }));
  const shippingLeft = o.shipping - o.shippingRefunded;
  const shipping = shippingLeft > 0 ? rng.pick([0, 'all', rng.int(1, shippingLeft)] as const) : 0;
  const cardLeft = o.card - o.refundedCard;
  const first = o.lines.find((l) => l.refunded < l.qty);
  if (!lines.length && shipping === 0 && first) lines.push({ itemId: first.itemId, qty: 1 });
  return {
    lines,
    shipping,
    method: cardLeft > 0 && rng.chance(0.55) ? 'card' : 'store_credit',
    restock: o.status !== 'cancelled' && rng.chance(0.5),
  };
}

/** A refund that asks too much or the wrong thing, each kind the API must refuse (or, by luck, allow). */
function hostileAsk(o: ModelOrder, rng: Rng): ModelRefundAsk {
  const line = rng.pick(o.lines);
  const all = o.lines
    .filter((l) => l.refunded < l.qty)
    .map((l) => ({ itemId: l.itemId, qty: l.qty - l.refunded }));
  const base: ModelRefundAsk = { lines: [], shipping: 0, method: 'store_credit', restock: false };
  const kinds: ModelRefundAsk[] = [
    { ...base, lines: [{ itemId: line.itemId, qty: line.qty - line.refunded + 1 }] },
    { ...base, shipping: o.shipping - o.shippingRefunded + 1 },
    { ...base, lines: [{ itemId: 999_999, qty: 1 }] },
    { ...base },
    { ...base, lines: all, shipping: 'all', method: 'card' },
    { ...base, lines: all, shipping: 'all' },
    { ...base, lines: [{ itemId: line.itemId, qty: 1 }], method: 'card', restock: true },
  ];
  return rng.pick(kinds);
}

/**
 * Staff refund an order (decision 057): the model says beforehand whether it must be refused (and with
 * which message) or what it gives back to the cent; the API must agree, then the books take it.
 */
export async function refundMonthOrder(month: Month): Promise<void> {
  const { m, b, rng } = month;
  const open = b.orders.filter((o) => PAID.has(o.paymentStatus) && leftOf(o) > 0);
  const hostile = !open.length || rng.chance(0.22);
  // Cancelled orders paid in part by credit are where money could go back twice: tried more often.
  const cancelled = b.orders.filter((o) => o.status === 'cancelled' && o.creditReturned > 0);
  const o = rng.pick(hostile ? (cancelled.length && rng.chance(0.5) ? cancelled : b.orders) : open);
  const ask = hostile ? hostileAsk(o, rng) : likelyAsk(o, rng);
  const verdict = refundVerdict(o, ask);
  const res = await m.staff('POST', `/api/manage/orders/${o.id}/refunds/`, {
    lines: ask.lines.map((l) => ({ order_item_id: l.itemId, quantity: l.qty })),
    shipping: ask.shipping === 'all' ? 'all' : formatCents(ask.shipping),
    method: ask.method,
    restock: ask.restock,
    reason: hostile ? 'Checking the limits' : 'Customer asked',
  });
  if ('error' in verdict) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toBe(verdict.error);
    return void refused(b, verdict.error);
  }
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    method: ask.method,
    status: 'succeeded',
    shipping: formatCents(verdict.shipping),
    tax: formatCents(verdict.tax),
    total: formatCents(verdict.total),
    restocked: ask.restock,
  });
  bookRefund(o, ask, verdict);
  bump(b.events, `refund ${ask.method}`);
  if (ask.method === 'store_credit') bump(b.balance, o.customer, verdict.total);
  if (ask.restock)
    moveUnits(
      b,
      verdict.lines.map((l) => ({ ...o.lines.find((x) => x.itemId === l.itemId)!, qty: l.qty })),
      true,
    );
}
