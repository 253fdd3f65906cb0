import { REFUND_MESSAGES } from '@storefront/contract/orders-refunds';
import type { Cents } from '@storefront/contract/money';
import { leftOf, share, type ModelOrder } from './reconciliation-model.test-helpers.ts';

/** A refund as the month asks it: units of lines, shipping cents (or all that is left), method, restock. */
export interface ModelRefundAsk {
  lines: { itemId: number; qty: number }[];
  shipping: Cents | 'all';
  method: 'card' | 'store_credit';
  restock: boolean;
}

export type RefundVerdict =
  | { error: string }
  | { lines: { itemId: number; qty: number; tax: Cents }[]; shipping: Cents; tax: Cents; total: Cents };

const PAID = new Set(['completed', 'partially_refunded', 'refunded']);

/** The tax of `units` more after `before`: the difference of rounded shares, so whole refunds add up. */
const step = (tax: Cents, before: number, units: number, of: number) =>
  share(tax, before + units, of) - share(tax, before, of);

/**
 * What the model expects of a refund (decision 057), kept apart from the server's code: the first refusal
 * in the server's order of checks, or the amounts given back.
 */
export function refundVerdict(o: ModelOrder, ask: ModelRefundAsk): RefundVerdict {
  if (!PAID.has(o.paymentStatus)) return { error: REFUND_MESSAGES.notPaid };
  if (ask.restock && o.status === 'cancelled') return { error: REFUND_MESSAGES.cancelled };
  const lines: { itemId: number; qty: number; tax: Cents }[] = [];
  let linesAmount = 0;
  for (const a of ask.lines) {
    const line = o.lines.find((l) => l.itemId === a.itemId);
    if (!line) return { error: REFUND_MESSAGES.line };
    if (line.refunded + a.qty > line.qty) return { error: REFUND_MESSAGES.tooMany };
    lines.push({ itemId: a.itemId, qty: a.qty, tax: step(line.tax, line.refunded, a.qty, line.qty) });
    linesAmount += line.unit * a.qty;
  }
  const shippingLeft = o.shipping - o.shippingRefunded;
  const shipping = ask.shipping === 'all' ? shippingLeft : ask.shipping;
  if (shipping > shippingLeft) return { error: REFUND_MESSAGES.shipping };
  if (!lines.length && shipping <= 0) return { error: REFUND_MESSAGES.nothing };
  const tax =
    lines.reduce((s, l) => s + l.tax, 0) + step(o.shippingTax, o.shippingRefunded, shipping, o.shipping);
  const total = linesAmount + shipping + (o.taxIncluded ? 0 : tax);
  if (total > leftOf(o)) return { error: REFUND_MESSAGES.overPaid };
  if (ask.method === 'card') {
    if (o.card <= 0) return { error: REFUND_MESSAGES.notCard };
    if (total > o.card - o.refundedCard) return { error: REFUND_MESSAGES.card };
  }
  return { lines, shipping, tax, total };
}

/** Books a refund the server made: units and shipping back, the money by method, the payment's status. */
export function bookRefund(
  o: ModelOrder,
  ask: ModelRefundAsk,
  made: Exclude<RefundVerdict, { error: string }>,
) {
  for (const l of made.lines) o.lines.find((x) => x.itemId === l.itemId)!.refunded += l.qty;
  o.shippingRefunded += made.shipping;
  if (ask.method === 'card') o.refundedCard += made.total;
  else o.refundedCredit += made.total;
  o.refunds += 1;
  o.paymentStatus = leftOf(o) <= 0 ? 'refunded' : 'partially_refunded';
}
