import { formatCents, toCents } from '@storefront/contract/money';
import type { PRICE_FINISHES } from '@storefront/contract/pricing';

/** The columns every ordered card rule has (pricing's and the buylist's): its place and what it matches. */
interface CardRuleRow {
  id: number;
  position: number;
  name: string;
  isActive: boolean;
  game: string | null;
  setCode: string | null;
  rarity: string | null;
  finish: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

interface CardRuleInput {
  name: string;
  is_active: boolean;
  game: string | null;
  set_code: string | null;
  rarity: string | null;
  finish: (typeof PRICE_FINISHES)[number] | null;
  min_price: string | null;
  max_price: string | null;
}

export const centsOrNull = (amount: string | null) => (amount === null ? null : toCents(amount));
export const amountOrNull = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** A card rule's place and filters as the contract answers them (`cardRuleAnswerFields`). */
export const cardRuleAnswer = (r: CardRuleRow) => ({
  id: r.id,
  position: r.position,
  name: r.name,
  is_active: r.isActive,
  game: r.game,
  set_code: r.setCode,
  rarity: r.rarity,
  finish: r.finish,
  min_price: amountOrNull(r.minPrice),
  max_price: amountOrNull(r.maxPrice),
});

/** A card rule's filters as columns, from the contract's `cardRuleFields`. */
export const cardRuleColumns = (r: CardRuleInput) => ({
  name: r.name,
  isActive: r.is_active,
  game: r.game,
  setCode: r.set_code,
  rarity: r.rarity,
  finish: r.finish,
  minPrice: centsOrNull(r.min_price),
  maxPrice: centsOrNull(r.max_price),
});
