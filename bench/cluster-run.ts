// `npm run bench:cluster`: the product list and a TCG search through nginx with 1 and 2 app instances
// (`npm run cluster`: PostgreSQL primary + streaming replica, compiled server, Debian's nginx), beside one
// instance asked directly (the single-process figure) and the bare baselines of the same run: a bare
// Fastify route, and nginx answering a static file. Also each instance's memory (RSS) at rest and its
// highest during the load. Restarts the cluster with the search limit off; stops it after (or restarts
// it as it was). BENCH_SECONDS per run (default 6).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startBareServer } from './lib/bare-server.ts';
import { load, type LoadResult } from './lib/load.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = process.env.CLUSTER_DIR ?? path.join(root, '.cluster');
const port = Number(process.env.CLUSTER_PORT ?? 8210);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const HOST = 'cards.localhost';
const PRODUCTS = '/api/ecommerce/products/';
const TCG = '/api/ecommerce/products/tcg_search/?game=mtg&rarity=rare&in_stock=true&sort=price';

const cluster = (...args: string[]) =>
  execFileSync('bash', [path.join(root, 'deploy/cluster.sh'), ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
    // One client address drives the load: the per-address search limit would measure itself.
    env: { ...process.env, SEARCH_RATE_LIMIT: '1000000000', LOG_LEVEL: 'warn' },
  });

const pidOf = (file: string) => Number(readFileSync(path.join(run, file), 'utf8'));
const instancePids = () =>
  readdirSync(run)
    .filter((f) => /^app-\d+\.pid$/.test(f))
    .sort()
    .map(pidOf);
const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : 0;
};

/** A load run, with the instances' highest RSS sampled every 250 ms while it lasts. */
async function measured(name: string, origin: string, path: string) {
  const pids = instancePids();
  const peak = new Map(pids.map((pid) => [pid, rssMb(pid)]));
  const sampler = setInterval(() => {
    for (const pid of pids) peak.set(pid, Math.max(peak.get(pid) ?? 0, rssMb(pid)));
  }, 250);
  const result = await load({ name, url: `${origin}${path}`, host: HOST, seconds });
  clearInterval(sampler);
  return { result, peakRss: [...peak.values()] };
}

const wasRunning = existsSync(path.join(run, 'nginx.pid'));
const results: { result: LoadResult; rest?: number[]; peak?: number[] }[] = [];

const bare = await startBareServer();
const baseline = await load({ name: 'bare fastify (baseline)', url: bare.url, seconds });
await bare.close();
results.push({ result: baseline });

cluster('stop');
cluster('start', '1');
const asset = readdirSync(path.join(root, 'web/dist/assets')).find((f) => f.endsWith('.css'));
results.push({
  result: await load({
    name: 'nginx static asset (baseline)',
    url: `http://127.0.0.1:${port}/assets/${asset}`,
    host: HOST,
    seconds,
  }),
});

for (const instances of [1, 2]) {
  cluster('start', String(instances));
  const rest = instancePids().map(rssMb);
  if (instances === 1) {
    for (const [what, target] of [
      ['product list', PRODUCTS],
      ['tcg search', TCG],
    ] as const) {
      const m = await measured(`${what}: 1 process, direct`, `http://127.0.0.1:${port + 1}`, target);
      results.push({ result: m.result, rest, peak: m.peakRss });
    }
  }
  for (const [what, target] of [
    ['product list', PRODUCTS],
    ['tcg search', TCG],
  ] as const) {
    const m = await measured(`${what}: nginx + ${instances} instance(s)`, `http://127.0.0.1:${port}`, target);
    results.push({ result: m.result, rest, peak: m.peakRss });
  }
}

cluster('stop');
if (wasRunning) execFileSync('bash', [path.join(root, 'deploy/cluster.sh'), 'start'], { stdio: 'inherit' });

const direct = (what: string) => results.find((r) => r.result.name === `${what}: 1 process, direct`)!.result;
console.table(
  results.map(({ result: r, rest, peak }) => ({
    run: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'vs bare fastify': `${((r.rps / baseline.rps) * 100).toFixed(1)}%`,
    'vs 1 process': r.name.includes(':') ? `${(r.rps / direct(r.name.split(':')[0]!).rps).toFixed(2)}×` : '',
    'RSS MB at rest': rest?.join(' / ') ?? '',
    'RSS MB peak': peak?.join(' / ') ?? '',
    errors: r.errors + r.non2xx,
  })),
);
console.log(
  `load average after the run: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
