import type { PricingRule } from '@storefront/contract/pricing';

const GAMES: Record<string, string> = { mtg: 'Magic', pokemon: 'Pokémon' };
const BASES: Record<string, string> = { market: 'market', low: 'low', mid: 'mid', fixed: 'fixed' };

/** The filters every ordered card rule has (the contract's `cardRuleFields` but its name and switch). */
export type CardRuleFilter = 'game' | 'set_code' | 'rarity' | 'finish' | 'min_price' | 'max_price';

/** The card filters a pricing or buy rule has (buy rules have no condition). */
export type CardRuleFilters = Pick<PricingRule, CardRuleFilter> & { condition?: string | null };

/** "Magic · set DOM · Rare · foil · NM · $1.00–$5.00", or "Every card". */
export function ruleFilters(r: CardRuleFilters): string {
  const band =
    r.min_price || r.max_price
      ? `$${r.min_price ?? '0.00'}–${r.max_price ? `$${r.max_price}` : 'any'}`
      : null;
  const parts = [
    r.game && GAMES[r.game],
    r.set_code && `set ${r.set_code.toUpperCase()}`,
    r.rarity,
    r.finish && (r.finish === 'foil' ? 'foil' : 'non-foil'),
    r.condition,
    band,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Every card';
}

/** "market +10 % +$0.25, at least $0.50, at most $100.00, to .99" */
export function ruleAdjustments(r: PricingRule): string {
  const base =
    r.base === 'fixed' ? `$${r.fixed_price}` : r.base === 'provider' ? `${r.provider} market` : BASES[r.base];
  const parts = [
    base,
    r.percent ? `${r.percent > 0 ? '+' : ''}${r.percent} %` : '',
    r.amount !== '0.00' ? `${r.amount.startsWith('-') ? '−' : '+'}$${r.amount.replace('-', '')}` : '',
  ].filter(Boolean);
  const limits = [
    r.floor && `at least $${r.floor}`,
    r.ceiling && `at most $${r.ceiling}`,
    r.rounding === '99' ? 'up to .99' : r.rounding === '49-99' ? 'up to .49/.99' : '',
  ].filter(Boolean);
  return [parts.join(' '), ...limits].join(', ');
}
