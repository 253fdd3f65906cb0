import { sql } from 'drizzle-orm';
import {
  foreignKey,
  pgPolicy,
  pgTable,
  primaryKey,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { tenants } from './tenants.tables.ts';
import type pg from 'pg';
import {
  drizzleOn,
  primaryPool,
  scopedReadPool,
  transactionOn,
  type Database,
  type Transaction,
} from './client.ts';

/**
 * The role every request's queries run as. It is not the tables' owner and not a superuser, so
 * PostgreSQL applies each table's row-level-security policy to it (migration 0000 creates it).
 */
export const APP_ROLE = 'storefront_app';

/** The `tenant_id` column every tenant-owned table starts with. */
export const tenantIdColumn = () =>
  uuid()
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A tenant-owned table's key columns: what rows of other tables point at. */
interface TenantKeyed {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * A foreign key inside one store: `(tenant_id, column)` → the target's `(tenant_id, id)`, so a row can only
 * point at a row of its own store. `name` where the generated one would pass PostgreSQL's 63 characters.
 */
export function tenantReference(
  tenantId: AnyPgColumn,
  column: AnyPgColumn,
  target: TenantKeyed,
  name?: string,
) {
  return foreignKey({
    ...(name && { name }),
    columns: [tenantId, column],
    foreignColumns: [target.tenantId, target.id],
  });
}

/**
 * The policy a tenant-owned table declares: rows are visible and writable only while the
 * request's tenant is the row's tenant. `current_tenant_id()` reads the transaction setting that
 * `withTenant` makes, so a query that forgets its `tenant_id` filter still sees one tenant only.
 */
export const tenantIsolation = (table: string) =>
  pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = current_tenant_id()`,
    withCheck: sql`tenant_id = current_tenant_id()`,
  });

/** A tenant table's columns: `tenant_id` first, then the table's own. */
type TenantColumns<C> = { tenantId: ReturnType<typeof tenantIdColumn> } & C;

interface TenantTableOptions<C> {
  /**
   * The columns after `tenant_id` in the primary key: `['id']` unless told; `null` for a table keyed only
   * by a unique index.
   */
  key?: (keyof C & string)[] | null;
}

/**
 * A tenant-owned table, declared once: `tenant_id` (→ tenants, cascade) as the first column, the primary
 * key `(tenant_id, id)` (or `(tenant_id, ...key)`), and the row-level-security policy that limits every
 * statement to the request's store. The policy is not optional, so a tenant table without one cannot be
 * declared (lint refuses a bare `pgTable` in `*.tables.ts`).
 */
export function tenantTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  columns: C,
  extras: (t: BuildExtraConfigColumns<N, TenantColumns<C>, 'pg'>) => PgTableExtraConfigValue[] = () => [],
  { key = ['id'] }: TenantTableOptions<C> = {},
) {
  const all: TenantColumns<C> = { tenantId: tenantIdColumn(), ...columns };
  return pgTable(name, all, (t) => {
    const keyColumns = (key ?? []).map((column) => {
      const found = t[column] as AnyPgColumn | undefined;
      if (!found) throw new Error(`${name}: no column ${column} for the primary key`);
      return found;
    });
    return [
      ...(key ? [primaryKey({ columns: [t.tenantId, ...keyColumns] })] : []),
      ...extras(t),
      tenantIsolation(name),
    ];
  });
}

type Work<T> = (tx: Transaction) => Promise<T>;

/** Transaction-local settings a transaction starts with, by name (`set_config(name, value, true)`). */
export type TransactionSettings = Record<string, string>;

const SETTING_NAME = /^[a-z_]+(\.[a-z_]+)?$/;
/** What a setting's value may hold to be written into SQL text: a UUID, a role's name, digits, on/off. */
const SETTING_VALUE = /^[A-Za-z0-9_-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The settings as one `select set_config(…)` with the values in its text, so that on PostgreSQL it can
 * travel with BEGIN in one simple query (which takes no parameters). Only values that cannot close a
 * string literal are accepted; anything else throws before a query is sent.
 */
export function settingsQuery(settings: TransactionSettings): string {
  const calls = Object.entries(settings).map(([name, value]) => {
    if (!SETTING_NAME.test(name) || !SETTING_VALUE.test(value))
      throw new Error(`A transaction setting must be plain: ${name} = ${JSON.stringify(value)}`);
    return `set_config('${name}', '${value}', true)`;
  });
  return `select ${calls.join(', ')}`;
}

/** The store's id as a setting, refused unless it is a UUID (tenants.id): it is written into SQL text. */
export function tenantSetting(tenantId: string): TransactionSettings {
  if (!UUID.test(tenantId)) throw new Error(`Not a store id: ${JSON.stringify(tenantId)}`);
  return { 'app.tenant_id': tenantId };
}

/**
 * The `statement_timeout` setting that bounds each statement of a transaction, or none: PostgreSQL cancels
 * a statement running longer (SQLSTATE 57014), which the error handler answers as a 503. PGlite ignores it
 * (it cannot interrupt a running query).
 */
export function timeoutSetting(ms: number | undefined): TransactionSettings {
  if (ms === undefined) return {};
  if (!Number.isSafeInteger(ms) || ms < 0) throw new Error(`Not a statement timeout: ${ms}`);
  return { statement_timeout: String(ms) };
}

/**
 * One transaction that starts with `settings`. On PostgreSQL, BEGIN and the settings are one round trip
 * (`begin; select set_config(…)`, a simple query of two statements), then the work, then COMMIT; any error
 * rolls back the work and the settings with it. On PGlite, which queues other callers' queries behind its
 * own `transaction`, that is used, with the settings as its first statement.
 */
export async function transactionWith<T>(
  db: Database,
  settings: TransactionSettings,
  work: Work<T>,
): Promise<T> {
  const first = settingsQuery(settings);
  const pool = primaryPool(db);
  if (!pool)
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(first));
      return work(tx);
    });
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${first}`);
    const result = await work(transactionOn(client));
    await client.query('commit');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is closed rather than handed to the next caller.
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * Runs `work` in one transaction as the application role with the tenant set, so row-level
 * security limits every statement inside to that tenant's rows.
 */
export async function withTenant<T>(
  db: Database,
  tenantId: string,
  work: Work<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  return transactionWith(
    db,
    { ...tenantSetting(tenantId), role: APP_ROLE, ...timeoutSetting(statementTimeoutMs) },
    work,
  );
}

/** Which store each scoped-read connection is set to (null while unknown, e.g. after an error). */
const scopeOf = new WeakMap<object, string | null>();

/**
 * Runs the read-only `work` as the application role in `tenantId`'s scope, like `withTenant` but with no
 * transaction: on PostgreSQL, a connection of the scoped-read pool keeps role and store set (session-level)
 * between uses, so a read is its statements alone, with no BEGIN, SET or COMMIT round trip; they are set
 * again only when the connection last served another store. Each statement sees its own snapshot.
 * Never write through it, but for a single statement that commits on its own (`RequestContext.statement`).
 * On PGlite it is `withTenant`. `on`: a replica's pool to read from instead.
 */
export async function readAsTenant<T>(
  db: Database,
  tenantId: string,
  work: Work<T>,
  statementTimeoutMs?: number,
  on?: pg.Pool,
): Promise<T> {
  const pool = on ?? scopedReadPool(db);
  if (!pool) return withTenant(db, tenantId, work, statementTimeoutMs);
  const client = await pool.connect();
  try {
    if (scopeOf.get(client) !== tenantId) {
      scopeOf.set(client, null);
      await client.query(
        `select set_config('app.tenant_id', $1, false), set_config('role', '${APP_ROLE}', false),
                set_config('statement_timeout', $2, false)`,
        [tenantId, String(statementTimeoutMs ?? 0)],
      );
      scopeOf.set(client, tenantId);
    }
    return await work(drizzleOn(client) as unknown as Transaction);
  } catch (error) {
    scopeOf.set(client, null);
    throw error;
  } finally {
    client.release();
  }
}
