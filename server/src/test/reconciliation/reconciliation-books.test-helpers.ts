import type { Cents } from '@storefront/contract/money';
import type { ModelOrder, Rng } from './reconciliation-model.test-helpers.ts';
import { stockByVariant, type MonthStore } from './reconciliation-store.test-helpers.ts';

/** The books the model keeps of a month, apart from the server: orders, balances, stock and what was refused. */
export interface Books {
  orders: ModelOrder[];
  balance: Map<number, Cents>;
  /** Units on hand by variant, and where they went. */
  stock: Map<number, number>;
  start: Map<number, number>;
  sold: Map<number, number>;
  restocked: Map<number, number>;
  /** Units sold by product, as the catalogue counts them (less cancelled and restocked units). */
  unitsSold: Map<number, number>;
  /** Store credit staff gave (adjustments). */
  granted: Cents;
  /** Orders awaiting their Stripe intent, with its id. */
  intents: Map<number, string>;
  events: Map<string, number>;
  refusals: Map<string, number>;
}

export async function openBooks(m: MonthStore): Promise<Books> {
  const stock = await stockByVariant(m.t);
  return {
    orders: [],
    balance: new Map(m.customers.map((c) => [c.id, 0])),
    stock,
    start: new Map(stock),
    sold: new Map(),
    restocked: new Map(),
    unitsSold: new Map(),
    granted: 0,
    intents: new Map(),
    events: new Map(),
    refusals: new Map(),
  };
}

export const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** Units leave (sold) or come back (cancelled or restocked by a refund). */
export function moveUnits(
  b: Books,
  lines: { variantId: number; productId: number; qty: number }[],
  back: boolean,
) {
  for (const l of lines) {
    bump(b.stock, l.variantId, back ? l.qty : -l.qty);
    bump(b.unitsSold, l.productId, back ? -l.qty : l.qty);
    if (back) bump(b.restocked, l.variantId, l.qty);
    else bump(b.sold, l.variantId, l.qty);
  }
}

/** Gives the order's store credit back (cancelled, or its payment failed). */
export function returnCredit(b: Books, o: ModelOrder) {
  o.creditReturned = o.credit;
  bump(b.balance, o.customer, o.credit);
}

/** A refusal the month expected, counted by its message. */
export const refused = (b: Books, why: string) => bump(b.refusals, why);

/** The context every event takes: the store, the books and the seeded generator. */
export interface Month {
  m: MonthStore;
  b: Books;
  rng: Rng;
  /** How the card is paid: the test gateway at checkout, or Stripe (the order awaits its intent). */
  stripe: boolean;
  /** Whether the store's prices include tax now (switched mid-month). */
  included: boolean;
}
