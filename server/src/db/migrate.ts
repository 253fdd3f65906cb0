import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { queryRows, type Database, type DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations when several server instances start at once. */
const MIGRATION_LOCK = 727_001;

/** Applies every committed migration that has not run yet. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await handle.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}

export interface MigrationState {
  /** Migrations this build carries. */
  bundled: number;
  /** Migrations the database has recorded. */
  applied: number;
  /** Every bundled migration has run (a newer database, migrated by a newer build, is current too). */
  current: boolean;
}

let newestBundled: { count: number; millis: number } | undefined;

/** Whether the database has every migration of this build (drizzle's rule: the newest applied `created_at`). */
export async function migrationState(db: Database): Promise<MigrationState> {
  if (!newestBundled) {
    const files = readMigrationFiles({ migrationsFolder });
    newestBundled = { count: files.length, millis: Math.max(0, ...files.map((f) => f.folderMillis)) };
  }
  const [row] = await queryRows<{ applied: number; newest: string | null }>(
    db,
    sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  ).catch(() => [{ applied: 0, newest: null }]);
  const newest = Number(row?.newest ?? 0);
  return {
    bundled: newestBundled.count,
    applied: row?.applied ?? 0,
    current: newest >= newestBundled.millis,
  };
}
