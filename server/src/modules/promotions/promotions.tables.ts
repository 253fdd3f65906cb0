import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { orders } from '../orders/tables.ts';

/**
 * What a code or promotion matches a line by, as pricing rules match cards (game, set, rarity) plus the
 * catalogue's category (or a sub-category), product type and product; null matches every line. The ids are
 * filters, not foreign keys: a deleted product leaves a code that matches nothing, never one that matches all.
 */
const matchColumns = () => ({
  game: text(),
  setCode: text(),
  rarity: text(),
  categoryId: integer(),
  productTypeId: integer(),
  productId: integer(),
});

const window = () => ({
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
});

/** A discount code (issue 28, decision 060): percent (basis points) or fixed off the order or matching lines. */
export const discountCodes = tenantTable(
  'discount_codes',
  {
    id: integer().generatedAlwaysAsIdentity(),
    /** As the store spells it; matched without regard to case (the unique index is on lower(code)). */
    code: text().notNull(),
    description: text().notNull().default(''),
    /** percent | fixed */
    kind: text().$type<'percent' | 'fixed'>().notNull(),
    /** Percent off in hundredths of a percent (12.5 % = 1250), for kind percent. */
    percentBp: integer(),
    amount: money(),
    /** order | lines: the whole order, or only the lines the filters match. */
    appliesTo: text().$type<'order' | 'lines'>().notNull().default('order'),
    ...matchColumns(),
    minSpend: money(),
    ...window(),
    totalLimit: integer(),
    perCustomerLimit: integer(),
    stackable: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_tenant_code_idx').on(t.tenantId, sql`lower(${t.code})`),
    check('discount_codes_kind', sql`${t.kind} in ('percent', 'fixed')`),
    check('discount_codes_scope', sql`${t.appliesTo} in ('order', 'lines')`),
    check('discount_codes_percent', sql`${t.percentBp} is null or ${t.percentBp} between 1 and 10000`),
  ],
);

/**
 * One order's use of a code, written in the order's transaction while the code's row is locked, so the
 * limits hold under any number of racing checkouts. A discarded unpaid order takes its use with it.
 */
export const discountCodeUses = tenantTable(
  'discount_code_uses',
  {
    id: integer().generatedAlwaysAsIdentity(),
    codeId: integer().notNull(),
    userId: integer().notNull(),
    orderId: integer().notNull(),
    discount: money().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.codeId, discountCodes).onDelete('cascade'),
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    tenantReference(t.tenantId, t.orderId, orders).onDelete('cascade'),
    index('discount_code_uses_code_user_idx').on(t.tenantId, t.codeId, t.userId),
    uniqueIndex('discount_code_uses_order_idx').on(t.tenantId, t.orderId),
  ],
);

/** An automatic buy-X-get-Y promotion: of every buy + free matching units, the `free` cheapest cost nothing. */
export const promotions = tenantTable(
  'promotions',
  {
    id: integer().generatedAlwaysAsIdentity(),
    position: integer().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...matchColumns(),
    buyQuantity: integer().notNull(),
    freeQuantity: integer().notNull(),
    ...window(),
  },
  (t) => [
    index('promotions_position_idx').on(t.tenantId, t.position),
    check('promotions_quantities', sql`${t.buyQuantity} > 0 and ${t.freeQuantity} > 0`),
  ],
);
