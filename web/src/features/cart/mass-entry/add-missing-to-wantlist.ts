import type { MassEntryMissing } from '@storefront/contract/cart-mass-entry';

/**
 * The body of POST /api/account/wantlists/ for a list's missing lines: the mass entry answer's `missing`
 * items already have the wantlist item's shape (`{ name, set?, condition?, finish?, quantity }`).
 */
export function wantlistOfMissing(name: string, missing: MassEntryMissing[]) {
  return { name, items: missing.map((m) => ({ ...m })) };
}
