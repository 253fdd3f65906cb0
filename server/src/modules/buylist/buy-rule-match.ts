import type { BuyFinish } from '@storefront/contract/buylist';
import type { Cents } from '@storefront/contract/money';
import type { CardFacts } from '../tcg/index.ts';
import type { BuyRule } from './buy-prices.ts';
import type { buylistRules } from './buylist.tables.ts';

export type BuyRuleRow = typeof buylistRules.$inferSelect;

/**
 * The percents a card in a finish is bought at: those of the first active rule (by position) matching its
 * game, set, rarity, finish and market price band, else the store's default `fallback`.
 */
export function matchBuyRule(
  rules: BuyRuleRow[],
  card: Pick<CardFacts, 'game' | 'setCode' | 'rarityKey'>,
  finish: BuyFinish,
  market: Cents,
  fallback: BuyRule,
): BuyRule {
  const rule = rules.find(
    (r) =>
      r.isActive &&
      (r.game === null || r.game === card.game) &&
      (r.setCode === null || r.setCode.toLowerCase() === card.setCode.toLowerCase()) &&
      (r.rarity === null || r.rarity.toLowerCase() === card.rarityKey) &&
      (r.finish === null || r.finish === finish) &&
      (r.minPrice === null || market >= r.minPrice) &&
      (r.maxPrice === null || market <= r.maxPrice),
  );
  return rule ? { ...fallback, cashPercent: rule.cashPercent, creditPercent: rule.creditPercent } : fallback;
}
