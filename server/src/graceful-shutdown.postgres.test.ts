import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import type { TenantRow } from './db/tenants.tables.ts';
import { DEMO_TENANTS } from './demo/demo-tenants.ts';
import { insertTenants } from './modules/tenant/index.ts';
import { seedDemoUsers, SESSION_COOKIE } from './modules/auth/index.ts';
import { createStockedProduct, stockOf } from './modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from './modules/checkout/index.ts';
import { buildServer, freePort } from './test/compiled-server.test-helpers.ts';
import { signedInUsers } from './test/test-app.ts';

const url = process.env.TEST_DATABASE_URL;
const serverDir = path.resolve(import.meta.dirname, '..');
const HOST = 'cards.localhost';
const BUILD_DIR = 'node_modules/.cache/shutdown-postgres-test';
const SHOPPERS = 30;
/** Checkouts sent before SIGTERM (at most; SIGTERM waits for the first acknowledged one). */
const BEFORE_SIGNAL = 20;
const STOCK = 1_000;
const TOKEN = 'shutdown-test-metrics-token';

type Outcome = { status: number; body: string } | { error: string };

/** One call on its own connection (no keep-alive pool), as the store's host. */
function send(port: number, method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<Outcome>((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      agent: false,
      headers: { host: HOST, ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    });
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(body);
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The compiled server (`npm start`'s build) as a real process on PostgreSQL: SIGTERM arrives in the middle of
// a burst of checkouts from 30 signed-in shoppers.
describe.skipIf(!url)('SIGTERM during a checkout burst on PostgreSQL', () => {
  const name = `storefront_shutdown_${randomBytes(5).toString('hex')}`;
  const dbUrl = url ? Object.assign(new URL(url), { pathname: `/${name}` }).toString() : '';
  let handle: DatabaseHandle;
  let cards: TenantRow;
  let product = 0;
  let shoppers: { id: number; headers: Record<string, string> }[] = [];
  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const building = buildServer(BUILD_DIR);
    handle = await openDatabase({ dataDir: '', databaseUrl: dbUrl, poolSize: 4 });
    await migrate(handle);
    [cards] = (await insertTenants(
      handle.db,
      DEMO_TENANTS.filter((t) => t.slug === 'cards'),
    )) as [TenantRow];
    await seedDemoUsers(handle.db, cards);
    await seedCheckoutMethods(handle.db, cards);
    product = await createStockedProduct(handle.db, cards, {
      name: 'Burst Box',
      price: '20.00',
      stock: [STOCK],
    });
    const users = await signedInUsers(handle.db, cards, 'burst_', SHOPPERS);
    await building;

    port = await freePort();
    child = spawn('node', [`${BUILD_DIR}/main.js`], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: dbUrl,
        SECRET_KEY: randomBytes(32).toString('hex'),
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
        SHUTDOWN_TIMEOUT_MS: '10000',
      },
    });
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    for (let i = 0; !log.includes('"Ready in'); i++) {
      if (i > 1200 || child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
      await pause(100);
    }
    const csrf = await send(port, 'GET', '/api/csrf-token/', {});
    const token = JSON.parse((csrf as { body: string }).body).csrfToken as string;
    shoppers = users.map((u) => ({
      id: u.id,
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': token,
        cookie: `${SESSION_COOKIE}=${u.token}; csrftoken=${token}`,
      },
    }));
    for (const s of shoppers) {
      const added = await send(
        port,
        'POST',
        '/api/ecommerce/cart/',
        s.headers,
        JSON.stringify({ product_id: product, quantity: 1 }),
      );
      expect(added).toMatchObject({ status: 201 });
    }
  }, 240_000);

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await handle?.close();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('answers every checkout it accepted with its committed order, refuses the rest whole, and exits 0', async () => {
    const metrics = await send(port, 'GET', '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(metrics).toMatchObject({ status: 200 });
    expect((metrics as { body: string }).body).toMatch(
      /storefront_db_pool_connections\{pool="primary"\} \d+/,
    );

    const body = JSON.stringify(validBody());
    const checkout = (s: (typeof shoppers)[number]) =>
      send(port, 'POST', '/api/ecommerce/checkout/', s.headers, body);
    const outcomes: Promise<Outcome>[] = [];
    let acknowledged: () => void = () => {};
    const first = new Promise<void>((resolve) => (acknowledged = resolve));
    for (const s of shoppers.slice(0, BEFORE_SIGNAL)) {
      outcomes.push(checkout(s).then((o) => ('status' in o && o.status === 201 && acknowledged(), o)));
      await pause(10);
    }
    await first;
    const exit = exited(child!);
    child!.kill('SIGTERM');
    for (let i = 0; !log.includes('SIGTERM: shutting down'); i++) {
      if (i > 200) throw new Error(`no shutdown logged:\n${log}`);
      await pause(10);
    }
    for (const s of shoppers.slice(BEFORE_SIGNAL)) outcomes.push(checkout(s));
    const results = await Promise.all(outcomes);
    expect(await exit).toBe(0);
    expect(log).toContain('Shut down cleanly');

    const placed = new Map<number, string>();
    results.forEach((r, i) => {
      if ('status' in r && r.status === 201) placed.set(shoppers[i]!.id, JSON.parse(r.body).order_number);
      // Anything else is a refused or reset connection, or the 503 of a server closing: never another answer.
      else if ('status' in r) expect([i, r.status]).toEqual([i, 503]);
    });
    // After SIGTERM was logged no checkout is taken: the connection is refused, or reset when the kernel had
    // queued it just before the listening socket closed, or answered 503 while the server closes.
    const refusals = results.slice(BEFORE_SIGNAL).map((r) => ('error' in r ? r.error : r.status));
    for (const refusal of refusals) expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(refusal);
    expect(placed.size).toBeGreaterThanOrEqual(1);

    const orders = await queryRows<{ user_id: number; order_number: string; units: number }>(
      handle.db,
      sql`select o.user_id, o.order_number, sum(i.quantity)::int as units from orders o
        join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id group by o.user_id, o.order_number`,
    );
    // Every acknowledged order is in the database, and no order exists that was not acknowledged.
    expect(new Map(orders.map((o) => [o.user_id, o.order_number]))).toEqual(placed);
    expect(orders.every((o) => o.units === 1)).toBe(true);
    expect(await stockOf(handle.db, cards, product)).toEqual([STOCK - placed.size]);
    // The shoppers whose checkout was refused still have their cart, whole.
    const carts = await queryRows<{ user_id: number; quantity: number }>(
      handle.db,
      sql`select user_id, quantity from cart_items order by user_id`,
    );
    const unplaced = shoppers.filter((s) => !placed.has(s.id)).map((s) => ({ user_id: s.id, quantity: 1 }));
    expect(carts).toEqual(unplaced);
  }, 120_000);
});
