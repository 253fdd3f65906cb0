import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { DEMO_SEEDERS } from '../../demo/seed-demo.ts';
import { csrfFor, createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { addOperator, platformBrowser, platformCall } from '../../test/platform.test-helpers.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof platformBrowser>>;
const SEEDED = ['outdoor', 'warehouse'];

beforeAll(async () => {
  t = await createTestApp();
  // Two stores with their whole demo data (users are there already), so most tables hold rows of both.
  for (const slug of SEEDED)
    for (const seeder of DEMO_SEEDERS.slice(1)) await seeder(t.handle.db, t.stores[slug]!);
  for (const slug of SEEDED) {
    // A session, a reset token and a mail of each store.
    await signInAs(t, slug, 'shopper');
    const host = t.stores[slug]!.domains[0]!;
    const csrf = await csrfFor(t.app, host);
    await injectAs(t.app, host, {
      method: 'POST',
      url: '/api/auth/password-reset/',
      payload: { email: `shopper@${slug}.example` },
      headers: csrf.headers,
    });
  }
  await t.app.background.idle();
  await addOperator(t);
  ops = await platformBrowser(t);
}, 300_000);
afterAll(() => t.close());

/** Every table with a tenant_id column, read from the schema (not a list kept by hand). */
async function tenantTables(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.handle.db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Rows per table and store slug, on the owner connection (no policy). */
async function rowsByStore(tables: string[]): Promise<Record<string, Record<string, number>>> {
  const counts: Record<string, Record<string, number>> = {};
  for (const table of tables) {
    const rows = await queryRows<{ slug: string; n: number }>(
      t.handle.db,
      sql`select t.slug, count(*)::int as n from ${sql.identifier(table)} x
          join tenants t on t.id = x.tenant_id group by t.slug order by t.slug`,
    );
    counts[table] = Object.fromEntries(rows.map((r) => [r.slug, r.n]));
  }
  return counts;
}

const remove = (slug: string, confirm: string) =>
  platformCall(t, ops, { method: 'DELETE', url: `/api/platform/stores/${slug}/`, payload: { confirm } });

describe('deleting a store', () => {
  it('needs the slug typed again: a wrong confirmation deletes nothing', async () => {
    const tables = await tenantTables();
    const before = await rowsByStore(tables);
    const res = await remove('outdoor', 'outdoors');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Type the store’s slug to confirm the deletion',
      fields: { confirm: 'Type outdoor to confirm.' },
    });
    expect(await rowsByStore(tables)).toEqual(before);
  });

  it('removes every row of that store in every tenant table, and not one row of any other store', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThanOrEqual(20);
    const before = await rowsByStore(tables);
    const holding = tables.filter((table) => (before[table]!.outdoor ?? 0) > 0);
    // The proof is only as good as the tables that held rows of the store: most of them must.
    expect(holding.length).toBeGreaterThanOrEqual(12);
    expect(holding).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'auth_tokens',
        'mail_outbox',
        'products',
        'orders',
        'order_items',
        'supplier_stocks',
        'shipping_methods',
        'payment_methods',
        'addresses',
      ]),
    );

    const res = await remove('outdoor', 'outdoor');
    expect(res.statusCode).toBe(204);

    const after = await rowsByStore(tables);
    const expected = Object.fromEntries(
      tables.map((table) => {
        const { outdoor: _gone, ...others } = before[table]!;
        return [table, others];
      }),
    );
    expect(after).toEqual(expected);
    expect(after.users!.warehouse).toBe(before.users!.warehouse);
    const stores = await platformCall(t, ops, { method: 'GET', url: '/api/platform/stores/' });
    expect(
      stores
        .json()
        .results.map((s: { slug: string }) => s.slug)
        .sort(),
    ).toEqual(['agency', 'cards', 'warehouse']);
  });

  it('leaves its host without a store, and another delete of it is a 404', async () => {
    const page = await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: '/' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<h1>No store here</h1>');
    expect((await remove('outdoor', 'outdoor')).statusCode).toBe(404);
  });
});
