import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

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
