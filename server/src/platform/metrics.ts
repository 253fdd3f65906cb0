import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { poolsOf } from '../db/client.ts';

/** What the rest of the server counts; `/metrics` (or the admin port) shows it in Prometheus' format. */
export interface ServerMetrics {
  registry: Registry;
  /** Orders placed, counted once each when its payment is recorded. */
  ordersPlaced: Counter;
  /** The shared answer cache's lookups: `hit` or `miss`. */
  answerCache: Counter<'result'>;
  /** Reports `depth()` as the depth of `queue` at every scrape (import jobs, background work). */
  queue(queue: string, depth: () => number): void;
  /** Reports `products()` as the products the in-process index `index` holds, all stores together. */
  indexed(index: string, products: () => number): void;
  /** Reports the whole loads and deltas a store-index family `index` counted (platform/store-indexes.ts). */
  storeIndex(index: string, counts: () => { loads: number; deltas: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ServerMetrics;
  }
}

export interface MetricsOptions {
  db: Database;
  /** Bearer token `/metrics` asks for; without it `/metrics` answers 404 (the admin port may serve them). */
  token: string | undefined;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function poolGauges(registry: Registry, db: Database) {
  const pools = poolsOf(db);
  if (!Object.keys(pools).length) return; // PGlite: one connection, nothing pooled.
  const gauge = (name: string, help: string, read: (p: (typeof pools)[string]) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, p] of Object.entries(pools)) this.set({ pool }, read(p));
      },
    });
  gauge('storefront_db_pool_connections', 'PostgreSQL connections open, per pool', (p) => p.totalCount);
  gauge('storefront_db_pool_idle', 'PostgreSQL connections open and idle, per pool', (p) => p.idleCount);
  gauge('storefront_db_pool_waiting', 'Queries waiting for a connection, per pool', (p) => p.waitingCount);
}

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
export function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus metrics of this instance (one registry per app, so tests may build several): requests by
 * route pattern, method and status with their latency, the database pools, the answer cache, orders placed,
 * queue depths, the store indexes' sizes, loads and deltas, and Node's own (memory, event-loop lag, GC). `/metrics` needs `Authorization: Bearer
 * <METRICS_TOKEN>`; with no token set it does not exist (404), whatever the host.
 */
export const metrics = fp<MetricsOptions>(
  async (app: FastifyInstance, { db, token }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const queues = new Map<string, () => number>();
    new Gauge({
      name: 'storefront_queue_depth',
      help: 'Work waiting or running in this instance, per queue',
      labelNames: ['queue'],
      registers: [registry],
      collect() {
        for (const [queue, depth] of queues) this.set({ queue }, depth());
      },
    });
    const indexes = new Map<string, () => number>();
    new Gauge({
      name: 'storefront_catalogue_index_products',
      help: 'Products held by the in-process catalogue indexes of this instance, all stores together, per index',
      labelNames: ['index'],
      registers: [registry],
      collect() {
        for (const [index, products] of indexes) this.set({ index }, products());
      },
    });
    const families = new Map<string, () => { loads: number; deltas: number }>();
    const familyCounter = (name: string, help: string, of: 'loads' | 'deltas') =>
      new Counter({
        name,
        help,
        labelNames: ['index'],
        registers: [registry],
        collect() {
          // The families count for themselves: each scrape copies their totals.
          this.reset();
          for (const [index, counts] of families) this.inc({ index }, counts()[of]);
        },
      });
    familyCounter(
      'storefront_store_index_loads_total',
      'Whole loads of a store started by each in-process store-index family of this instance',
      'loads',
    );
    familyCounter(
      'storefront_store_index_deltas_total',
      'Change-log deltas applied by each in-process store-index family of this instance',
      'deltas',
    );
    poolGauges(registry, db);
    app.decorate('metrics', {
      registry,
      ordersPlaced: new Counter({
        name: 'storefront_orders_placed_total',
        // No label per store: thousands of stores would make thousands of series; the dashboard has them.
        help: 'Orders placed (payment recorded) through this instance',
        registers: [registry],
      }),
      answerCache: new Counter({
        name: 'storefront_answer_cache_lookups_total',
        help: 'Shared answer cache lookups of anonymous catalogue reads, by result (hit or miss)',
        labelNames: ['result'],
        registers: [registry],
      }),
      queue: (queue, depth) => void queues.set(queue, depth),
      indexed: (index, products) => void indexes.set(index, products),
      storeIndex: (index, counts) => void families.set(index, counts),
    } satisfies ServerMetrics);

    app.addHook('onResponse', async (request, reply) => {
      // The pattern (`/api/products/:slug/`), never the URL: a label per product would grow without bound.
      const route = request.routeOptions.url ?? 'unmatched';
      requests.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { config: { anyHost: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!token) return reply.code(404).send({ error: 'No such endpoint: GET /metrics' });
      if (!bearerMatches(request, token))
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send({ error: 'Authentication required' });
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);

/**
 * The admin listener (METRICS_PORT): `/metrics` without a token on 127.0.0.1 only, for a Prometheus on the
 * same machine, and `/readyz` with its detail when `ready` is given; resolves with its close function once
 * it listens.
 */
export function serveMetrics(
  registry: Registry,
  port: number,
  ready?: () => Promise<{ code: number; body: unknown }>,
): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method === 'GET' && path === '/readyz' && ready) {
      ready().then(
        ({ code, body }) =>
          response
            .writeHead(code, { 'content-type': 'application/json', 'cache-control': 'no-store' })
            .end(JSON.stringify(body)),
        () => response.writeHead(500).end(),
      );
      return;
    }
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise<void>((done) => server.close(() => done()))),
    );
  });
}
