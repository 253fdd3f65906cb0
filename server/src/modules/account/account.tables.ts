import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressState, CountryCode } from '@storefront/contract/account';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products } from '../catalog/tables.ts';

type UserOwned = { tenantId: AnyPgColumn; userId: AnyPgColumn };
/** Rows owned by a user go with the user. */
const userFk = (t: UserOwned) => tenantReference(t.tenantId, t.userId, users).onDelete('cascade');

/** A user's address book; at most one default address per user. */
export const addresses = tenantTable(
  'addresses',
  {
    id: integer().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    name: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    state: text().$type<AddressState>().notNull(),
    zipCode: text().notNull(),
    country: text().$type<CountryCode>().notNull(),
    phone: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    userFk(t),
    index('addresses_tenant_user_idx').on(t.tenantId, t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Notification and privacy choices, one row per user (created on first save). */
export const userSettings = tenantTable(
  'user_settings',
  {
    userId: integer().notNull(),
    emailNotifications: boolean().notNull(),
    smsNotifications: boolean().notNull(),
    marketingEmails: boolean().notNull(),
    orderUpdates: boolean().notNull(),
    priceAlerts: boolean().notNull(),
    profileVisibility: text().$type<'private' | 'friends' | 'public'>().notNull(),
    dataSharing: boolean().notNull(),
    analyticsTracking: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [userFk(t)],
  { key: ['userId'] },
);

/** A product a user keeps for later; the pair is the key, so adding twice is harmless. */
export const wishlistItems = tenantTable(
  'wishlist_items',
  {
    userId: integer().notNull(),
    productId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    userFk(t),
    tenantReference(t.tenantId, t.productId, products).onDelete('cascade'),
    index('wishlist_items_tenant_product_idx').on(t.tenantId, t.productId),
  ],
  { key: ['userId', 'productId'] },
);
