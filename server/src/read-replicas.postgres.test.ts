import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { openDatabase, queryRows, readReplicas, type DatabaseHandle } from './db/client.ts';
import { replicaHealth } from './db/replica-health.ts';
import { migrate } from './db/migrate.ts';
import { tenants, type TenantRow } from './db/tenants.tables.ts';
import { DEMO_TENANTS } from './demo/demo-tenants.ts';
import { seedDemoUsers } from './modules/auth/index.ts';
import { createStockedProduct } from './modules/cart/index.ts';
import { csrfFor, injectAs, signInAs, type TestApp } from './test/test-app.ts';

// A primary and a streaming replica of their own (deploy/pg-pair.sh: initdb, pg_basebackup -R) on spare
// ports; where this machine cannot make them, the test says why and skips.
const PAIR = path.resolve(import.meta.dirname, '../../deploy/pg-pair.sh');
const PRIMARY_PORT = 5435;
const REPLICA_PORT = 5436;
/** `/readyz` gives its detail to the metrics token only. */
const READY_TOKEN = 'replica-ready-token-0123';
const check = spawnSync('bash', [PAIR, 'check'], { encoding: 'utf8' });
const canPair = check.status === 0;
if (!canPair)
  console.warn(
    `read-replica test skipped: this machine cannot create a second cluster (${check.stderr.trim()})`,
  );

const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/storefront`;
const HOST = 'cards.localhost';
const SLUG = 'replica-probe';

describe.skipIf(!canPair)('read replicas', () => {
  let dir: string;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let store: TenantRow;
  let replicaAdmin: pg.Client;

  const nameRead = async (cookie?: string) => {
    const res = await injectAs(app, HOST, {
      method: 'GET',
      url: `/api/ecommerce/products/${SLUG}/`,
      ...(cookie && { headers: { cookie } }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ name: string }>().name;
  };
  const testApp = (): TestApp => ({ app, handle, stores: { cards: store }, close: async () => {} });
  /** Waits until a replica has replayed every commit made until now (the next checks measure it). */
  const replicaCaughtUp = async () => {
    const since = Date.now();
    for (let i = 0; i < 100 && !readReplicas(handle.db)!.poolFor(since); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(readReplicas(handle.db)!.poolFor(since)).toBeDefined();
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sf-replica-'));
    execFileSync('bash', [PAIR, 'start', dir, String(PRIMARY_PORT), String(REPLICA_PORT)], {
      env: { ...process.env, PG_PAIR_EXTRA_CONF: 'fsync = off\nsynchronous_commit = off' },
      stdio: 'pipe',
    });
    const admin = new pg.Client({ connectionString: url(PRIMARY_PORT).replace('/storefront', '/postgres') });
    await admin.connect();
    await admin.query('drop database if exists storefront with (force)');
    await admin.query('create database storefront');
    await admin.end();
    handle = await openDatabase({
      dataDir: '',
      databaseUrl: url(PRIMARY_PORT),
      databaseReplicaUrls: [url(REPLICA_PORT)],
      replicaCheckMs: 50,
      replicaMaxLagMs: 5_000,
    });
    await migrate(handle);
    const rows = await handle.db.insert(tenants).values(DEMO_TENANTS).returning();
    store = rows.find((r) => r.slug === 'cards')!;
    await seedDemoUsers(handle.db, store);
    await createStockedProduct(handle.db, store, {
      name: 'Replica probe',
      slug: SLUG,
      price: '5.00',
      stock: [3],
    });
    app = await buildApp({ config: testConfig({ metricsToken: READY_TOKEN }), db: handle.db });
    await app.ready();
    replicaAdmin = new pg.Client({ connectionString: url(REPLICA_PORT) });
    replicaAdmin.on('error', () => {}); // the replica is stopped under it in the last test
    await replicaAdmin.connect();
    await replicaCaughtUp();
  }, 60_000);

  afterAll(async () => {
    await replicaAdmin?.end().catch(() => {});
    await app?.close();
    await handle?.close();
    if (dir) {
      spawnSync('bash', [PAIR, 'stop', dir]);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads anonymous catalogue pages from the replica, and a write on the primary alone is not seen there', async () => {
    const pool = readReplicas(handle.db)!.poolFor(0)!;
    const { rows } = await pool.query<{ standby: boolean }>('select pg_is_in_recovery() as standby');
    expect(rows).toEqual([{ standby: true }]);
    expect(await replicaHealth(handle.db)).toEqual([
      { name: `127.0.0.1:${REPLICA_PORT}/storefront`, status: 'ok', lagMs: expect.any(Number) },
    ]);
    const ready = await app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { authorization: `Bearer ${READY_TOKEN}` },
    });
    expect(ready.json()).toMatchObject({ status: 'ready', replicas: [{ status: 'ok' }] });

    await replicaAdmin.query('select pg_wal_replay_pause()');
    // Written straight on the primary, announcing nothing: only where reads go decides what is seen.
    await handle.db.execute(
      sql`update products set name = 'Renamed on the primary' where tenant_id = ${store.id} and slug = ${SLUG}`,
    );
    expect(await nameRead()).toBe('Replica probe');
  });

  it("reads a shopper's own write: signed in on the primary, and for a while after signing out", async () => {
    const shopper = await signInAs(testApp(), 'cards', 'shopper');
    const signedIn = await injectAs(app, HOST, {
      method: 'GET',
      url: `/api/ecommerce/products/${SLUG}/`,
      headers: shopper.headers,
    });
    expect(signedIn.json<{ name: string }>().name).toBe('Renamed on the primary');

    const out = await injectAs(app, HOST, {
      method: 'POST',
      url: '/api/auth/logout/',
      headers: shopper.headers,
    });
    expect(out.statusCode).toBe(200);
    const wrote = out.cookies.find((c) => c.name === 'wrote_at');
    expect(wrote?.maxAge).toBe(7);
    expect(await nameRead(`wrote_at=${wrote!.value}`)).toBe('Renamed on the primary');
    expect(await nameRead()).toBe('Replica probe');
  });

  it("sees a change made through the API at once (the store's data changed: the replica must pass it)", async () => {
    const staff = await signInAs(testApp(), 'cards', 'staff');
    const [{ id }] = (await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where tenant_id = ${store.id} and slug = ${SLUG}`,
    )) as [{ id: number }];
    const res = await injectAs(app, HOST, {
      method: 'PATCH',
      url: `/api/manage/products/${id}/`,
      headers: staff.headers,
      payload: { name: 'Renamed by staff' },
    });
    expect(res.statusCode).toBe(200);
    expect(await nameRead()).toBe('Renamed by staff');

    await replicaAdmin.query('select pg_wal_replay_resume()');
    await replicaCaughtUp();
    expect(await nameRead()).toBe('Renamed by staff');
  });

  it('keeps answering from the primary when the replica stops', async () => {
    const csrf = await csrfFor(app, HOST);
    expect(csrf.token).toBeTruthy();
    execFileSync('bash', [PAIR, 'stop-replica', dir], { stdio: 'pipe' });
    for (let i = 0; i < 5; i++) expect(await nameRead()).toBe('Renamed by staff');
    await new Promise((r) => setTimeout(r, 200));
    expect((await replicaHealth(handle.db))[0]).toMatchObject({ status: 'down', lagMs: null });
    expect(readReplicas(handle.db)!.poolFor(0)).toBeUndefined();
  });
});
