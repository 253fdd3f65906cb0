import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { categories, products, productTypes } from '../catalog/tables.ts';

/**
 * One sale by rule (issue 28, decision 061): what it matches (game, set, rarity, category, product type,
 * product; empty matches every product), how much it takes off (a percent or a fixed amount), and when it
 * runs. The first running rule by position prices a product. `applied` is what the store's prices show
 * ('scheduled' | 'running' | 'ended'): the scheduled step moves it to what the clock says, once.
 */
export const saleRules = tenantTable(
  'sale_rules',
  {
    id: integer().generatedAlwaysAsIdentity(),
    position: integer().notNull(),
    name: text().notNull(),
    game: text(),
    setCode: text(),
    rarity: text(),
    categoryId: integer(),
    productTypeId: integer(),
    productId: integer(),
    /** percent | amount */
    kind: text().notNull(),
    percent: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    amount: money().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    /** Set when staff end the sale before its end. */
    endedAt: timestamp({ withTimezone: true }),
    applied: text().notNull().default('scheduled'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.categoryId, categories).onDelete('cascade'),
    tenantReference(t.tenantId, t.productTypeId, productTypes).onDelete('cascade'),
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    index('sale_rules_position_idx').on(t.tenantId, t.position),
    check('sale_rules_kind', sql`${t.kind} in ('percent', 'amount')`),
    check('sale_rules_applied', sql`${t.applied} in ('scheduled', 'running', 'ended')`),
  ],
);
