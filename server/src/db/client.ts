import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything that runs queries: the database itself or a transaction inside it. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database, or `memory://` to keep it in RAM. */
  dataDir: string;
  poolSize?: number;
}

const drizzleOptions = { casing: 'snake_case' } as const;

/** Opens the embedded PGlite or a PostgreSQL pool behind the same Drizzle interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    // An idle connection the server ends (restart, failover, a dropped test database) must not crash
    // the process: the pool discards it and opens another on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = new PGlite({ dataDir: options.dataDir, extensions: { pg_trgm, btree_gist } });
  await client.waitReady;
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Runs a query and returns its rows, whichever driver is underneath. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer `{ rows }`; the shared Drizzle type leaves the result unknown.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
