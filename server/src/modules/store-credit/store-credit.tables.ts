import { sql } from 'drizzle-orm';
import { check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoreCreditKind } from '@storefront/contract/store-credit';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';

/**
 * A customer's store-credit balance in one store: the sum of their ledger, kept on one row so that
 * spending locks it and a check keeps it from going below zero (docs/decisions/014-store-credit-and-buylist.md).
 */
export const storeCreditAccounts = tenantTable(
  'store_credit_accounts',
  {
    userId: integer().notNull(),
    balance: money({ precision: 12 }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    check('store_credit_accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
  { key: ['userId'] },
);

/**
 * Every movement of store credit, never updated or deleted: `amount` is signed, `balance_after` the
 * account's balance once it was applied. `order_id` is not a foreign key, so the record of a spend
 * outlives an order that was discarded.
 */
export const storeCreditEntries = tenantTable(
  'store_credit_entries',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    kind: text().$type<StoreCreditKind>().notNull(),
    amount: money({ precision: 12 }).notNull(),
    balanceAfter: money({ precision: 12 }).notNull(),
    reason: text().notNull().default(''),
    orderId: integer(),
    orderNumber: text(),
    submissionId: integer(),
    actorId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('store_credit_entries_user_idx').on(t.tenantId, t.userId, t.id),
    index('store_credit_entries_order_idx').on(t.tenantId, t.orderId),
    check('store_credit_entries_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
