import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

// The driver-neutral Drizzle types every database door is written against (client.ts opens them,
// read-only.ts narrows them), in a file of their own so that neither of those imports the other.

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything that runs queries: the database itself or a transaction inside it. */
export type Queryable = Database | Transaction;
