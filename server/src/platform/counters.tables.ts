import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Platform-level: one row per limited thing (an address and action, an account), keyed by a string that
// names the store where the count is a store's (decision 022). Row-level security is on with no policy:
// the request role reads none of it; the counters are kept on the owner connection.

/**
 * Counters that every server instance shares: rate limits per client address and route, account
 * limits, failed sign-ins. Times are epoch milliseconds of the server clock that counted them.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  count: integer().notNull(),
  /** The last time the count grew. */
  lastMs: bigint({ mode: 'number' }).notNull(),
  /** When the count is over: a later hit starts it again at 1, and the cleaner deletes the row. */
  expiresMs: bigint({ mode: 'number' }).notNull(),
}).enableRLS();
