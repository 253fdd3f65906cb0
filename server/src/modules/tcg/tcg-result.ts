import { normalizeAmount } from '@storefront/contract/money';
import type { TcgProduct } from '@storefront/contract/tcg';

export interface ResultRow {
  id: number;
  slug: string;
  name: string;
  sku: string;
  price: string;
  compare_at_price: string | null;
  short_description: string;
  is_featured: boolean;
  created_at: string | Date;
  attributes: Record<string, unknown>;
  metadata: Record<string, unknown>;
  image: { file: string; alt_text: string } | null;
  available_stock: number;
  languages: string[] | null;
}

/** Spec section 9: low stock is 10 or fewer. */
export const LOW_STOCK = 10;

export function stockStatus(available: number): TcgProduct['stock_status'] {
  return available <= 0 ? 'out_of_stock' : available <= LOW_STOCK ? 'low_stock' : 'in_stock';
}

const text = (v: unknown) =>
  // Attribute values are JSON scalars (a number prints as its digits); whatever else keeps String()'s text.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);

/** One search row as the spec's TCG product: generic product fields plus card attributes and metadata. */
export function toResult(row: ResultRow): TcgProduct {
  const a = row.attributes ?? {};
  const m = row.metadata ?? {};
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    price: normalizeAmount(row.price),
    compare_at_price: row.compare_at_price === null ? null : normalizeAmount(row.compare_at_price),
    short_description: row.short_description,
    image: row.image,
    available_stock: row.available_stock,
    stock_status: stockStatus(row.available_stock),
    is_featured: row.is_featured,
    created_at: new Date(row.created_at).toISOString(),
    attributes: {
      rarity: text(a.rarity),
      mana_cost: text(a.mana_cost),
      card_type: text(a.card_type),
      power: text(a.power),
      toughness: text(a.toughness),
      is_foil: a.is_foil === true,
      condition: text(a.condition),
      set: text(a.set),
      game: text(a.game),
    },
    metadata: { ...m, set_name: text(m.set_name), game: text(m.game) },
    languages: row.languages ?? ['en'],
  };
}
