import { z } from 'zod';
import { StockStatusSchema } from './catalog.ts';
import { PageQuerySchema, text } from './common.ts';

/** Spec section 9: TCG sort fields and orders; default name ascending. */
export const TCG_SORTS = ['name', 'price', 'created_at'] as const;
export const TCG_ORDERS = ['asc', 'desc'] as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optionalText = z.preprocess(blankToUndefined, text().trim().max(500).optional());
const optionalNumber = (name: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(0, `${name} must be 0 or more`)
      .max(1_000_000_000, `${name} must be 1000000000 or less`)
      .optional(),
  );

/** GET /api/ecommerce/products/tcg_search/ query (spec section 7). Empty values count as absent. */
export const TcgSearchQuerySchema = PageQuerySchema.extend({
  q: optionalText,
  game: optionalText,
  rarity: optionalText,
  card_type: optionalText,
  set: optionalText,
  color: optionalText,
  /** A card language code or name (ja, Japanese): cards listed in it (decision 065). */
  language: optionalText,
  mana_cost: optionalNumber('mana_cost'),
  power: optionalNumber('power'),
  toughness: optionalNumber('toughness'),
  min_price: optionalNumber('min_price'),
  max_price: optionalNumber('max_price'),
  in_stock: z.preprocess(
    blankToUndefined,
    z.enum(['true', 'false', '1', '0'], { error: 'in_stock must be true or false' }).optional(),
  ),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(TCG_SORTS, { error: 'sort must be one of name, price, created_at' }).default('name'),
  ),
  order: z.preprocess(
    blankToUndefined,
    z.enum(TCG_ORDERS, { error: 'order must be asc or desc' }).default('asc'),
  ),
});
export type TcgSearchQuery = z.infer<typeof TcgSearchQuerySchema>;

/** Spec section 3, TCG product: the card attributes every result carries. */
export const TcgAttributesSchema = z.object({
  rarity: z.string(),
  mana_cost: z.string(),
  card_type: z.string(),
  power: z.string(),
  toughness: z.string(),
  is_foil: z.boolean(),
  condition: z.string(),
  set: z.string(),
  game: z.string(),
});
export type TcgAttributes = z.infer<typeof TcgAttributesSchema>;

export const TcgMetadataSchema = z.object({ set_name: z.string(), game: z.string() }).catchall(z.unknown());
export type TcgMetadata = z.infer<typeof TcgMetadataSchema>;

export const TcgProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  price: z.string(),
  /** The regular price struck through while a sale prices the card (decision 061), or a deal's; else null. */
  compare_at_price: z.string().nullable(),
  short_description: z.string(),
  image: z.object({ file: z.string(), alt_text: z.string() }).nullable(),
  available_stock: z.number().int(),
  stock_status: StockStatusSchema,
  is_featured: z.boolean(),
  created_at: z.string(),
  attributes: TcgAttributesSchema,
  metadata: TcgMetadataSchema,
  /** The languages the card is listed in, as codes (`en`, `ja`, `zhs` …), sorted (decision 065). */
  languages: z.array(z.string()),
});
export type TcgProduct = z.infer<typeof TcgProductSchema>;

/** Spec section 3, TCG search response. */
export const TcgSearchResponseSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(TcgProductSchema),
  error: z.string().optional(),
});
export type TcgSearchResponse = z.infer<typeof TcgSearchResponseSchema>;

export const TcgOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type TcgOption = z.infer<typeof TcgOptionSchema>;

/** Spec section 3, TCG filter options, derived from the store's own cards. */
export const TcgFiltersSchema = z.object({
  games: z.array(TcgOptionSchema),
  rarities: z.array(TcgOptionSchema),
  cardTypes: z.array(TcgOptionSchema),
  sets: z.array(TcgOptionSchema.extend({ game: z.string() })),
  colors: z.array(TcgOptionSchema),
  /** The languages the store's cards are listed in (value: the code, label: its English name). */
  languages: z.array(TcgOptionSchema),
});
export type TcgFilters = z.infer<typeof TcgFiltersSchema>;
