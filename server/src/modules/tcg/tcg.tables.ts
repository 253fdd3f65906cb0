import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { products } from '../catalog/tables.ts';

/**
 * The searchable card fields of a TCG product, one row per product, as typed columns so each filter
 * and query-language keyword has a plain index (docs/decisions/006-tcg-card-columns.md).
 */
export const tcgCards = tenantTable(
  'tcg_cards',
  {
    productId: integer().notNull(),
    /** mtg | pokemon */
    game: text().notNull(),
    setCode: text().notNull(),
    setName: text().notNull(),
    collectorNumber: text().notNull().default(''),
    rarity: text().notNull(),
    /**
     * `lower(rarity)`, stored: under row-level security only leakproof operators reach an index, and
     * `lower()` is not one, so rarity filters compare this column with plain text equality.
     */
    rarityKey: text().generatedAlwaysAs(sql`lower(rarity)`),
    /** Position of the rarity in its game's ladder, for rank ordering and `r>=rare`. */
    rarityRank: smallint().notNull().default(0),
    typeLine: text().notNull().default(''),
    types: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    manaCost: text().notNull().default(''),
    manaValue: numeric({ precision: 6, scale: 1 }),
    power: text().notNull().default(''),
    powerValue: numeric({ precision: 6, scale: 1 }),
    toughness: text().notNull().default(''),
    toughnessValue: numeric({ precision: 6, scale: 1 }),
    oracleText: text().notNull().default(''),
    hasFoil: boolean().notNull().default(false),
    /**
     * The languages the card is listed in, as codes (tcg/languages.ts), sorted: the printing's own (a
     * Scryfall `ja` printing) and its variants' (a collection's Japanese copies of an English printing).
     */
    languages: text()
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    source: text().notNull(),
    sourceId: text().notNull(),
    /**
     * Copies of the product's name, price, active flag and creation time, kept by triggers (migration 0012):
     * a search then filters and sorts one table instead of joining a million products row by row.
     */
    name: text().notNull().default(''),
    price: money()
      .notNull()
      .default(sql`'0'`),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    // Sort orders (each ends with the id, the tie-breaker), and names for equality lookups through tcg_terms.
    index('tcg_cards_name_idx').on(t.tenantId, t.name, t.productId),
    // Names sort as a person reads them, ignoring case ('Academy at Tolaria West' before 'Academy Drake').
    index('tcg_cards_name_sort_idx').on(t.tenantId, sql`lower(${t.name})`, t.productId),
    index('tcg_cards_price_idx').on(t.tenantId, t.price, t.productId),
    index('tcg_cards_created_idx').on(t.tenantId, t.createdAt, t.productId),
    index('tcg_cards_rarity_game_idx').on(t.tenantId, t.rarityKey, t.game),
    // A game and a price range: the filters shoppers combine most (also serves the game alone).
    index('tcg_cards_game_price_idx').on(t.tenantId, t.game, t.price),
    index('tcg_cards_set_idx').on(t.tenantId, t.setCode),
    // Price files name a printing by its source id (MTGJSON's uuid, Scryfall's id).
    index('tcg_cards_source_idx').on(t.tenantId, t.sourceId),
    // `t:` and `o:` find their matching type lines and oracle texts in tcg_terms, then the cards by equality.
    index('tcg_cards_type_line_idx').on(t.tenantId, t.typeLine),
    index('tcg_cards_oracle_hash_idx').using('hash', t.oracleText),
    index('tcg_cards_mana_value_idx').on(t.tenantId, t.manaValue),
    index('tcg_cards_power_idx').on(t.tenantId, t.powerValue, t.toughnessValue),
    index('tcg_cards_types_idx').using('gin', t.types),
    index('tcg_cards_colors_idx').using('gin', t.colors),
    index('tcg_cards_languages_idx').using('gin', t.languages),
  ],
  { key: ['productId'] },
);
export type TcgCardRow = typeof tcgCards.$inferSelect;

/**
 * The distinct card names, type lines and oracle texts of a store, maintained by the importer.
 *
 * Row-level security keeps non-leakproof operators (ILIKE, pg_trgm's `<%`, `@>`) away from indexes, so a
 * substring or typo match over a million products is a sequential scan. Matching here instead scans only the
 * store's distinct values (thousands, not a million); the search then finds the cards by plain equality
 * (`p.name in (...)`), which is leakproof and uses the btree indexes. Terms of renamed or deleted cards
 * linger harmlessly: they only ever select cards that still have that exact value.
 */
export const tcgTerms = tenantTable(
  'tcg_terms',
  {
    /** name | type | oracle */
    kind: text().notNull(),
    value: text().notNull(),
  },
  (t) => [
    // md5: oracle texts can outgrow a btree entry.
    uniqueIndex('tcg_terms_value_idx').on(t.tenantId, t.kind, sql`md5(${t.value})`),
    // Substring and typo matches (searches pick ids without row-level security, so this index serves them).
    index('tcg_terms_value_trgm_idx').using('gin', sql`${t.value} gin_trgm_ops`),
  ],
  { key: null },
);

/**
 * Which cards changed, and in which transaction: one row per card, rewritten by triggers on tcg_cards
 * (any column) and supplier_stocks (a stock row crossing zero) (migration 0021). It is each store's version
 * of its cards: a search's in-process index applies the rows from transactions at or after its watermark
 * (docs/decisions/017-tcg-search-in-process-index.md), on every instance, whichever process wrote.
 */
export const tcgCardChanges = tenantTable(
  'tcg_card_changes',
  {
    productId: integer().notNull(),
    /** `pg_current_xact_id()` of the last transaction that changed the card. */
    txid: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [index('tcg_card_changes_txid_idx').on(t.tenantId, t.txid)],
  { key: ['productId'] },
);
