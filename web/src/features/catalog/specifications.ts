import { cardLanguageName } from '@storefront/contract/card-languages';

/** Attributes that a variant decides (a card's condition and finish, a size or colour). */
const CHOSEN_BY_VARIANT = new Set(['condition', 'is_foil', 'finish', 'size', 'color']);

/** `is_foil` → 'Foil', `screen_size` → 'Screen size'. */
export const specificationLabel = (key: string) =>
  key
    .replace(/^(is|has)_/, '')
    .replace(/_/g, ' ')
    .replace(/^\w/, (c) => c.toUpperCase());

const shown = (key: string, value: string | number | boolean) =>
  typeof value === 'boolean'
    ? value
      ? 'Yes'
      : 'No'
    : key === 'language'
      ? cardLanguageName(String(value))
      : String(value);

/**
 * The Specifications rows of a product page (spec section 2: "specifications from attributes"): plain values
 * only, yes/no for flags. When the shopper chooses a variant, what the variant decides is left out: the
 * product's own value names only one of its variants.
 */
export function specificationRows(
  attributes: Record<string, unknown>,
  choosingVariant: boolean,
): [label: string, value: string][] {
  return Object.entries(attributes).flatMap(([key, value]) => {
    const plain = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (!plain || value === '' || (choosingVariant && CHOSEN_BY_VARIANT.has(key))) return [];
    return [[specificationLabel(key), shown(key, value)]];
  });
}
