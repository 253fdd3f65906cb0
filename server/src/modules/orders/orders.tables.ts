import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CheckoutAddress, PaymentStatus } from '@storefront/contract/checkout';
import type { Carrier } from '@storefront/contract/shipment';
import { money } from '../../db/money-column.ts';
import { tenantReference, tenantTable } from '../../db/tenant-scope.ts';
import { users } from '../auth/tables.ts';
import { products, productVariants } from '../catalog/tables.ts';
import { supplierStocks } from '../inventory/tables.ts';

/**
 * A placed order with the prices, addresses and payment as they were at checkout. Of a card only the
 * brand and last 4 digits are kept. `idempotency_key` makes a retried checkout find this order again.
 */
export const orders = tenantTable(
  'orders',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderNumber: text().notNull(),
    userId: integer().notNull(),
    status: text().notNull().default('pending'),
    paymentStatus: text().$type<PaymentStatus>().notNull(),
    paymentMethod: text().notNull(),
    paymentTransactionId: text().notNull(),
    cardBrand: text(),
    cardLast4: text(),
    shippingMethod: text().notNull(),
    /** The method's name as the shopper chose it (decision 059); null for orders placed before it was kept. */
    shippingMethodName: text(),
    customerEmail: text().notNull(),
    customerPhone: text().notNull(),
    shippingAddress: jsonb().$type<CheckoutAddress>().notNull(),
    billingAddress: jsonb().$type<CheckoutAddress>().notNull(),
    orderNotes: text().notNull().default(''),
    subtotal: money().notNull(),
    shippingCost: money().notNull(),
    /** The lines' tax plus shipping's (decision 052); inside subtotal and shipping when `taxIncluded`. */
    taxTotal: money()
      .notNull()
      .default(sql`0`),
    taxIncluded: boolean().notNull().default(false),
    /** Off the subtotal: promotions and the code (decision 060); the lines' discounts add up to it. */
    discount: money()
      .notNull()
      .default(sql`0`),
    /** The discount code applied, as the store spells it (the promotions module keeps its uses). */
    discountCode: text(),
    total: money().notNull(),
    idempotencyKey: text(),
    /** Set when staff mark the order shipped: a CARRIERS id and the parcel's number (both null for pickup). */
    carrier: text().$type<Carrier>(),
    trackingNumber: text(),
    shippedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantReference(t.tenantId, t.userId, users).onDelete('cascade'),
    uniqueIndex('orders_tenant_number_idx').on(t.tenantId, t.orderNumber),
    uniqueIndex('orders_tenant_user_idempotency_idx').on(t.tenantId, t.userId, t.idempotencyKey),
    index('orders_tenant_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** One line of an order; name, SKU and price are copied so the order reads the same if the product changes. */
export const orderItems = tenantTable(
  'order_items',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    productId: integer(),
    productSlug: text().notNull(),
    productName: text().notNull(),
    /** The chosen variant's name (a card's condition and finish), copied like the product's. */
    variantName: text(),
    /** That variant, while it exists: 'Buy Again' adds it again. */
    variantId: integer(),
    sku: text().notNull(),
    unitPrice: money().notNull(),
    quantity: integer().notNull(),
    lineTotal: money().notNull(),
    /** The line's tax, rounded half up to the cent on its own (decision 052). */
    tax: money()
      .notNull()
      .default(sql`0`),
    /** Taken off lineTotal (promotions and the code, decision 060); the line was paid lineTotal - discount. */
    discount: money()
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    tenantReference(t.tenantId, t.orderId, orders).onDelete('cascade'),
    tenantReference(t.tenantId, t.productId, products).onDelete('set null'),
    tenantReference(t.tenantId, t.variantId, productVariants).onDelete('set null'),
    index('order_items_tenant_order_idx').on(t.tenantId, t.orderId),
  ],
);

/**
 * Which supplier stock rows an order line's units were taken from, written by checkout, so a cancellation
 * gives each supplier back exactly the units it sold. A deleted stock row takes its records with it.
 */
export const orderItemStocks = tenantTable(
  'order_item_stocks',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderItemId: integer().notNull(),
    supplierStockId: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    tenantReference(t.tenantId, t.orderItemId, orderItems, 'order_item_stocks_item_fk').onDelete('cascade'),
    tenantReference(t.tenantId, t.supplierStockId, supplierStocks, 'order_item_stocks_stock_fk').onDelete(
      'cascade',
    ),
    index('order_item_stocks_item_idx').on(t.tenantId, t.orderItemId),
    index('order_item_stocks_stock_idx').on(t.tenantId, t.supplierStockId),
    check('order_item_stocks_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * How an order is paid: one row per tender, store credit first, then the card or other method for the rest
 * (docs/decisions/041-payments-recorded-on-the-order.md). The amounts add up to the order's total.
 */
export const orderPayments = tenantTable(
  'order_payments',
  {
    id: integer().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    /** `store_credit`, or the payment method's id (card, cash, paypal). */
    method: text().notNull(),
    /** The tender as the shopper chose it: "Store credit", "Credit/Debit Card". */
    label: text().notNull(),
    amount: money().notNull(),
  },
  (t) => [
    tenantReference(t.tenantId, t.orderId, orders).onDelete('cascade'),
    index('order_payments_tenant_order_idx').on(t.tenantId, t.orderId),
    check('order_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
