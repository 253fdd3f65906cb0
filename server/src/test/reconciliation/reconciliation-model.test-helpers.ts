import type { Cents } from '@storefront/contract/money';

/** A seeded pseudo-random generator (mulberry32): the same seed replays the same month, event for event. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

/** a / b rounded half up, for non-negative integers. */
const halfUp = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** The tax in `amount` at `rate` (thousandths of a percent): on top, or inside a price that includes it. */
export const taxIn = (amount: Cents, rate: number, included: boolean): Cents =>
  amount <= 0 || rate <= 0 ? 0 : halfUp(amount * rate, included ? 100_000 + rate : 100_000);

/** `whole × part / of` rounded half up: a refund's share of a line's or the shipping's tax. */
export const share = (whole: Cents, part: number, of: number): Cents =>
  of <= 0 ? 0 : halfUp(whole * part, of);

/** A line of an order as the model books it. */
export interface ModelLine {
  itemId: number;
  variantId: number;
  productId: number;
  unit: Cents;
  qty: number;
  tax: Cents;
  refunded: number;
}

/** An order as the model books it: what it cost, how it was paid, what came back and how. */
export interface ModelOrder {
  id: number;
  number: string;
  customer: number;
  zone: string;
  lines: ModelLine[];
  subtotal: Cents;
  shipping: Cents;
  shippingTax: Cents;
  tax: Cents;
  taxIncluded: boolean;
  total: Cents;
  /** Tenders: store credit, the card (test gateway or Stripe) and cash. */
  credit: Cents;
  card: Cents;
  cash: Cents;
  status: string;
  paymentStatus: string;
  shippingRefunded: Cents;
  refundedCard: Cents;
  refundedCredit: Cents;
  /** Store credit given back when the order was cancelled (or its payment failed). */
  creditReturned: Cents;
  refunds: number;
}

/** The figures of a new order: each line's tax, shipping (free from `freeOver`), its tax and the total. */
export function priceOrder(
  lines: { unit: Cents; qty: number }[],
  method: Cents,
  freeOver: Cents | null,
  rate: number,
  included: boolean,
) {
  const subtotal = lines.reduce((s, l) => s + l.unit * l.qty, 0);
  const shipping = freeOver !== null && subtotal >= freeOver ? 0 : method;
  const lineTax = lines.map((l) => taxIn(l.unit * l.qty, rate, included));
  const shippingTax = taxIn(shipping, rate, included);
  const tax = lineTax.reduce((s, n) => s + n, shippingTax);
  return { lineTax, subtotal, shipping, shippingTax, tax, total: subtotal + shipping + (included ? 0 : tax) };
}

export const paidOf = (o: ModelOrder) => o.credit + o.card + o.cash;
export const refundedOf = (o: ModelOrder) => o.refundedCard + o.refundedCredit;
export const leftOf = (o: ModelOrder) => paidOf(o) - refundedOf(o) - o.creditReturned;
