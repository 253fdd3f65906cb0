import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { withTenant } from './db/tenant-scope.ts';
import { tenants } from './db/tenants.tables.ts';
import { DEMO_TENANTS } from './demo/demo-tenants.ts';
import { insertTenants } from './modules/tenant/index.ts';
import {
  insertSession,
  seedDemoUsers,
  SESSION_COOKIE,
  SESSION_LENGTH_MS,
  usersNamed,
} from './modules/auth/index.ts';
import { createStockedProduct, stockOf } from './modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from './modules/checkout/index.ts';
import { buildServer, freePort, removeBuild } from './test/compiled-server.test-helpers.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const HOST = 'cards.localhost';
// Its own build, under server/ so that the bundle finds node_modules, apart from `npm run build`'s dist/.
const BUILD_DIR = 'node_modules/.cache/shutdown-test';

/** One HTTP call to the child as the store's host; the body is written by the caller when `open`. */
function call(port: number, method: string, url: string, headers: Record<string, string>) {
  const req = request({ host: '127.0.0.1', port, method, path: url, headers: { host: HOST, ...headers } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
  return { req, answer };
}

async function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) {
  const { req, answer } = call(port, method, url, headers);
  req.end(body);
  return answer;
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(true));
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

// A real server process (the compiled one `npm start` runs) on an embedded database directory: SIGTERM
// arrives while a checkout's body is still on its way.
describe('SIGTERM on the compiled server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-shutdown-'));
  let product = 0;
  let token = '';
  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';

  beforeAll(async () => {
    await buildServer(BUILD_DIR);
    // The stores exist, so the server seeds no demo catalogue: it starts on an existing directory.
    const handle = await openDatabase({ dataDir });
    await migrate(handle);
    const [cards] = await insertTenants(
      handle.db,
      DEMO_TENANTS.filter((t) => t.slug === 'cards'),
    );
    await seedDemoUsers(handle.db, cards!);
    await seedCheckoutMethods(handle.db, cards!);
    product = await createStockedProduct(handle.db, cards!, {
      name: 'Drain Box',
      price: '20.00',
      stock: [3],
    });
    token = await withTenant(handle.db, cards!.id, async (tx) => {
      const [shopper] = await usersNamed(tx, cards!.id, ['shopper']);
      return insertSession(tx, cards!.id, shopper!.id, SESSION_LENGTH_MS.browser);
    });
    await handle.close();

    port = await freePort();
    child = spawn('node', [`${BUILD_DIR}/main.js`], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        NODE_ENV: 'production',
      },
    });
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    for (let i = 0; !log.includes('"Ready in'); i++) {
      if (i > 1200 || child.exitCode !== null) throw new Error(`the server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 180_000);

  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    removeBuild(BUILD_DIR);
  });

  it('finishes the checkout in flight, refuses new connections, and keeps the order it acknowledged', async () => {
    const csrf = JSON.parse((await send(port, 'GET', '/api/csrf-token/', {})).body).csrfToken as string;
    const headers = {
      'content-type': 'application/json',
      'x-csrftoken': csrf,
      cookie: `${SESSION_COOKIE}=${token}; csrftoken=${csrf}`,
    };
    const added = await send(
      port,
      'POST',
      '/api/ecommerce/cart/',
      headers,
      JSON.stringify({ product_id: product, quantity: 2 }),
    );
    expect(added.status).toBe(201);

    const body = JSON.stringify(validBody());
    const { req, answer } = call(port, 'POST', '/api/ecommerce/checkout/', {
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
    });
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    await new Promise((r) => setTimeout(r, 500));
    const exit = exited(child!);
    child!.kill('SIGTERM');
    for (let i = 0; !log.includes('SIGTERM: shutting down'); i++) {
      if (i > 100) throw new Error(`no shutdown logged:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await refusesConnections(port)).toBe(true);
    req.end(body.slice(half));

    const placed = await answer;
    expect(placed.status).toBe(201);
    const order = JSON.parse(placed.body) as { order_number: string; status: string; total: string };
    expect(order).toMatchObject({ status: 'pending', total: '45.99' });
    expect(await exit).toBe(0);
    expect(log).toContain('Shut down cleanly');

    const handle = await openDatabase({ dataDir });
    try {
      const rows = await queryRows<{ order_number: string; units: number }>(
        handle.db,
        sql`select o.order_number, sum(i.quantity)::int units from orders o
          join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id group by o.order_number`,
      );
      expect(rows).toEqual([{ order_number: order.order_number, units: 2 }]);
      const [cards] = await handle.db.select().from(tenants);
      expect(await stockOf(handle.db, cards!, product)).toEqual([1]);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
