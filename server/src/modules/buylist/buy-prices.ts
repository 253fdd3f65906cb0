import type { BuyCondition, BuyFinish } from '@storefront/contract/buylist';
import type { Cents } from '@storefront/contract/money';

/** The store's rule: percents of the market price paid in cash and in credit, per-condition multipliers. */
export interface BuyRule {
  cashPercent: number;
  creditPercent: number;
  conditionPercents: Record<BuyCondition, number>;
}

/** A card's exception to the rule. */
export interface CardOverride {
  hotlistPercent: number;
  notBuying: boolean;
  maxQuantity: number | null;
}

/** One variant's sell price, as the catalogue has it. */
export interface VariantPrice {
  condition: string | undefined;
  foil: boolean;
  cents: Cents;
}

/**
 * The market price a buy offer is a share of, for a card's Near Mint copy in a finish: the market price
 * from the pricing module (the store's chosen provider) when the card has one in that finish; else the
 * store's own sell price of the Near Mint variant of the finish; else the card's price (doubled for foil).
 */
export function marketCents(
  productCents: Cents,
  variants: VariantPrice[],
  finish: BuyFinish,
  market?: Cents,
): Cents {
  if (market !== undefined && market > 0) return market;
  const foil = finish === 'foil';
  const nearMint = variants.find((v) => v.foil === foil && (v.condition ?? 'NM') === 'NM');
  if (nearMint) return nearMint.cents;
  return foil ? productCents * 2 : productCents;
}

/**
 * What the store pays for one copy: market × condition % × cash (or credit) % × (100 + hotlist bonus) %,
 * rounded to the cent; null when the card is not bought.
 */
export function buyPrices(
  market: Cents,
  condition: BuyCondition,
  rule: BuyRule,
  override?: CardOverride,
): { cashCents: Cents; creditCents: Cents } | null {
  if (override?.notBuying || market <= 0) return null;
  const scale = rule.conditionPercents[condition] * (100 + (override?.hotlistPercent ?? 0));
  return {
    cashCents: Math.round((market * scale * rule.cashPercent) / 1_000_000),
    creditCents: Math.round((market * scale * rule.creditPercent) / 1_000_000),
  };
}

/** How many more copies of a card in a condition the store wants: its maximum less stock and open offers. */
export function wantedQuantity(max: number, inStock: number, pending: number): number {
  return Math.max(0, max - inStock - pending);
}
