import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../db/tenant-scope.ts';
import { products } from '../catalog/index.ts';

/**
 * The searchable card fields of a TCG product, one row per product, as typed columns so each filter
 * and query-language keyword has a plain index (docs/decisions/006-tcg-card-columns.md).
 */
export const tcgCards = pgTable(
  'tcg_cards',
  {
    tenantId: tenantIdColumn(),
    productId: integer().notNull(),
    /** mtg | pokemon */
    game: text().notNull(),
    setCode: text().notNull(),
    setName: text().notNull(),
    collectorNumber: text().notNull().default(''),
    rarity: text().notNull(),
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
    source: text().notNull(),
    sourceId: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.productId] }),
    foreignKey({
      columns: [t.tenantId, t.productId],
      foreignColumns: [products.tenantId, products.id],
    }).onDelete('cascade'),
    index('tcg_cards_game_rarity_idx').on(t.tenantId, t.game, sql`lower(${t.rarity})`),
    index('tcg_cards_set_idx').on(t.tenantId, t.setCode),
    index('tcg_cards_mana_value_idx').on(t.tenantId, t.manaValue),
    index('tcg_cards_power_idx').on(t.tenantId, t.powerValue, t.toughnessValue),
    index('tcg_cards_types_idx').using('gin', t.types),
    index('tcg_cards_colors_idx').using('gin', t.colors),
    index('tcg_cards_type_line_trgm_idx').using('gin', sql`${t.typeLine} gin_trgm_ops`),
    index('tcg_cards_oracle_trgm_idx').using('gin', sql`${t.oracleText} gin_trgm_ops`),
    tenantIsolation('tcg_cards'),
  ],
);
export type TcgCardRow = typeof tcgCards.$inferSelect;
