// `npm run bench:tcg -w bench [-- scenario-name ...]`: every TCG search scenario at 1 and at 50 connections,
// beside the bare Fastify route measured at both in the same run, checked against the targets of issue 13:
// p95 <= 50 ms at 1 connection; at 50, at least 200 req/s and p99 <= 500 ms. Use BENCH_DATABASE_URL with a
// store of generated cards (bench/generate-tcg.ts); the machine is shared, so compare the ratios.
import { sql } from 'drizzle-orm';
import { loadCardIndex, queryRows, requestContext, type TenantRow } from '@storefront/server';
import { startAppServer } from './lib/app-server.ts';
import { startBareServer } from './lib/bare-server.ts';
import { load, type LoadResult } from './lib/load.ts';
import { tcgScenarios } from './scenarios/tcg.ts';

const TARGET = { p95At1: 50, rpsAt50: 200, p99At50: 500 };
const wanted = process.argv.slice(2);
const scenarios = wanted.length ? tcgScenarios.filter((s) => wanted.includes(s.name)) : tcgScenarios;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
// BENCH_PORT: the bare route listens there and the app on the next port (else any free ports).
const port = Number(process.env.BENCH_PORT ?? 0);

const bare = await startBareServer(port);
const bare1 = await load({ name: 'bare fastify (baseline)', url: bare.url, seconds, connections: 1 });
const bare50 = await load({ name: 'bare fastify (baseline)', url: bare.url, seconds, connections: 50 });
await bare.close();

const app = await startAppServer({ port: port && port + 1 });
// The card store's index is loaded before measuring: the steady state, not the minute of the first load.
const [cards] = await queryRows<TenantRow>(app.handle.db, sql`select * from tenants where slug = 'cards'`);
const loadStarted = Date.now();
if (cards) await loadCardIndex(app.app.cardIndexes, requestContext(app.handle.db, cards));
console.log(`card index loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
const rows: Record<string, string | number>[] = [];
const row = (r: LoadResult, connections: 1 | 50, verdict: string) => {
  const baseline = connections === 1 ? bare1 : bare50;
  rows.push({
    scenario: r.name,
    conns: connections,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p95 ms': r.p95,
    'p99 ms': r.p99,
    'req/s ×bare': (r.rps / baseline.rps).toFixed(3),
    'p99 ×bare': (r.p99 / Math.max(baseline.p99, 1)).toFixed(1),
    errors: r.errors + r.non2xx,
    target: verdict,
  });
};
row(bare1, 1, '');
row(bare50, 50, '');
let failed = 0;
for (const scenario of scenarios) {
  const options = scenario.build(app.origin);
  const one = await load({ seconds, ...options, connections: 1 });
  const fifty = await load({ seconds, ...options, connections: 50 });
  const ok1 = one.p95 <= TARGET.p95At1 && one.errors + one.non2xx === 0;
  const ok50 =
    fifty.rps >= TARGET.rpsAt50 && fifty.p99 <= TARGET.p99At50 && fifty.errors + fifty.non2xx === 0;
  failed += Number(!ok1) + Number(!ok50);
  row(one, 1, `${ok1 ? 'PASS' : 'FAIL'} p95 <= ${TARGET.p95At1} ms`);
  row(fifty, 50, `${ok50 ? 'PASS' : 'FAIL'} >= ${TARGET.rpsAt50} req/s, p99 <= ${TARGET.p99At50} ms`);
}
await app.close();
console.table(rows);
console.log(failed ? `${failed} target(s) missed` : 'every TCG target holds');
