import type { Variant } from '@storefront/contract/catalog';
import { formatAmount, toCents } from '../../lib/money';

/** A product sells its variants one by one when it has more than one (a card's conditions and finishes). */
export const offersChoice = (variants: Variant[]) => variants.length > 1;

/** The variant chosen first: the cheapest in stock, else the first. */
export function defaultVariant(variants: Variant[]): Variant | undefined {
  const inStock = variants.filter((v) => v.stock > 0);
  return [...inStock].sort((a, b) => toCents(a.price) - toCents(b.price))[0] ?? variants[0];
}

/** 'Near Mint Foil — $12.40 · 3 available', or '… · Out of stock'. */
export const variantLabel = (v: Variant) =>
  `${v.name} — ${formatAmount(v.price)} · ${v.stock > 0 ? `${v.stock} available` : 'Out of stock'}`;

/** 'Condition' for cards (they carry one), 'Option' for anything else. */
export const choiceLabel = (attributes: Record<string, unknown>) =>
  'condition' in attributes ? 'Condition' : 'Option';
