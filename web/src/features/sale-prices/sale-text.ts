import type { SaleRule } from '@storefront/contract/sale-prices';
import { formatAmount } from '../../lib/money';

/** What a sale matches, in words: "Set DOM, Rare" or "Every product". */
export function saleMatches(
  s: Pick<SaleRule, 'game' | 'set_code' | 'rarity' | 'category_id' | 'product_type_id' | 'product_id'>,
  names: { categories: Map<number, string>; types: Map<number, string> },
): string {
  const parts = [
    s.game && (s.game === 'mtg' ? 'Magic' : 'Pokémon'),
    s.set_code && `Set ${s.set_code.toUpperCase()}`,
    s.rarity && `Rarity ${s.rarity}`,
    s.category_id && `Category ${names.categories.get(s.category_id) ?? s.category_id}`,
    s.product_type_id && `Type ${names.types.get(s.product_type_id) ?? s.product_type_id}`,
    s.product_id && `Product #${s.product_id}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'Every product';
}

/** How much a sale takes off: "20 % off" or "$5.00 off". */
export const saleOff = (s: Pick<SaleRule, 'kind' | 'percent' | 'amount'>) =>
  s.kind === 'percent' ? `${s.percent} % off` : `${formatAmount(s.amount)} off`;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a sale runs: "Nov 29, 2026, 10:00 AM – Dec 1, 2026, 11:59 PM" (no end: "until ended"). */
export const saleWhen = (s: Pick<SaleRule, 'starts_at' | 'ends_at'>) =>
  `${when(s.starts_at)} – ${s.ends_at ? when(s.ends_at) : 'until ended'}`;

/** A `datetime-local` value (the browser's time zone) as an instant; blank is null. */
export function localToIso(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return null;
  const at = new Date(v);
  return Number.isNaN(at.getTime()) ? v : at.toISOString();
}
