import type { DiscountCode, Promotion } from '@storefront/contract/promotions';

type Match = Pick<
  DiscountCode,
  'game' | 'set_code' | 'rarity' | 'category_id' | 'product_type_id' | 'product_id'
>;

const GAMES: Record<string, string> = { mtg: 'Magic', pokemon: 'Pokémon' };

/** What a code or promotion matches, in words: "Magic, set MH3, rare" or "every item". */
export function matchText(m: Match): string {
  const parts = [
    m.game && (GAMES[m.game] ?? m.game),
    m.set_code && `set ${m.set_code.toUpperCase()}`,
    m.rarity,
    m.category_id && `category #${m.category_id}`,
    m.product_type_id && `product type #${m.product_type_id}`,
    m.product_id && `product #${m.product_id}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'every item';
}

/** A code's discount in words: "10% off the order", "$5.00 off Magic, set MH3". */
export function codeText(c: DiscountCode): string {
  const off = c.kind === 'percent' ? `${c.percent}% off` : `$${c.amount} off`;
  return c.applies_to === 'order' ? `${off} the order` : `${off} ${matchText(c)}`;
}

/** A code's limits in words: "min. $50.00 · 10 uses · 1 per customer", or "No limits". */
export function limitText(c: DiscountCode): string {
  const parts = [
    c.min_spend && `min. $${c.min_spend}`,
    c.total_limit && `${c.total_limit} uses`,
    c.per_customer_limit && `${c.per_customer_limit} per customer`,
    c.stackable && 'stacks with promotions',
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No limits';
}

/** A promotion in words: "Buy 3, get 1 free: every item". */
export const promotionText = (p: Promotion) =>
  `Buy ${p.buy_quantity}, get ${p.free_quantity} free: ${matchText(p)}`;
