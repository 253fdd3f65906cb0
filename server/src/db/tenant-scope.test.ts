import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRlsProbe, createTestApp, hasPostgres, type TestApp } from '../test/test-app.ts';
import pg from 'pg';
import { queryRows } from './client.ts';
import { APP_ROLE, settingsQuery, withTenant } from './tenant-scope.ts';
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

  // withTenant's BEGIN and the scope travel as one simple query on PostgreSQL (transactionWith).
  it.skipIf(postgres && !hasPostgres)(
    'starts a transaction in the store’s scope in one round trip, and a statement inside sees that store only',
    async () => {
      const query = vi.spyOn(pg.Client.prototype, 'query');
      let sent: string[];
      try {
        const [seen] = await withTenant(
          t.handle.db,
          t.stores.cards!.id,
          (tx) =>
            queryRows<{ notes: string[]; role: string; tenant: string; timeout: string }>(
              tx,
              sql`select array(select note from rls_probe) notes, current_user "role",
                current_setting('app.tenant_id') tenant, current_setting('statement_timeout') timeout`,
            ),
          1234,
        );
        expect(seen).toEqual({
          notes: ['cards secret'],
          role: APP_ROLE,
          tenant: t.stores.cards!.id,
          // PGlite keeps the setting though it cannot enforce it.
          timeout: '1234ms',
        });
      } finally {
        sent = query.mock.calls.map(([first]: unknown[]) =>
          typeof first === 'string' ? first : (first as { text: string }).text,
        );
        query.mockRestore();
      }
      if (postgres) {
        expect(sent).toHaveLength(3);
        expect(sent[0]).toMatch(/^begin; select set_config\('app\.tenant_id', '[0-9a-f-]{36}', true\)/);
        expect(sent[2]).toBe('commit');
      }
    },
  );

  it.skipIf(postgres && !hasPostgres)(
    'rolls back the work and the scope when a statement inside fails, leaving the connection unscoped',
    async () => {
      const planted = withTenant(t.handle.db, t.stores.cards!.id, async (tx) => {
        await tx.execute(sql`insert into rls_probe values (${t.stores.cards!.id}, 'rolled back')`);
        await tx.execute(sql`insert into rls_probe values (${t.stores.outdoor!.id}, 'planted')`);
      });
      await expect(planted).rejects.toMatchObject({
        cause: { message: expect.stringMatching(/row-level security/) },
      });
      const thrown = withTenant(t.handle.db, t.stores.cards!.id, async (tx) => {
        await tx.execute(sql`insert into rls_probe values (${t.stores.cards!.id}, 'rolled back')`);
        throw new Error('the work failed');
      });
      await expect(thrown).rejects.toThrow('the work failed');
      // The owner sees every row (no policy): neither write stayed. A pool hands back the connection it was
      // given last, so these reads run where the failed transactions did: the scope went with the rollback.
      for (let i = 0; i < 3; i++) {
        const [after] = await queryRows<{ notes: string[]; tenant: string | null; role: string }>(
          t.handle.db,
          sql`select array(select note from rls_probe order by note) notes,
            nullif(current_setting('app.tenant_id', true), '') tenant, current_user "role"`,
        );
        expect(after).toEqual({ notes: ['cards secret', 'outdoor secret'], tenant: null, role: 'postgres' });
      }
    },
  );

  it.skipIf(postgres && !hasPostgres)('rolls a nested transaction back to its savepoint alone', async () => {
    await withTenant(t.handle.db, t.stores.cards!.id, async (tx) => {
      await tx.execute(sql`insert into rls_probe values (${t.stores.cards!.id}, 'outer')`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into rls_probe values (${t.stores.cards!.id}, 'inner')`);
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
    });
    const notes = await queryRows<{ note: string }>(
      t.handle.db,
      sql`delete from rls_probe where note in ('outer', 'inner') returning note`,
    );
    expect(notes).toEqual([{ note: 'outer' }]);
  });

  it.skipIf(postgres && !hasPostgres)(
    'refuses a store id or a setting that is not plain before sending anything',
    async () => {
      let ran = false;
      const forged = withTenant(
        t.handle.db,
        `${t.stores.cards!.id}', true); drop table rls_probe; --`,
        () => {
          ran = true;
          return Promise.resolve();
        },
      );
      await expect(forged).rejects.toThrow(/Not a store id/);
      await expect(withTenant(t.handle.db, t.stores.cards!.id, async () => {}, 1.5)).rejects.toThrow(
        /Not a statement timeout/,
      );
      expect(ran).toBe(false);
      expect(() => settingsQuery({ role: "x', true), set_config('role', 'postgres" })).toThrow(/plain/);
      const rows = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int n from rls_probe`);
      expect(rows[0]!.n).toBe(2);
    },
  );

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
