import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { productVariants, products } from '../catalog/tables.ts';

/**
 * The columns of an ordered card rule (pricing's and the buylist's): its place, its name, whether it is on,
 * and what it matches (game, set, rarity, finish, market price band). `F` types the finish.
 */
export const cardRuleTableColumns = <F extends string>() => ({
  id: integer().generatedAlwaysAsIdentity(),
  position: integer().notNull(),
  name: text().notNull(),
  isActive: boolean().notNull().default(true),
  game: text(),
  setCode: text(),
  rarity: text(),
  finish: text().$type<F>(),
  minPrice: money({ precision: 12 }),
  maxPrice: money({ precision: 12 }),
});

/** The columns that name one price series: a printing (product), its finish, who quotes it and what. */
const seriesColumns = () => ({
  productId: integer().notNull(),
  /** nonfoil | foil | etched | reverse (Pokémon reverse holo) | … */
  finish: text().notNull(),
  /** tcgplayer | cardmarket | cardkingdom | cardsphere | … */
  provider: text().notNull(),
  /** retail | buylist */
  kind: text().notNull(),
  /** market | low | mid | high */
  metric: text().notNull(),
  currency: text().notNull(),
});

/** Every price ever imported, one per series and day (importing the same day again replaces it). */
export const priceHistory = tenantTable(
  'price_history',
  { ...seriesColumns(), day: date().notNull(), price: money({ precision: 12 }).notNull() },
  (t) => [tenantReference(t.tenantId, t.productId, products).onDelete('cascade')],
  { key: ['productId', 'finish', 'provider', 'kind', 'metric', 'day'] },
);

/** The newest price of each series: what pricing rules read, so they never scan the history. */
export const currentPrices = tenantTable(
  'current_prices',
  { ...seriesColumns(), day: date().notNull(), price: money({ precision: 12 }).notNull() },
  (t) => [tenantReference(t.tenantId, t.productId, products).onDelete('cascade')],
  { key: ['productId', 'finish', 'provider', 'kind', 'metric'] },
);

/** A store's pricing settings: condition multipliers (percent), the market provider, automatic re-apply. */
export const pricingSettings = tenantTable(
  'pricing_settings',
  {
    conditionPercents: jsonb()
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{"NM":100,"LP":85,"MP":70,"HP":50,"DMG":35}'::jsonb`),
    marketProvider: text().notNull().default('tcgplayer'),
    autoApply: boolean().notNull().default(false),
  },
  () => [],
  { key: [] },
);

/** One ordered pricing rule; the first active rule matching a card's variant prices it. */
export const pricingRules = tenantTable(
  'pricing_rules',
  {
    ...cardRuleTableColumns<string>(),
    condition: text(),
    /** market | low | mid | provider | fixed */
    base: text().notNull(),
    provider: text(),
    fixedPrice: money({ precision: 12 }),
    percent: numeric({ precision: 7, scale: 2 }).notNull().default('0'),
    amount: money({ precision: 12 }).notNull().default(0),
    floor: money({ precision: 12 }),
    ceiling: money({ precision: 12 }),
    /** none | 99 (up to .99) | 49-99 (up to .49 or .99) */
    rounding: text().notNull().default('none'),
  },
  (t) => [index('pricing_rules_position_idx').on(t.tenantId, t.position)],
);

/** Whether a supplier's offers follow the store's rules ('store') or keep the supplier's own prices. */
export const supplierPricing = tenantTable(
  'supplier_pricing',
  { supplierId: integer().notNull(), mode: text().notNull().default('store') },
  (t) => [
    tenantReference(t.tenantId, t.supplierId, users).onDelete('cascade'),
    check('supplier_pricing_mode', sql`${t.mode} in ('store', 'own')`),
  ],
  { key: ['supplierId'] },
);

/** One application of the rules: who, when, what it changed, and whether it was undone. */
export const pricingRuns = tenantTable('pricing_runs', {
  id: integer().generatedAlwaysAsIdentity(),
  actor: text().notNull(),
  changed: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp({ withTimezone: true }),
});

/** The variant prices one run changed, before and after: what undo puts back. */
export const pricingRunChanges = tenantTable(
  'pricing_run_changes',
  {
    runId: integer().notNull(),
    variantId: integer().notNull(),
    productId: integer().notNull(),
    oldPrice: money({ precision: 12 }).notNull(),
    newPrice: money({ precision: 12 }).notNull(),
  },
  (t) => [
    tenantReference(t.tenantId, t.runId, pricingRuns).onDelete('cascade'),
    tenantReference(t.tenantId, t.variantId, productVariants, 'pricing_run_changes_variant_fk').onDelete(
      'cascade',
    ),
  ],
  { key: ['runId', 'variantId'] },
);
