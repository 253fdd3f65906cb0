// `npm run bench:catalogue`: issue 13's catalogue, cache and product-search targets, each beside the
// baselines of the same run (bare Fastify; bare Fastify + pg), with PASS/FAIL. Needs BENCH_DATABASE_URL
// (PostgreSQL); BENCH_EMBEDDED=1 also measures (BENCH_EMBEDDED=only: only) the catalogue on PGlite at 1 connection. Loopback only.
import { queryRows } from '@storefront/server';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { indexedProducts, startAppServer } from './lib/app-server.ts';
import { startBarePgServer } from './lib/bare-pg-server.ts';
import { startBareServer } from './lib/bare-server.ts';
import { BENCH_HOST, ensureBenchCatalogue } from './lib/catalogue.ts';
import { load, type LoadResult } from './lib/load.ts';
import { startPriceWriter } from './lib/staff-writer.ts';
import { printTargets, type Target } from './lib/targets.ts';
import { catalogScenarios } from './scenarios/catalog.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const embeddedOnly = process.env.BENCH_EMBEDDED === 'only';
if (!databaseUrl && !embeddedOnly)
  throw new Error('BENCH_DATABASE_URL (a PostgreSQL database for the bench store) is required');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 0);
const at = (offset: number) => (port ? port + offset : 0);

/** Issue 31: staff edits a second while shoppers list ("lists … while staff write 10 price changes a second"). */
const STAFF_WRITES_PER_SECOND = 10;
const READS = ['products', 'product-detail', 'products-by-category', 'suggestions'];
const scenario = (name: string) => catalogScenarios.find((s) => s.name === name)!;
const run = (origin: string, name: string, connections = 50, label = name, forSeconds = seconds) =>
  load({ seconds: forSeconds, connections, ...scenario(name).build(origin), name: label });

const bare = await startBareServer(at(0));
/**
 * On a shared machine the load changes within seconds, so by default each row's baseline is measured just
 * before it (BENCH_BASELINE=once: one measurement per run, as the issue's table did).
 */
const adjacent = process.env.BENCH_BASELINE !== 'once';
const frameworkOnce = await load({ name: 'bare fastify', url: bare.url, seconds });
const framework = async () =>
  adjacent ? load({ name: 'bare fastify', url: bare.url, seconds }) : frameworkOnce;
let database: LoadResult | undefined;
const targets: Target[] = [];
const loads: number[] = [];
const noteLoad = () => loads.push(loadavg()[0]!);

/**
 * A server in service has loaded its in-process indexes (product search, suggestions, lists; decisions
 * 031, 032, 036) long before a burst of shoppers: ask for each at 1 connection, a second at a time, until
 * its `/metrics` gauge holds the bench store (every index holds one product per active product), for up
 * to 2 minutes.
 */
async function warmIndexes(origin: string) {
  const started = Date.now();
  for (const [name, index] of [
    ['suggestions', 'suggestions'],
    ['products-search', 'search'],
    ['products', 'list'],
  ] as const) {
    while (Date.now() - started < 120_000) {
      await load({ seconds: 1, connections: 1, ...scenario(name).build(origin) });
      if ((await indexedProducts(origin, index)) >= products) break;
    }
  }
  console.log(`in-process indexes warmed up in ${Date.now() - started} ms`);
}

/** The PostgreSQL targets: the database ceiling, uncached reads and search, then cached reads. */
async function onPostgres(databaseUrl: string) {
  const uncached = await startAppServer({ answerCacheEntries: 0, port: at(2) });
  const filled = await ensureBenchCatalogue(uncached.handle.db, products);
  console.log(
    `bench store: ${products} products (${filled.created ? `generated in ${filled.ms} ms` : 'kept'})`,
  );
  const [store] = await queryRows<{ id: string }>(
    uncached.handle.db,
    sql`select id from tenants where slug = 'bench'`,
  );
  const barePg = await startBarePgServer(databaseUrl, store!.id, at(1));
  await warmIndexes(uncached.origin);
  database = await load({ name: 'bare fastify + pg', url: barePg.url, seconds });
  const ceiling = async () =>
    adjacent ? load({ name: 'bare fastify + pg', url: barePg.url, seconds }) : database!;
  const quiet: Record<string, LoadResult> = {};
  for (const name of READS) {
    const baseline = await ceiling();
    noteLoad();
    const result = await run(uncached.origin, name, 50, `${name} (uncached)`);
    quiet[name] = result;
    targets.push({ target: `${name}, uncached, 50 conn.`, result, baseline, minRatio: 1, maxMs: 30 });
  }
  // Issue 31: the lists stay fast while staff write (each write is logged and applied as a delta).
  const writer = await startPriceWriter(
    uncached.handle.db,
    uncached.origin,
    store!.id,
    STAFF_WRITES_PER_SECOND,
  );
  noteLoad();
  const underWrites = await run(uncached.origin, 'products', 50, 'products (uncached, staff writing)');
  const written = await writer.stop();
  console.log(`staff writes during the row: ${written.writes} prices, ${written.failures} refused`);
  targets.push({
    target: `products, uncached, ${STAFF_WRITES_PER_SECOND} price writes/s`,
    result: underWrites,
    baseline: quiet.products!,
    minRatio: 0.8,
  });
  // Not a target: the product list against a bare route sending the same 20 cards from one query, which
  // shows how much of the gap is the answer's size rather than our per-request work.
  const sameCards = await load({ name: 'bare fastify + pg, same 20 cards', url: barePg.cardsUrl, seconds });
  noteLoad();
  const listAgain = await run(uncached.origin, 'products', 50, 'products (uncached, again)');
  targets.push({
    target: 'products, uncached (same payload)',
    result: listAgain,
    baseline: sameCards,
    info: true,
  });
  // Not a target either: the product page against a bare route sending a product page's payload.
  const detail = scenario('product-detail').build(barePg.origin);
  const samePage = await load({
    ...detail,
    name: 'bare fastify + pg, a product page',
    paths: detail.paths!.map((path) =>
      path.replace('/api/ecommerce/products/', '/detail/').replace(/\/$/, ''),
    ),
    seconds,
  });
  noteLoad();
  const pageAgain = await run(uncached.origin, 'product-detail', 50, 'product-detail (uncached, again)');
  targets.push({
    target: 'product-detail, uncached (same payload)',
    result: pageAgain,
    baseline: samePage,
    info: true,
  });
  noteLoad();
  const search1 = await run(uncached.origin, 'products-search', 1, 'products-search (1 conn.)');
  targets.push({ target: 'product search, 1 conn.', result: search1, maxMs: 30, percentile: 'p97_5' });
  const baseline = await ceiling();
  noteLoad();
  const search50 = await run(uncached.origin, 'products-search', 50, 'products-search (50 conn.)');
  targets.push({ target: 'product search, 50 conn.', result: search50, baseline, minRatio: 0.5 });
  await uncached.close();
  await barePg.close();

  const cached = await startAppServer({ port: at(3) });
  for (const name of READS) {
    const baseline = await framework();
    noteLoad();
    const result = await run(cached.origin, name, 50, `${name} (cached)`);
    targets.push({ target: `${name}, cached, 50 conn.`, result, baseline, minRatio: 0.5 });
  }
  await cached.close();
}

/**
 * BENCH_EMBEDDED_CONNECTIONS=1,4,16: where PGlite's one query at a time starts to matter. Each read at each
 * number of connections, without a target: the p99 against the 1-connection run's.
 */
async function embeddedUnderConcurrency(origin: string) {
  const counts = (process.env.BENCH_EMBEDDED_CONNECTIONS ?? '').split(',').filter(Boolean).map(Number);
  if (!counts.length) return;
  const rows: Record<string, string | number>[] = [];
  for (const name of [...READS, 'products-search'])
    for (const connections of counts) {
      noteLoad();
      const r = await run(origin, name, connections, name);
      rows.push({
        read: name,
        conns: connections,
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p95 ms': r.p95,
        'p99 ms': r.p99,
        errors: r.errors + r.non2xx,
      });
    }
  console.log('PGlite under concurrency (no cache; one query at a time):');
  console.table(rows);
}

if (databaseUrl && !embeddedOnly) await onPostgres(databaseUrl);
if (process.env.BENCH_EMBEDDED) {
  const embedded = await startAppServer({ answerCacheEntries: 0, databaseUrl: '', port: at(2) });
  const made = await ensureBenchCatalogue(embedded.handle.db, products);
  console.log(`PGlite bench store: ${made.created ? `generated in ${made.ms} ms` : 'kept'}`);
  // V8 compiles PGlite's WebAssembly in the background for the first seconds of a process (a list then
  // costs several times its CPU): each read runs a few seconds first, unmeasured.
  for (const name of [...READS, 'products-search']) await run(embedded.origin, name, 1, 'warm-up', 3);
  await warmIndexes(embedded.origin);
  for (const name of [...READS, 'products-search']) {
    const result: LoadResult = await run(embedded.origin, name, 1, `${name} (PGlite, 1 conn.)`);
    targets.push({ target: `${name}, PGlite, 1 conn.`, result, maxMs: 30, percentile: 'p97_5' });
  }
  await embeddedUnderConcurrency(embedded.origin);
  await embedded.close();
}

await bare.close();
console.log(`Targets of issue 13 (${seconds} s each, host ${BENCH_HOST}); baselines of this run:`);
console.log(`  bare fastify ${frameworkOnce.rps} req/s p99 ${frameworkOnce.p99} ms (first measurement)`);
if (database)
  console.log(`  bare fastify + pg ${database.rps} req/s p99 ${database.p99} ms (first measurement)`);
if (adjacent) console.log('  each row below is against its baseline measured just before it');
if (loads.length)
  console.log(
    `  1-minute load average during the rows: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (${loadavg()
      .map((l) => l.toFixed(1))
      .join(', ')} now)`,
  );
printTargets(targets);
