import type { LineMatch } from './discount-engine.ts';

interface MatchInput {
  game: string | null;
  set_code: string | null;
  rarity: string | null;
  category_id: number | null;
  product_type_id: number | null;
  product_id: number | null;
}

/** The contract's line filters as columns. */
export const matchColumns = (r: MatchInput): LineMatch => ({
  game: r.game,
  setCode: r.set_code,
  rarity: r.rarity,
  categoryId: r.category_id,
  productTypeId: r.product_type_id,
  productId: r.product_id,
});

/** A row's line filters as the contract answers them. */
export const matchAnswer = (r: LineMatch): MatchInput => ({
  game: r.game,
  set_code: r.setCode,
  rarity: r.rarity,
  category_id: r.categoryId,
  product_type_id: r.productTypeId,
  product_id: r.productId,
});

export const dateOrNull = (iso: string | null) => (iso === null ? null : new Date(iso));
export const isoOrNull = (d: Date | null) => (d === null ? null : d.toISOString());
