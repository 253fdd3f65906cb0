import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import type { BuyCondition, BuyFinish, Payout, SubmissionStatus } from '@storefront/contract/buylist';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';
import { cardRuleTableColumns } from '../pricing/tables.ts';

export const DEFAULT_CONDITION_PERCENTS: Record<BuyCondition, number> = {
  NM: 100,
  LP: 85,
  MP: 70,
  HP: 50,
  DMG: 35,
};

/**
 * The store's buy rule, one row per store: percents of the market price for cash and for credit,
 * condition multipliers, the default maximum per card and condition, and the total budget. Submissions
 * lock this row, so limits are checked one submission at a time (docs/decisions/014-store-credit-and-buylist.md).
 */
export const buylistSettings = tenantTable(
  'buylist_settings',
  {
    isOpen: boolean().notNull().default(true),
    cashPercent: integer().notNull().default(30),
    creditPercent: integer().notNull().default(45),
    maxPerCard: integer().notNull().default(4),
    // In dollars: a money column's SQL default is the numeric itself, not cents ($1,000).
    budget: money({ precision: 12 })
      .notNull()
      .default(sql`1000`),
    conditionPercents: jsonb()
      .$type<Record<BuyCondition, number>>()
      .notNull()
      .default(DEFAULT_CONDITION_PERCENTS),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [],
  { key: [] },
);

/**
 * The store's ordered buy rules: a card (in a finish) takes the cash and credit percents of the first active
 * rule matching its game, set, rarity, finish and market price band; with none, the store's settings apply.
 */
export const buylistRules = tenantTable(
  'buylist_rules',
  {
    ...cardRuleTableColumns<BuyFinish>(),
    cashPercent: integer().notNull(),
    creditPercent: integer().notNull(),
  },
  (t) => [index('buylist_rules_position_idx').on(t.tenantId, t.position)],
);

/** A per-card exception to the rule: a hotlist bonus in percent, not buying it at all, its own maximum. */
export const buylistOverrides = tenantTable(
  'buylist_overrides',
  {
    productId: integer().notNull(),
    hotlistPercent: integer().notNull().default(0),
    notBuying: boolean().notNull().default(false),
    maxQuantity: integer(),
  },
  (t) => [tenantReference(t.tenantId, t.productId, products).onDelete('cascade')],
  { key: ['productId'] },
);

/** A customer's sell list as submitted, then worked by staff; `paid` records the payout once completed. */
export const buylistSubmissions = tenantTable(
  'buylist_submissions',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    status: text().$type<SubmissionStatus>().notNull().default('submitted'),
    note: text().notNull().default(''),
    payout: text().$type<Payout>(),
    paid: money({ precision: 12 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('buylist_submissions_user_idx').on(t.tenantId, t.userId, t.id),
    index('buylist_submissions_status_idx').on(t.tenantId, t.status, t.id),
  ],
);

/**
 * One card of a submission at unit prices; staff may change it while grading, or reject it with a reason.
 * `product_id` is no foreign key (a deleted card leaves the line, named by `product_name`, as it was).
 * The `submitted_*` columns keep what the customer sent, written the first time staff regrade the line, so
 * the customer sees what changed.
 */
export const buylistLines = tenantTable(
  'buylist_lines',
  {
    id: integer().generatedAlwaysAsIdentity(),
    submissionId: integer().notNull(),
    productId: integer(),
    productName: text().notNull(),
    condition: text().$type<BuyCondition>().notNull(),
    finish: text().$type<BuyFinish>().notNull(),
    quantity: integer().notNull(),
    cashPrice: money({ precision: 12 }).notNull(),
    creditPrice: money({ precision: 12 }).notNull(),
    rejected: boolean().notNull().default(false),
    rejectReason: text().notNull().default(''),
    submittedCondition: text().$type<BuyCondition>(),
    submittedFinish: text().$type<BuyFinish>(),
    submittedCashPrice: money({ precision: 12 }),
    submittedCreditPrice: money({ precision: 12 }),
  },
  (t) => [
    tenantReference(t.tenantId, t.submissionId, buylistSubmissions).onDelete('cascade'),
    index('buylist_lines_submission_idx').on(t.tenantId, t.submissionId),
    index('buylist_lines_product_idx').on(t.tenantId, t.productId, t.condition),
    check('buylist_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
