// `npm run bench:checkout -w bench`: BENCH_BUYERS buyers (default 200) check out the same product,
// 50 at a time, against a smaller stock, on PostgreSQL when BENCH_DATABASE_URL is set (else PGlite).
// Prints orders per second, checkout latency p50/p99 and oversold units, beside a bare Fastify route.
import { startAppServer } from './lib/app-server.ts';
import { startBareServer } from './lib/bare-server.ts';
import { load } from './lib/load.ts';
import { runCheckoutScenario } from './scenarios/checkout.ts';

const buyers = Number(process.env.BENCH_BUYERS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const stock = Number(process.env.BENCH_STOCK ?? Math.floor(buyers * 0.75));

const bare = await startBareServer();
const baseline = await load({
  name: 'bare fastify (baseline)',
  url: bare.url,
  seconds: 3,
  connections: concurrency,
});
await bare.close();

const app = await startAppServer();
const result = await runCheckoutScenario({
  origin: app.origin,
  db: app.handle.db,
  buyers,
  concurrency,
  stock,
});
await app.close();

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
  {
    scenario: 'checkout (card, 1 line)',
    'req/s': result.ordersPerSecond,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
  },
]);
console.table([result]);
if (result.oversold !== 0 || result.orders !== Math.min(buyers, stock) || result.failed !== 0) {
  console.error('FAILED: oversold, lost or failed orders');
  process.exitCode = 1;
}
