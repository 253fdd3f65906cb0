import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';

/**
 * Counts committed row writes per table with row triggers the fuzz run installs (never a migration). A
 * rolled-back transaction rolls its counts back too, so a count that moves across a rejected request means
 * that request committed a write. Cheaper than hashing every table after every request, and stricter: it
 * also sees a write that left a row's values as they were.
 */
export async function installWriteCounter(db: Database): Promise<void> {
  await db.execute(sql`create table fuzz_writes (tbl text primary key, n bigint not null)`);
  await db.execute(sql`create function fuzz_count_write() returns trigger language plpgsql security definer as $$
    begin
      insert into fuzz_writes values (tg_table_name, 1) on conflict (tbl) do update set n = fuzz_writes.n + 1;
      return null;
    end $$`);
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
          and table_name not in ('fuzz_writes', '__drizzle_migrations')`,
  );
  for (const { name } of tables)
    await db.execute(
      sql`create trigger fuzz_count_write after insert or update or delete on ${sql.identifier(name)}
          for each row execute function fuzz_count_write()`,
    );
}

/** Committed row writes so far, by table. */
export async function writeCounts(db: Database): Promise<Map<string, number>> {
  const rows = await queryRows<{ tbl: string; n: string }>(db, sql`select tbl, n::text from fuzz_writes`);
  return new Map(rows.map((r) => [r.tbl, Number(r.n)]));
}

/** Tables written between two counts. */
export const writtenTables = (before: Map<string, number>, after: Map<string, number>) =>
  [...after.keys()].filter((t) => after.get(t) !== before.get(t));
