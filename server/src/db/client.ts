import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Queryable, Transaction } from './database.ts';
import type { ReadOnly, SelectSql } from './read-only.ts';
import { ReplicaSet } from './replicas.ts';

export type { Database, Queryable, Transaction } from './database.ts';

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The streaming replicas anonymous catalogue reads may use; undefined without DATABASE_REPLICA_URLS. */
  replicas: ReplicaSet | undefined;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database, or `memory://` to keep it in RAM. */
  dataDir: string;
  poolSize?: number;
  /** postgres://… streaming replicas of `databaseUrl` (PostgreSQL only). */
  databaseReplicaUrls?: string[];
  replicaMaxLagMs?: number;
  replicaCheckMs?: number;
  /** A dump of another embedded database (PGlite `dumpDataDir`) to start from instead of an empty one. */
  loadDataDir?: Blob;
}

const drizzleOptions = { casing: 'snake_case' } as const;

/** The pool of connections kept in one store's scope between reads (tenant-scope.ts `readAsTenant`). */
const scopedPools = new WeakMap<Database, pg.Pool>();

/** The scoped-read pool of a PostgreSQL database; undefined on PGlite (one connection, transactions only). */
export const scopedReadPool = (db: Database): pg.Pool | undefined => scopedPools.get(db);

/** Every pool of a PostgreSQL database by name (for /metrics); none on PGlite. */
const namedPools = new WeakMap<Database, Record<string, pg.Pool>>();
export const poolsOf = (db: Database): Record<string, pg.Pool> => namedPools.get(db) ?? {};
/** The pool transactions take their connection from; undefined on PGlite. */
export const primaryPool = (db: Database): pg.Pool | undefined => namedPools.get(db)?.primary;
const replicaSets = new WeakMap<Database, ReplicaSet>();

/** The replicas opened with `db`, if any (tenancy.ts routes anonymous catalogue reads to them). */
export const readReplicas = (db: Database): ReplicaSet | undefined => replicaSets.get(db);
/** Whether `db` is a PostgreSQL server, which several instances may share (PGlite belongs to one process). */
export const onPostgres = (db: Database): boolean => scopedPools.has(db);

/** Drizzle on one checked-out connection, made once per connection. */
const onConnection = new WeakMap<pg.PoolClient, Database>();
export function drizzleOn(client: pg.PoolClient): Database {
  let db = onConnection.get(client);
  if (!db) {
    db = drizzleNodePg({ client, ...drizzleOptions });
    onConnection.set(client, db);
  }
  return db;
}

/**
 * A Drizzle transaction on `client`, which the caller has sent BEGIN on and will commit or roll back
 * (tenant-scope.ts `transactionWith`): what `db.transaction` hands its callback, nested savepoints included.
 */
export function transactionOn(client: pg.PoolClient): Transaction {
  const { dialect, session } = drizzleOn(client) as unknown as {
    dialect: ConstructorParameters<typeof NodePgTransaction>[0];
    session: ConstructorParameters<typeof NodePgTransaction>[1] & {
      schema: ConstructorParameters<typeof NodePgTransaction>[2];
    };
  };
  return new NodePgTransaction(dialect, session, session.schema) as unknown as Transaction;
}

function newPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash
  // the process: the pool discards it and opens another on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/** Opens the embedded PGlite or a PostgreSQL pool behind the same Drizzle interface. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 20;
    const pool = newPool(options.databaseUrl, max);
    // Reads need far fewer connections than writes wait on locks with: half, at least 2.
    const reads = newPool(options.databaseUrl, Math.max(2, Math.ceil(max / 2)));
    const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
    scopedPools.set(db, reads);
    namedPools.set(db, { primary: pool, reads });
    const urls = options.databaseReplicaUrls ?? [];
    const replicas = urls.length
      ? new ReplicaSet(pool, urls, {
          maxLagMs: options.replicaMaxLagMs ?? 5_000,
          checkMs: options.replicaCheckMs ?? 250,
          poolSize: Math.max(2, Math.ceil(max / 2)),
        })
      : undefined;
    if (replicas) {
      replicaSets.set(db, replicas);
      await replicas.start();
    }
    const close = async () => {
      await replicas?.close();
      await Promise.all([pool.end(), reads.end()]);
    };
    return { db, kind: 'postgres', replicas, close };
  }
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist },
  });
  await client.waitReady;
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return { db, kind: 'pglite', replicas: undefined, close: () => client.close() };
}

/** Runs a query and returns its rows, whichever driver is underneath; on a `ReadOnly` one, reads only. */
export function queryRows<T>(db: Queryable, query: SQL): Promise<T[]>;
export function queryRows<T>(db: ReadOnly, query: SelectSql): Promise<T[]>;
export async function queryRows<T>(db: Queryable | ReadOnly, query: SQL): Promise<T[]> {
  // Both drivers (pg and PGlite) answer `{ rows }`; the shared Drizzle type leaves the result unknown.
  const result: unknown = await (db as Queryable).execute(query);
  return (result as { rows: T[] }).rows;
}

interface Internals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/** Prepared statements' names by their text: hashing a catalogue read's text was a few % of its CPU. */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 10_000;

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `sf_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    // The texts are few by design; the bound keeps a mistake (a value inlined in the text) from growing it.
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * `queryRows` as a named prepared statement: PostgreSQL parses and plans it once per connection, then
 * only binds and runs it (planning a catalogue read costs more than running it). Only for SQL whose
 * text is one of a few (values as parameters, lists as one array parameter): each text is kept per connection.
 */
export function queryPrepared<T>(db: Queryable, query: SQL): Promise<T[]>;
export function queryPrepared<T>(db: ReadOnly, query: SelectSql): Promise<T[]>;
export async function queryPrepared<T>(db: Queryable | ReadOnly, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const name = statementName(built.sql);
  const result = (await session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** A Drizzle query builder that can run as a named prepared statement. */
interface Preparable<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a Drizzle query builder as a named prepared statement, named by its text as `queryPrepared` names
 * them, answering what awaiting the builder answers. The same rule: only for a builder whose text is one of
 * a few (no lists of varying length).
 */
export function runPrepared<T>(builder: Preparable<T>): Promise<T> {
  return builder.prepare(statementName(builder.toSQL().sql)).execute();
}

export async function ping(db: Queryable): Promise<void> {
  await db.execute(sql`select 1`);
}
