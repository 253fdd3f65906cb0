import { mkdirSync } from 'node:fs';
import {
  buildApp,
  loadConfig,
  migrate,
  openDatabase,
  scopedReadPool,
  seedDemo,
  type DatabaseHandle,
} from '@storefront/server';

/** The bearer token of the bench servers' `/metrics`. */
const BENCH_METRICS_TOKEN = 'bench-metrics';

/** How many products the server's in-process catalogue index `index` holds (its `/metrics` gauge). */
export async function indexedProducts(origin: string, index: string): Promise<number> {
  const res = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
  });
  const text = await res.text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`storefront_catalogue_index_products{index="${index}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Resolves once no request holds or waits for a connection of `handle`'s pools for 300 ms. */
async function poolsIdle(handle: DatabaseHandle, limitMs = 60_000) {
  const pools = [(handle.db as unknown as { $client?: PoolLike }).$client, scopedReadPool(handle.db)].filter(
    (p): p is PoolLike => typeof p?.waitingCount === 'number',
  );
  const busy = () => pools.some((p) => p.waitingCount > 0 || p.idleCount < p.totalCount);
  const until = Date.now() + limitMs;
  let quietSince = Date.now();
  while (Date.now() < until && Date.now() - quietSince < 300) {
    if (busy()) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The real server on a loopback port: PostgreSQL when BENCH_DATABASE_URL is set, else PGlite in
 * BENCH_DATA_DIR (default ./data/bench), seeded with the demo stores on first use.
 */
export async function startAppServer(
  options: { webDist?: string; answerCacheEntries?: number; port?: number; databaseUrl?: string } = {},
) {
  const config = {
    ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'bench'.repeat(8), LOG_LEVEL: 'warn' }),
    webDist: options.webDist,
    // One client address drives the whole load: the per-address search limit would measure itself.
    searchRateLimitPerMinute: Number.MAX_SAFE_INTEGER,
    metricsToken: BENCH_METRICS_TOKEN,
    databaseUrl: options.databaseUrl ?? process.env.BENCH_DATABASE_URL,
    ...(options.answerCacheEntries !== undefined && { answerCacheEntries: options.answerCacheEntries }),
    dataDir: process.env.BENCH_DATA_DIR ?? new URL('../../data/bench', import.meta.url).pathname,
  };
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const handle: DatabaseHandle = await openDatabase(config);
  await migrate(handle);
  await seedDemo(handle.db);
  const app = await buildApp({ config, db: handle.db });
  await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    handle,
    /** The app itself (its in-process indexes: a warm-up loads them). */
    app,
    close: async () => {
      await app.close();
      // A load run ends by dropping its connections; their requests may still be queued for the database
      // (seconds on a loaded machine). Closing the pools under them logged "Cannot use a pool after calling
      // end on the pool": wait until both pools are idle (at most 60 s).
      await poolsIdle(handle);
      await handle.close();
    },
  };
}
