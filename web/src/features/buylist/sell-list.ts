import type { BuyCondition, BuyFinish } from '@storefront/contract/buylist';
import { toCents, type Cents } from '../../lib/money';

/** One line of the shopper's sell list, with the offer it was added at. */
export interface SellLine {
  product: number;
  name: string;
  condition: BuyCondition;
  finish: BuyFinish;
  quantity: number;
  cash: string;
  credit: string;
  max: number;
}

const KEY = 'sell-list';

export const lineKey = (l: Pick<SellLine, 'product' | 'condition' | 'finish'>) =>
  `${l.product}:${l.condition}:${l.finish}`;

/** Adds a line, or one more copy to the same card, condition and finish, never past what the store wants. */
export function addLine(list: SellLine[], line: SellLine): SellLine[] {
  const found = list.find((l) => lineKey(l) === lineKey(line));
  if (!found) return [...list, { ...line, quantity: Math.min(line.quantity, line.max) }];
  return list.map((l) =>
    l === found ? { ...l, quantity: Math.min(l.quantity + line.quantity, line.max) } : l,
  );
}

/** The list's cash and credit totals in cents. */
export function totals(list: SellLine[]): { cash: Cents; credit: Cents } {
  return list.reduce(
    (t, l) => ({
      cash: t.cash + toCents(l.cash) * l.quantity,
      credit: t.credit + toCents(l.credit) * l.quantity,
    }),
    { cash: 0, credit: 0 },
  );
}

/** The sell list kept in this browser between visits. */
export function loadList(): SellLine[] {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as SellLine[]) : [];
  } catch {
    return [];
  }
}

export function saveList(list: SellLine[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // A browser without storage keeps the list for this visit only.
  }
}
