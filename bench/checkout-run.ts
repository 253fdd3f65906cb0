// `npm run bench:checkout -w bench`: two checkout scenarios, 50 buyers at a time (BENCH_CONCURRENCY), on
// PostgreSQL when BENCH_DATABASE_URL is set (else PGlite), beside a bare Fastify route of the same run:
// - catalogue: BENCH_CATALOGUE_BUYERS buyers (default 1000), each with 2–4 of 200 products, ample stock;
// - race: BENCH_BUYERS buyers (default 200) for one product with fewer units (BENCH_STOCK, default 3/4).
// Prints orders per second, checkout latency p50/p99, oversold and lost units, and which targets hold.
import { readFile } from 'node:fs/promises';
import { startAppServer } from './lib/app-server.ts';
import { startBareServer } from './lib/bare-server.ts';
import { load } from './lib/load.ts';
import { runCatalogueScenario, runRaceScenario } from './scenarios/checkout.ts';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const raceBuyers = Number(process.env.BENCH_BUYERS ?? 200);
const stock = Number(process.env.BENCH_STOCK ?? Math.floor(raceBuyers * 0.75));
const catalogueBuyers = Number(process.env.BENCH_CATALOGUE_BUYERS ?? 1000);
/** issue 13: orders per second on PostgreSQL with 50 buyers at once. */
const TARGETS = { catalogue: 200, race: 100 };

const bare = await startBareServer();
const baseline = await load({
  name: 'bare fastify (baseline)',
  url: bare.url,
  seconds: 3,
  connections: concurrency,
});
await bare.close();

const app = await startAppServer();
const options = {
  origin: app.origin,
  db: app.handle.db,
  concurrency,
  databaseUrl: process.env.BENCH_DATABASE_URL,
};
const catalogue = await runCatalogueScenario({ ...options, buyers: catalogueBuyers, products: 200 });
const race = await runRaceScenario({ ...options, buyers: raceBuyers, stock });
await app.close();

const verdict = (result: typeof race, target: number) =>
  `${result.ordersPerSecond >= target ? 'holds' : 'MISSED'} (≥ ${target}/s)`;
console.log(
  `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${concurrency} concurrent checkouts`,
);
console.table([
  {
    scenario: 'bare fastify GET (baseline)',
    'req/s': baseline.rps,
    'p50 ms': baseline.p50,
    'p99 ms': baseline.p99,
  },
  ...[
    { result: catalogue, target: TARGETS.catalogue },
    { result: race, target: TARGETS.race },
  ].map(({ result, target }) => ({
    scenario: result.scenario,
    'req/s': result.ordersPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'vs bare': `${((result.ordersPerSecond / baseline.rps) * 100).toFixed(2)} %`,
    target: verdict(result, target),
  })),
]);
console.table([catalogue, race].map(({ profile: _profile, ...rest }) => rest));
console.log(`load average: ${(await readFile('/proc/loadavg', 'utf8').catch(() => '?')).trim()}`);
for (const { scenario, profile } of [catalogue, race]) {
  console.log(`\n${scenario}, per answered checkout:`);
  console.table([
    {
      'round trips': profile.roundTripsPerOrder,
      'Node CPU ms (server + buyers)': profile.nodeCpuMsPerOrder,
      'PostgreSQL CPU ms': profile.postgresCpuMsPerOrder,
    },
  ]);
  console.log('server connections not idle, sampled every 20 ms:', profile.connectionStates);
  console.log('statements per checkout:', profile.statements);
}
const expected = [
  [catalogue, catalogueBuyers],
  [race, Math.min(raceBuyers, stock)],
] as const;
if (
  expected.some(
    ([r, orders]) => r.oversold !== 0 || r.unitsLost !== 0 || r.failed !== 0 || r.orders !== orders,
  )
) {
  console.error('FAILED: oversold, lost or failed orders');
  process.exitCode = 1;
}
