import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { drizzleOn, type DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any constant: serialises migrations when several server instances start at once. */
const MIGRATION_LOCK = 727_001;

/** Applies every committed migration that has not run yet. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // An advisory lock belongs to one connection: take it, migrate and let it go on the same one, so an
  // instance starting meanwhile waits, then finds every migration applied and applies none.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  const db = drizzleOn(client);
  try {
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  } finally {
    client.release();
  }
}
