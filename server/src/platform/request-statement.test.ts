import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createRlsProbe, createTestApp, hasPostgres, type TestApp } from '../test/test-app.ts';
import { requestContext } from './tenancy.ts';

// `RequestContext.statement`: one write committed on its own, under the request's store policy.
describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('a request context’s single statement on %s', (_name, postgres) => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres && !hasPostgres) return;
    t = await createTestApp({ postgres });
    await createRlsProbe(t);
  });
  afterAll(() => t?.close());

  it.skipIf(postgres && !hasPostgres)('commits under its store’s policy', async () => {
    const ctx = requestContext(t.handle.db, t.stores.cards!);
    const changed = await ctx.statement<{ note: string }>(
      sql`update rls_probe set note = note || ' (seen)' where note like '% secret' returning note`,
    );
    expect(changed.map((r) => r.note)).toEqual(['cards secret (seen)']);
    // Committed on its own: the owner connection sees it, and the other store's row is untouched.
    const all = await queryRows<{ note: string }>(t.handle.db, sql`select note from rls_probe order by note`);
    expect(all.map((r) => r.note)).toEqual(['cards secret (seen)', 'outdoor secret']);
    await t.handle.db.execute(
      sql`update rls_probe set note = 'cards secret' where note = 'cards secret (seen)'`,
    );
  });

  it.skipIf(postgres && !hasPostgres)(
    'refuses two statements in its one SQL value, running neither',
    async () => {
      const ctx = requestContext(t.handle.db, t.stores.cards!);
      await expect(
        ctx.statement(sql`update rls_probe set note = 'first' where note = 'cards secret';
        update rls_probe set note = 'second' where note = 'cards secret'`),
      ).rejects.toThrow();
      const all = await queryRows<{ note: string }>(
        t.handle.db,
        sql`select note from rls_probe order by note`,
      );
      expect(all.map((r) => r.note)).toEqual(['cards secret', 'outdoor secret']);
    },
  );
});
