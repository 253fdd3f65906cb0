import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client.ts';
import { migrate } from './migrate.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) console.warn('migrate.postgres.test.ts skipped: set TEST_DATABASE_URL to run it');
const name = `storefront_migrate_${randomBytes(6).toString('hex')}`;
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function admin(query: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    await admin(`create database ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    first = await openDatabase({ dataDir: '', databaseUrl: dbUrl.toString(), poolSize: 4 });
    second = await openDatabase({ dataDir: '', databaseUrl: dbUrl.toString(), poolSize: 4 });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('are applied once when two instances start on a fresh database at the same moment', async () => {
    await Promise.all([migrate(first), migrate(second)]);
    const [applied] = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int n from drizzle.__drizzle_migrations`,
    );
    expect(applied!.n).toBe(journal.entries.length);
    // The lock went with the migration: nobody holds it, so the next start does not wait.
    const held = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held[0]!.n).toBe(0);
    await migrate(second);
    const [again] = await queryRows<{ n: number }>(
      second.db,
      sql`select count(*)::int n from drizzle.__drizzle_migrations`,
    );
    expect(again!.n).toBe(journal.entries.length);
  });
});
