import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { SESSION_COOKIE } from '../modules/auth/index.ts';
import { createStockedProduct, stockOf } from '../modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from '../modules/checkout/index.ts';
import { createOperator } from '../modules/platform-admin/index.ts';
import {
  buildServer,
  call,
  removeBuild,
  residentMemory,
  startServer,
  within,
  type ServerProcess,
} from './compiled-server.test-helpers.ts';
import { createTestDatabase, hasPostgres, signedInUsers, type TestDatabase } from './test-app.ts';

// Issue 14's "two real instances on one PostgreSQL" (decision 022): two processes of the compiled server
// (`npm start`'s build), so no cache, listener or counter can be shared through a module's memory, as it
// could between two apps in one process. Everything goes through real HTTP.
if (!hasPostgres) console.warn('two-processes.postgres.test.ts skipped: set TEST_DATABASE_URL to run it');

const HOST = 'cards.localhost';
const PLATFORM = 'platform.localhost';
const BUILD_DIR = 'node_modules/.cache/two-processes-test';
const FREE_FAILURES = 3;
const PER_ADDRESS = 4;
const PER_ACCOUNT = 3;
const SEARCHES_PER_MINUTE = 3;
const METRICS_TOKEN = 'two-processes-metrics';

let db: TestDatabase;
let a: ServerProcess;
let b: ServerProcess;
/** Every process started, killed after the tests even if the other failed to start. */
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!hasPostgres) return;
  const [buildMs, database] = await Promise.all([
    buildServer(BUILD_DIR),
    createTestDatabase({ postgres: true }),
  ]);
  db = database;
  await seedCheckoutMethods(db.handle.db, db.stores.cards!);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    // Instances behind one balancer share SECRET_KEY (CSRF tokens and cookies are signed with it).
    SECRET_KEY: randomBytes(32).toString('hex'),
    // Each test call names its client address in X-Forwarded-For, as nginx would.
    TRUST_PROXY: 'true',
    WEB_DIST: '',
    LOG_LEVEL: 'warn',
    AUTH_SIGNIN_FREE_FAILURES: String(FREE_FAILURES),
    AUTH_RATE_LIMIT_PER_IP: String(PER_ADDRESS),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    SEARCH_RATE_LIMIT: String(SEARCHES_PER_MINUTE),
    METRICS_TOKEN,
  };
  // Both start at once, as after a deploy: one migrates (nothing to apply here) while the other waits.
  const starts = await Promise.allSettled([startServer(BUILD_DIR, env), startServer(BUILD_DIR, env)]);
  servers = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  for (const s of starts) if (s.status === 'rejected') throw s.reason;
  [a, b] = servers as [ServerProcess, ServerProcess];
  console.info(
    `two-processes: server build ${buildMs} ms; at rest A ${JSON.stringify(residentMemory(a.pid))}, ` +
      `B ${JSON.stringify(residentMemory(b.pid))}`,
  );
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.kill();
  await db?.close();
  removeBuild(BUILD_DIR);
});

/** A call to `server` as the cards store (or `host`), from client address `ip`. */
const on = (
  server: ServerProcess,
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: object;
    ip?: string;
    host?: string;
  } = {},
) =>
  call(server.port, {
    url,
    method: options.method,
    host: options.host ?? HOST,
    body: options.body,
    headers: { 'x-forwarded-for': options.ip ?? '10.9.0.1', ...options.headers },
  });

/** Headers for unsafe calls: a CSRF token (from `server`; both accept it) with `cookie` added. */
async function csrf(server: ServerProcess, cookie = '', host = HOST) {
  const token = (await on(server, '/api/csrf-token/', { host })).json<{ csrfToken: string }>().csrfToken;
  return { cookie: [cookie, `csrftoken=${token}`].filter(Boolean).join('; '), 'x-csrftoken': token };
}

/** A POST on `server` with a fresh CSRF token, from `ip`. */
async function post(server: ServerProcess, url: string, body: object, ip: string) {
  return on(server, url, { method: 'POST', headers: await csrf(server), body, ip });
}

/** Signs `username` in on `server` with its password; answers the answer and headers carrying its session. */
async function signIn(server: ServerProcess, username: string, password: string, ip?: string) {
  const answer = await on(server, '/api/auth/login/', {
    method: 'POST',
    headers: await csrf(server),
    body: { username, password },
    ip,
  });
  const cookie = answer.cookies();
  const token = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
  return { answer, headers: { cookie, 'x-csrftoken': token } };
}

/** Staff set product `id`'s (first variant's) price on `server`, through the dashboard API; 5 in stock. */
async function reprice(server: ServerProcess, id: number, price: string) {
  const staff = await signIn(server, 'staff', 'demo-pass-123');
  expect(staff.answer.status).toBe(200);
  const product = await on(server, `/api/manage/products/${id}/`, { headers: staff.headers });
  const variant = product.json<{ variants: { id: number }[] }>().variants[0]!.id;
  const put = await on(server, `/api/manage/products/${id}/variants/${variant}/`, {
    method: 'PUT',
    headers: staff.headers,
    body: { price, stock: 5 },
  });
  expect(put.status).toBe(200);
}

describe.skipIf(!hasPostgres)('two server processes on one PostgreSQL', () => {
  it('accept on one a session signed in on the other, and end it on both', async () => {
    const shopper = await signIn(a, 'shopper', 'demo-pass-123');
    expect(shopper.answer.status).toBe(200);
    const profile = (server: ServerProcess) =>
      on(server, '/api/auth/user/profile/', { headers: { cookie: shopper.headers.cookie } });
    const onB = await profile(b);
    expect(onB.status).toBe(200);
    expect(onB.json().username).toBe('shopper');

    const out = await on(b, '/api/auth/logout/', { method: 'POST', headers: shopper.headers });
    expect(out.status).toBe(200);
    expect((await profile(a)).json()).toEqual({ is_authenticated: false });
  });

  it('show a price changed through the staff API on one in the other’s cached catalogue within 1 s', async () => {
    const id = await createStockedProduct(db.handle.db, db.stores.cards!, {
      name: 'Process Lantern',
      price: '10.00',
      stock: [5],
    });
    const read = () => on(b, '/api/ecommerce/products/process-lantern/');
    // B answers from its own memory before the change: without the NOTIFY it would go on doing so.
    const { answer: cached } = await within(2_000, read, (res) => res.headers['x-cache'] === 'HIT');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.json().price).toBe('10.00');

    await reprice(a, id, '12.34');
    const { answer, elapsed } = await within(1_000, read, (res) => res.json().price === '12.34');
    expect(answer.json().price).toBe('12.34');
    expect(elapsed).toBeLessThan(1_000);
    console.info(`two-processes: B served the new price ${elapsed} ms after A's answer`);
  });

  it('show a price changed on one in the other’s lists (picked by its list index) within 1 s', async () => {
    const id = await createStockedProduct(db.handle.db, db.stores.cards!, {
      name: 'Process Kettle',
      price: '20.00',
      stock: [5],
    });
    // Another page size every time: before the change no answer comes from the answer cache (after it, a
    // size asked again may be an answer kept at the new version).
    let size = 20;
    const kettle = async () => {
      const res = await on(
        b,
        `/api/ecommerce/products/?page_size=${(size = (size % 99) + 1)}&ordering=-price`,
      );
      const { results } = res.json<{ results: { slug: string; price: string }[] }>();
      return {
        cache: res.headers['x-cache'],
        price: results.find((p) => p.slug === 'process-kettle')?.price,
      };
    };
    const held = async () => {
      const metrics = await on(b, '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return Number(/storefront_catalogue_index_products\{index="list"\} (\d+)/.exec(metrics.body)?.[1] ?? 0);
    };
    // B's list index holds the store (its first list loaded it) and shows the kettle at its price.
    for (const until = Date.now() + 10_000; Date.now() < until;) {
      await kettle();
      if ((await held()) > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await held()).toBeGreaterThan(0);
    expect(await kettle()).toEqual({ cache: 'MISS', price: '20.00' });

    await reprice(a, id, '23.45');
    const { elapsed } = await within(1_000, kettle, (found) => found.price === '23.45');
    expect(elapsed).toBeLessThan(1_000);
    // And never the old price again, while B answers through SQL and once its index is read anew.
    for (const until = Date.now() + 3_000; Date.now() < until;) expect((await kettle()).price).toBe('23.45');
    console.info(`two-processes: B listed the new price ${elapsed} ms after A's answer`);
  });

  it('throttle failed sign-ins spread over both as one account’s, from any address', async () => {
    const codes = [];
    for (const [i, server] of [a, b, a].entries()) {
      const { answer } = await signIn(server, 'admin', `guess-${i}`, `10.2.0.${i}`);
      codes.push(answer.status);
    }
    expect(codes).toEqual(Array<number>(FREE_FAILURES).fill(401));
    // B saw one failure: counted per process, the right password would sign in. The first wait is 1 s,
    // so this comes at once after the last failure.
    const owner = await signIn(b, 'admin', 'demo-pass-123', '10.2.1.1');
    expect(owner.answer.status).toBe(429);
    expect(owner.answer.json().error).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(owner.answer.headers['retry-after']).toBe('1');
  });

  it('count one address’s calls of a route on both together', async () => {
    const codes = [];
    for (const [i, server] of [a, b, a, b, a].entries()) {
      const res = await post(
        server,
        '/api/auth/login/',
        { username: `nobody-${i}`, password: 'x' },
        '10.3.0.1',
      );
      codes.push(res.status);
    }
    expect(codes).toEqual([...Array<number>(PER_ADDRESS).fill(401), 429]);
    // Another route keeps its own count, as with the plugin's own store.
    const reset = await post(b, '/api/auth/password-reset/', { email: 'nobody@cards.example' }, '10.3.0.1');
    expect(reset.status).toBe(200);
  });

  it('count one account’s reset requests on both together, from any client address', async () => {
    const codes = [];
    for (const [i, server] of [a, b, a, b].entries()) {
      const res = await post(
        server,
        '/api/auth/password-reset/',
        { email: 'Staff@cards.example' },
        `10.4.0.${i}`,
      );
      codes.push(res.status);
    }
    expect(codes).toEqual([...Array<number>(PER_ACCOUNT).fill(200), 429]);
  });

  it('count searches per instance, as decision 022 chose', async () => {
    // Each term its own: an answer from the catalogue cache costs nothing and is not counted.
    let term = 0;
    const suggest = (server: ServerProcess) =>
      on(server, `/api/ecommerce/search/suggestions/?q=lantern${term++}`, { ip: '10.5.0.1' });
    const onA = [];
    for (let i = 0; i <= SEARCHES_PER_MINUTE; i++) onA.push((await suggest(a)).status);
    expect(onA).toEqual([...Array<number>(SEARCHES_PER_MINUTE).fill(200), 429]);
    expect((await suggest(b)).status).toBe(200);
  });

  it('sell the last 5 units to exactly 5 of 20 buyers checking out on both at once', async () => {
    const store = db.stores.cards!;
    const product = await createStockedProduct(db.handle.db, store, {
      name: 'Last Process Box',
      price: '99.00',
      stock: [2, 3],
    });
    const users = await signedInUsers(db.handle.db, store, 'proc', 20);
    const buyers = await Promise.all(users.map(({ token }) => csrf(a, `${SESSION_COOKIE}=${token}`)));
    for (const [i, headers] of buyers.entries()) {
      const added = await on(i % 2 ? a : b, '/api/ecommerce/cart/', {
        method: 'POST',
        headers,
        body: { product_id: product, quantity: 1 },
      });
      expect(added.status).toBe(201);
    }

    const answers = await Promise.all(
      buyers.map((headers, i) =>
        on(i % 2 ? b : a, '/api/ecommerce/checkout/', { method: 'POST', headers, body: validBody() }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const placedBy = [a, b].map((_, side) => answers.filter((r, i) => i % 2 === side && r.status === 201));
    console.info(`two-processes: orders placed by A ${placedBy[0]!.length}, by B ${placedBy[1]!.length}`);
    expect(await stockOf(db.handle.db, store, product)).toEqual([0, 0]);
    const [sold] = await queryRows<{ units: number; orders: number }>(
      db.handle.db,
      sql`select coalesce(sum(quantity), 0)::int units, count(distinct order_id)::int orders
        from order_items where tenant_id = ${store.id} and product_id = ${product}`,
    );
    expect(sold).toEqual({ units: 5, orders: 5 });
    console.info(
      `two-processes: after the race A ${JSON.stringify(residentMemory(a.pid))}, ` +
        `B ${JSON.stringify(residentMemory(b.pid))}`,
    );
  });

  it('serve a domain added and a store suspended on one from the other within 1 s', async () => {
    await createOperator(db.handle.db, {
      email: 'procs-ops@platform.example',
      name: 'Procs Ops',
      password: 'operator-pass-1',
    });
    const signIn = await on(a, '/api/platform/login/', {
      method: 'POST',
      host: PLATFORM,
      headers: await csrf(a, '', PLATFORM),
      body: { email: 'procs-ops@platform.example', password: 'operator-pass-1' },
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.cookies();
    const headers = { cookie, 'x-csrftoken': /csrftoken=([^;]+)/.exec(cookie)![1]! };
    const operator = (url: string, body?: object) =>
      on(a, url, { method: 'POST', host: PLATFORM, headers, body });
    // A store's call (not tenant-info, which answers any host): 404 on a host no store has, 503 when suspended.
    const profileOnB = (host: string) => () => on(b, '/api/auth/user/profile/', { host });

    const newHost = 'procs-cards.localhost';
    expect((await profileOnB(newHost)()).status).toBe(404); // B now caches "no store here" for this host
    expect((await operator('/api/platform/stores/cards/domains/', { domain: newHost })).status).toBe(200);
    const served = await within(1_000, profileOnB(newHost), (res) => res.status === 200);
    expect(served.answer.json()).toEqual({ is_authenticated: false });
    expect(served.elapsed).toBeLessThan(1_000);

    expect((await profileOnB(HOST)()).status).toBe(200);
    expect((await operator('/api/platform/stores/cards/suspend/')).status).toBe(200);
    const closed = await within(1_000, profileOnB(HOST), (res) => res.status === 503);
    expect(closed.answer.status).toBe(503);
    expect(closed.elapsed).toBeLessThan(1_000);
    expect((await operator('/api/platform/stores/cards/resume/')).status).toBe(200);
    const open = await within(1_000, profileOnB(HOST), (res) => res.status === 200);
    expect(open.answer.status).toBe(200);
  });
});
