import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { queryRows } from './db/client.ts';
import { readyAnswer } from './platform/health.ts';
import { serveMetrics } from './platform/metrics.ts';
import { setTenantStatus } from './modules/tenant/index.ts';
import { createStockedProduct } from './modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from './modules/checkout/index.ts';
import { appOn, createTestApp, injectAs, signInAs, type TestApp } from './test/test-app.ts';

const TOKEN = 'metrics-token-0123456789';
const lines: string[] = [];
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      metricsToken: TOKEN,
      answerCacheEntries: 100,
      logLevel: 'info',
      requestIdProxies: ['127.0.0.1'],
    },
    logStream: { write: (line) => void lines.push(line) },
    extraRoutes: (app) =>
      app.get('/api/test/failing/', async (request) => {
        request.log.info('about to fail');
        throw new Error('boom');
      }),
  });
  await seedCheckoutMethods(t.handle.db, t.stores.cards!);
});
afterAll(() => t.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  injectAs(t.app, host, { method: 'GET', url, headers });
const scrape = async () =>
  (await get('cards.localhost', '/metrics', { authorization: `Bearer ${TOKEN}` })).body;
/** The value of one sample line of the exposition text, or undefined. */
const sample = (text: string, series: string) =>
  text
    .split('\n')
    .find((l) => l.startsWith(`${series} `))
    ?.split(' ')[1];

describe('health and readiness probes', () => {
  it('answer on a store, the platform host, an unknown host and a suspended store', async () => {
    await setTenantStatus(t.handle.db, 'outdoor', 'suspended');
    t.app.tenants.invalidate();
    try {
      for (const host of [
        'cards.localhost',
        'platform.localhost',
        'nobody.example.com',
        'outdoor.localhost',
      ]) {
        const live = await get(host, '/healthz');
        expect([host, live.statusCode, live.json()]).toEqual([host, 200, { status: 'ok' }]);
        const ready = await get(host, '/readyz');
        expect([host, ready.statusCode, ready.json().status]).toEqual([host, 200, 'ready']);
      }
    } finally {
      await setTenantStatus(t.handle.db, 'outdoor', 'active');
      t.app.tenants.invalidate();
    }
  });

  it('say only ready or not ready in public; the detail needs the metrics token or the metrics port', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }] as Record<
      string,
      string
    >[]) {
      const open = await get('nobody.example.com', '/readyz', headers);
      expect([open.statusCode, open.json()]).toEqual([200, { status: 'ready' }]);
    }
    const detailed = (
      await get('nobody.example.com', '/readyz', { authorization: `Bearer ${TOKEN}` })
    ).json();
    expect(Object.keys(detailed).sort()).toEqual(['database', 'migrations', 'replicas', 'status']);

    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const close = await serveMetrics(t.app.metrics.registry, port, () => readyAnswer(t.handle.db));
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({
        status: 'ready',
        database: 'ok',
        migrations: { current: true },
      });
    } finally {
      await close();
    }
  });

  it('are ready with every bundled migration applied, no replica, and not ready when one is missing', async () => {
    const ready = await get('cards.localhost', '/readyz', { authorization: `Bearer ${TOKEN}` });
    const body = ready.json();
    expect(body.database).toBe('ok');
    expect(body.replicas).toEqual([]);
    expect(body.migrations.current).toBe(true);
    expect(body.migrations.applied).toBe(body.migrations.bundled);
    expect(body.migrations.bundled).toBeGreaterThan(20);
    expect(ready.headers['cache-control']).toBe('no-store');

    const [newest] = await queryRows<{ hash: string; created_at: string }>(
      t.handle.db,
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const open = await get('cards.localhost', '/readyz');
      expect([open.statusCode, open.json()]).toEqual([503, { status: 'not ready' }]);
      const behind = await get('cards.localhost', '/readyz', { authorization: `Bearer ${TOKEN}` });
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        status: 'not ready',
        migrations: { current: false, applied: body.migrations.bundled - 1 },
      });
    } finally {
      await t.handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
    }
  });
});

describe('/metrics', () => {
  it('needs the bearer token, on any host, and does not exist without one configured', async () => {
    expect((await get('cards.localhost', '/metrics')).statusCode).toBe(401);
    expect((await get('nobody.example.com', '/metrics', { authorization: 'Bearer wrong' })).statusCode).toBe(
      401,
    );
    const ok = await get('nobody.example.com', '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');

    const untokened = await appOn(t.handle.db, {});
    try {
      const res = await injectAs(untokened, 'cards.localhost', {
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await untokened.close();
    }
  });

  it('counts requests by route pattern and status, cache hits and misses, orders placed and queues', async () => {
    const product = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: 'Metered Deck',
      price: '10.00',
      stock: [5],
    });
    const before = await scrape();
    for (let i = 0; i < 3; i++) await get('cards.localhost', '/api/ecommerce/products/metered-deck/');
    await get('cards.localhost', '/api/ecommerce/products/no-such-card/');
    const shopper = await signInAs(t, 'cards', 'shopper');
    const post = (url: string, payload: object) =>
      injectAs(t.app, shopper.host, { method: 'POST', url, headers: shopper.headers, payload });
    expect((await post('/api/ecommerce/cart/', { product_id: product, quantity: 1 })).statusCode).toBe(201);
    expect((await post('/api/ecommerce/checkout/', validBody())).statusCode).toBe(201);
    const after = await scrape();

    const route = '/api/ecommerce/products/:slug/';
    const count = (text: string, status: number) =>
      Number(
        sample(
          text,
          `storefront_http_request_duration_seconds_count{method="GET",route="${route}",status="${status}"}`,
        ) ?? 0,
      );
    expect(count(after, 200) - count(before, 200)).toBe(3);
    expect(count(after, 404) - count(before, 404)).toBe(1);
    expect(after).not.toContain('metered-deck');
    const lookups = (text: string, result: string) =>
      Number(sample(text, `storefront_answer_cache_lookups_total{result="${result}"}`) ?? 0);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(2);
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(2);
    const orders = (text: string) => Number(sample(text, 'storefront_orders_placed_total') ?? 0);
    expect(orders(after) - orders(before)).toBe(1);
    expect(sample(after, 'storefront_queue_depth{queue="import_jobs"}')).toBe('0');
    expect(sample(after, 'storefront_queue_depth{queue="background"}')).toBeDefined();
    expect(sample(after, 'process_resident_memory_bytes')).toBeDefined();
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    // PGlite has no pool to report.
    expect(after).not.toContain('storefront_db_pool_connections{');
  });

  it('reports the products each in-process catalogue index holds', async () => {
    const held = async (index: string) =>
      Number(sample(await scrape(), `storefront_catalogue_index_products{index="${index}"}`));
    const before = await held('search');
    // The first search of a store loads its search index (awaited up to 2 s).
    expect((await get('cards.localhost', '/api/ecommerce/products/?search=deck')).statusCode).toBe(200);
    expect(await held('search')).toBeGreaterThan(before);
    // Lists through SQL in tests (test-app.ts): the list index holds nothing.
    expect(await held('list')).toBe(0);
  });
});

describe('request ids', () => {
  it('takes a valid X-Request-Id, echoes it, and puts it on every log line of the request, errors too', async () => {
    lines.length = 0;
    const res = await get('cards.localhost', '/api/test/failing/', { 'x-request-id': 'edge-42_abc' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe('edge-42_abc');
    const mine = logged().filter((l) => l.reqId === 'edge-42_abc');
    expect(mine.map((l) => l.msg)).toEqual([
      'incoming request',
      'about to fail',
      'request failed',
      'request completed',
    ]);
    expect(logged().filter((l) => l.reqId !== 'edge-42_abc')).toEqual([]);
  });

  it('takes an id only from a REQUEST_ID_PROXIES address: anyone else gets a new one', async () => {
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/tenant-info/',
      remoteAddress: '203.0.113.5',
      headers: { host: 'cards.localhost', 'x-request-id': 'someone-elses-id' },
    });
    expect(String(direct.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await appOn(t.handle.db, {});
    try {
      const res = await injectAs(plain, 'cards.localhost', {
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-42_abc' },
      });
      expect(String(res.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await plain.close();
    }
  });

  it('replaces an invalid or over-long id with a new one', async () => {
    for (const given of ['bad id with spaces', 'x'.repeat(65), '<script>', '']) {
      const res = await get('cards.localhost', '/api/tenant-info/', { 'x-request-id': given });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(id).not.toBe(given);
    }
    const a = await get('cards.localhost', '/healthz');
    const b = await get('cards.localhost', '/healthz');
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});
