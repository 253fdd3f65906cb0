import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import type { WantlistItem } from '@storefront/contract/wantlists';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { productVariants } from '../catalog/tables.ts';

/** A shopper's named list of wanted cards; `alerts` says whether matching offers are e-mailed. */
export const wantlists = tenantTable(
  'wantlists',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    name: text().notNull(),
    alerts: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('wantlists_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * One wanted card: matched by name (`nameKey`, its lower case), and when given a set code, a minimum
 * condition, a finish, a language and a maximum price (per copy).
 */
export const wantlistItems = tenantTable(
  'wantlist_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    wantlistId: integer().notNull(),
    name: text().notNull(),
    nameKey: text().notNull(),
    setCode: text(),
    condition: text().$type<NonNullable<WantlistItem['condition']>>(),
    finish: text().$type<NonNullable<WantlistItem['finish']>>(),
    language: text(),
    maxPrice: money(),
    quantity: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.wantlistId, wantlists).onDelete('cascade'),
    index('wantlist_items_list_idx').on(t.tenantId, t.wantlistId),
    index('wantlist_items_name_idx').on(t.tenantId, t.nameKey),
    check('wantlist_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * An offer (a variant in stock at or under the item's maximum) that matches a wanted item now. A row appears
 * when the offer starts matching and goes when it stops, so an offer that comes back alerts again.
 * `notifiedAt` null: waiting for the shopper's next digest; `silent`: it already matched when the item was
 * saved (the shopper saw it), so it sends nothing.
 */
export const wantlistMatches = tenantTable(
  'wantlist_matches',
  {
    itemId: integer().notNull(),
    variantId: integer().notNull(),
    productId: integer().notNull(),
    price: money().notNull(),
    silent: boolean().notNull().default(false),
    notifiedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.itemId, wantlistItems).onDelete('cascade'),
    tenantReference(t.tenantId, t.variantId, productVariants).onDelete('cascade'),
    index('wantlist_matches_product_idx').on(t.tenantId, t.productId),
  ],
  { key: ['itemId', 'variantId'] },
);

/** Each alert e-mail sent to a shopper: at most one an hour (the digest of what matched meanwhile). */
export const wantlistDigests = tenantTable(
  'wantlist_digests',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    matches: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    index('wantlist_digests_user_idx').on(t.tenantId, t.userId, t.sentAt),
  ],
);

/** Where each store's alert scan stands in the catalogue's change log (decision 050): its watermark. */
export const wantlistScans = tenantTable(
  'wantlist_scans',
  {
    /** The change log's transactions at or after this are read again by the next scan. */
    watermark: bigint({ mode: 'bigint' }).notNull(),
    scannedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [],
  { key: [] },
);
