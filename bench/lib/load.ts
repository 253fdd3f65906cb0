import { request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  /** autocannon reports no p95: the 97.5th percentile stands for it (a stricter figure). */
  p97_5: number;
  /** From every response time of the run (autocannon's summary has no 95th percentile). */
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  /** Sent as Host, so the server resolves the right store. */
  host?: string;
  connections?: number;
  seconds?: number;
  /** Paths to cycle through, for scenarios that vary their query. */
  paths?: string[];
  /**
   * Each request takes one of `paths` at random instead (only the first is requested before the run): every
   * connection cycling through the same list would send the same path at nearly the same moment.
   */
  randomPaths?: boolean;
}

/** One GET, answered in full; the status is not checked (the load run counts errors). */
function getOnce(url: URL, path: string, host?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, headers: host ? { host } : {} },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Loads one loopback URL for a bounded time and reports requests per second and latency percentiles.
 * Each path is requested once first, so the run measures the steady state: per-store caches (the TCG
 * filter options) filled, not the first request of a fresh process.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const base = new URL(options.url);
  const headers = options.host ? { host: options.host } : undefined;
  const paths = options.paths ?? [base.pathname + base.search];
  for (const path of options.randomPaths ? paths.slice(0, 1) : paths) await getOnce(base, path, options.host);
  const times: number[] = [];
  const run = autocannon({
    url: base.origin,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
    headers,
    requests: options.randomPaths
      ? [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)]! }),
          },
        ]
      : paths.map((path) => ({ method: 'GET', path })),
  });
  // Without a callback autocannon answers an instance that is also the promise of its result.
  (run as unknown as autocannon.Instance).on(
    'response',
    (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms),
  );
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    name: options.name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p95: Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(results: LoadResult[], baseline: LoadResult): void {
  const rows = results.map((r) => ({
    scenario: r.name,
    'req/s': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'vs bare req/s': `${((r.rps / baseline.rps) * 100).toFixed(1)}%`,
    'p99 ×bare': (r.p99 / Math.max(baseline.p99, 1)).toFixed(1),
    errors: r.errors + r.non2xx,
  }));
  console.table(rows);
}
