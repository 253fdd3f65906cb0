import { sql, type SQL } from 'drizzle-orm';
import { foreignKey, pgPolicy, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.tables.ts';
import type { Database, Transaction } from './client.ts';

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

type Work<T> = (tx: Transaction) => Promise<T>;

/**
 * One transaction whose first statement is `settings` (transaction-local `set_config` calls), plus a
 * `statement_timeout` when given: PostgreSQL cancels a statement running longer (SQLSTATE 57014), which
 * the error handler answers as a 503. PGlite ignores it (it cannot interrupt a running query).
 */
async function transactionWith<T>(
  db: Database,
  settings: SQL,
  work: Work<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  const timeout =
    statementTimeoutMs === undefined
      ? sql``
      : sql`, set_config('statement_timeout', ${String(statementTimeoutMs)}, true)`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`${settings}${timeout}`);
    return work(tx);
  });
}

/**
 * Runs `work` in one transaction as the application role with the tenant set, so row-level
 * security limits every statement inside to that tenant's rows.
 */
export function withTenant<T>(
  db: Database,
  tenantId: string,
  work: Work<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  return transactionWith(
    db,
    sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('role', ${APP_ROLE}, true)`,
    work,
    statementTimeoutMs,
  );
}

/**
 * Runs `work` in one transaction on the owner connection with the tenant set, where row-level security
 * does not apply, for picking search matches only (docs/decisions/008-search-picks-ids-as-owner.md):
 * PostgreSQL lets only leakproof operators use an index under a policy, and search needs the others.
 * Every statement inside must filter `tenant_id` itself and return ids alone; the rows are then read
 * through `withTenant`, where the policy drops any id that is not the tenant's.
 */
export function pickAsOwner<T>(
  db: Database,
  tenantId: string,
  work: Work<T>,
  statementTimeoutMs?: number,
): Promise<T> {
  // Searches stop scans early (LIMIT); a synchronized scan would start where the last one stopped, a place
  // that drifts through the table, and every hundredth or so search would cross its emptier stretches.
  return transactionWith(
    db,
    sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('synchronize_seqscans', 'off', true)`,
    work,
    statementTimeoutMs,
  );
}
