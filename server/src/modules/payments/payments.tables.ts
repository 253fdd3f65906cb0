import { integer, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../db/tenant-scope.ts';

/**
 * Each Stripe event the webhook handled, by Stripe's event id: a second delivery of one finds its row and
 * changes nothing. `outcome` is what it did to the order (intent-outcome.ts), `refund_needed` included.
 */
export const paymentEvents = tenantTable('payment_events', {
  id: text().notNull(),
  type: text().notNull(),
  intentId: text().notNull(),
  orderId: integer(),
  outcome: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
