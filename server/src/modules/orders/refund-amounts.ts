import { REFUND_MESSAGES } from '@storefront/contract/orders-refunds';
import { sumCents, toCents, type Cents } from '@storefront/contract/money';
import { BadRequest } from '../../platform/errors.ts';

/** An order line as a refund reads it, with the units already given back (pending and succeeded refunds). */
export interface RefundableLine {
  id: number;
  name: string;
  unitPrice: Cents;
  quantity: number;
  tax: Cents;
  /** Taken off the line at checkout (decision 060): a refund gives back what was paid, not the list price. */
  discount: Cents;
  refundedQuantity: number;
}

/** The order's stored amounts a refund is computed from, and what earlier refunds took of them. */
export interface RefundableOrder {
  taxIncluded: boolean;
  shippingCost: Cents;
  /** The order's tax: the lines' and shipping's. */
  taxTotal: Cents;
  lines: RefundableLine[];
  shippingRefunded: Cents;
}

export interface RefundAsk {
  lines: { order_item_id: number; quantity: number }[];
  shipping: string;
}

export interface RefundAmounts {
  lines: { orderItemId: number; name: string; quantity: number; amount: Cents; tax: Cents }[];
  linesAmount: Cents;
  shipping: Cents;
  tax: Cents;
  total: Cents;
}

/** `whole × part / of`, rounded half up to the cent (decision 052's rule), in integers only. */
export const shareOf = (whole: Cents, part: number, of: number): Cents =>
  of <= 0 ? 0 : Math.floor((2 * whole * part + of) / (2 * of));

/**
 * The tax a refund of `units` more gives back, after `before` were refunded: the difference of the rounded
 * shares of everything refunded, so the refunds of a whole line or shipping add up to its tax exactly.
 */
const taxStep = (tax: Cents, before: number, units: number, of: number) =>
  shareOf(tax, before + units, of) - shareOf(tax, before, of);

/**
 * What a refund gives back, computed from the order alone (never from a client's amounts): each line's unit
 * price times the units and its share of the line's tax, the shipping asked (or all that is left) and its
 * share of shipping's tax. Refuses (400, by field) a line not on the order, more units or shipping than are
 * left, and a refund of nothing.
 */
export function refundAmounts(order: RefundableOrder, ask: RefundAsk): RefundAmounts {
  const fields: Record<string, string> = {};
  const asked = new Map<number, number>();
  for (const l of ask.lines) asked.set(l.order_item_id, (asked.get(l.order_item_id) ?? 0) + l.quantity);
  const lines: RefundAmounts['lines'] = [];
  for (const [id, quantity] of asked) {
    const line = order.lines.find((l) => l.id === id);
    if (!line) fields[`lines.${id}`] = REFUND_MESSAGES.line;
    else if (line.refundedQuantity + quantity > line.quantity)
      fields[`lines.${id}`] = REFUND_MESSAGES.tooMany;
    else
      lines.push({
        orderItemId: id,
        name: line.name,
        quantity,
        // The line's discount is shared out per unit like its tax, so refunding every unit gives back
        // exactly unitPrice × quantity − discount.
        amount:
          line.unitPrice * quantity - taxStep(line.discount, line.refundedQuantity, quantity, line.quantity),
        tax: taxStep(line.tax, line.refundedQuantity, quantity, line.quantity),
      });
  }
  const shippingLeft = order.shippingCost - order.shippingRefunded;
  const shipping = ask.shipping === 'all' ? shippingLeft : toCents(ask.shipping);
  if (shipping > shippingLeft) fields.shipping = REFUND_MESSAGES.shipping;
  if (Object.keys(fields).length) throw new BadRequest(Object.values(fields)[0]!, fields);
  if (!lines.length && shipping <= 0)
    throw new BadRequest(REFUND_MESSAGES.nothing, { lines: REFUND_MESSAGES.nothing });
  const shippingTax = order.taxTotal - sumCents(order.lines.map((l) => l.tax));
  const tax =
    sumCents(lines.map((l) => l.tax)) +
    taxStep(shippingTax, order.shippingRefunded, shipping, order.shippingCost);
  const linesAmount = sumCents(lines.map((l) => l.amount));
  return {
    lines,
    linesAmount,
    shipping,
    tax,
    total: linesAmount + shipping + (order.taxIncluded ? 0 : tax),
  };
}
