// `npm run bench [-- scenario-name ...]`: each scenario against the real server, beside a bare Fastify
// route measured in the same run. Loopback only; every load is bounded in time.
import { startAppServer } from './lib/app-server.ts';
import { startBareServer } from './lib/bare-server.ts';
import { load, printTable, type LoadResult } from './lib/load.ts';
import { ensureBenchCatalogue } from './lib/catalogue.ts';
import { catalogScenarios } from './scenarios/catalog.ts';
import { tenantScenarios, type Scenario } from './scenarios/index.ts';
import { tcgScenarios } from './scenarios/tcg.ts';

const ALL: Scenario[] = [...tenantScenarios, ...catalogScenarios, ...tcgScenarios];
const wanted = process.argv.slice(2);
const scenarios = wanted.length ? ALL.filter((s) => wanted.includes(s.name)) : ALL;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);

const bare = await startBareServer();
const baseline = await load({ name: 'bare fastify (baseline)', url: bare.url, seconds });
await bare.close();

const app = await startAppServer();
if (scenarios.some((s) => catalogScenarios.includes(s))) {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const filled = await ensureBenchCatalogue(app.handle.db, products);
  console.log(
    `bench store: ${products} products (${filled.created ? `generated in ${filled.ms} ms` : 'kept'})`,
  );
}
const results: LoadResult[] = [baseline];
for (const scenario of scenarios) {
  results.push(await load({ seconds, ...scenario.build(app.origin) }));
}
await app.close();
printTable(results, baseline);
