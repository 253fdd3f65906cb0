import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRlsProbe, createTestApp, hasPostgres, type TestApp } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import { withTenant } from './tenant-scope.ts';
import { tenants } from './tenants.tables.ts';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('on %s', (_name, postgres) => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres && !hasPostgres) return;
    t = await createTestApp({ postgres });
    await createRlsProbe(t);
  });
  afterAll(() => t?.close());

  it.skipIf(postgres && !hasPostgres)('applies every migration', async () => {
    const rows = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int n from tenants`);
    expect(rows[0]!.n).toBe(4);
  });

  it.skipIf(postgres && !hasPostgres)(
    'shows a query under tenant A none of tenant B’s rows, even unfiltered',
    async () => {
      const seen = await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
        queryRows<{ note: string }>(tx, sql`select note from rls_probe`),
      );
      expect(seen.map((r) => r.note)).toEqual(['cards secret']);
      const stores = await withTenant(t.handle.db, t.stores.cards!.id, (tx) => tx.select().from(tenants));
      expect(stores.map((s) => s.slug)).toEqual(['cards']);
    },
  );

  it.skipIf(postgres && !hasPostgres)('refuses to write a row for another tenant', async () => {
    const write = withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      tx.execute(sql`insert into rls_probe values (${t.stores.outdoor!.id}, 'planted')`),
    );
    await expect(write).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/row-level security/) },
    });
    const update = await withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
      queryRows(tx, sql`update rls_probe set note = 'changed' where note = 'outdoor secret' returning note`),
    );
    expect(update).toEqual([]);
  });

  it.skipIf(postgres && !hasPostgres)(
    'has row-level security and a policy on every tenant-owned table',
    async () => {
      const unprotected = await queryRows<{ table_name: string }>(
        t.handle.db,
        sql`select c.relname as table_name from pg_class c
          join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
          where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace
            and (not c.relrowsecurity or not exists (select 1 from pg_policy p where p.polrelid = c.oid))`,
      );
      expect(unprotected).toEqual([]);
    },
  );
});
