import type { FastifyInstance } from 'fastify';

/** Another store's real call, timed while a hostile request runs: the shopper the attacker must not stall. */
export const PROBE = { host: 'outdoor.localhost', url: '/api/ecommerce/products/?page_size=12' } as const;
/** Rest between two probes of one long request (a slow body, a running job), so probing is not the load. */
const PROBE_GAP_MS = 25;

export interface Probed<T> {
  value: T;
  /** The slowest probe answered while `work` ran (0 if none was sent). */
  worstMs: number;
  probes: number;
}

/**
 * Runs `work` and, from the same moment until it settles, calls the other store's product list again and
 * again (the first at once, then every 25 ms after the previous answered), through the same app and
 * database: an event loop or a connection held by the hostile request shows as a slow probe. The last probe
 * may end after `work`; it still counts (it was sent during it). A probe that is not a 200 is an error.
 */
export async function probedWhile<T>(app: FastifyInstance, work: Promise<T>): Promise<Probed<T>> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  let worstMs = 0;
  let probes = 0;
  const probing = (async () => {
    while (!settled) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: PROBE.url, headers: { host: PROBE.host } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200)
        throw new Error(`the other store's probe answered ${res.statusCode}: ${res.body}`);
      worstMs = Math.max(worstMs, ms);
      probes++;
      if (!settled) await Promise.race([done.catch(() => {}), sleep(PROBE_GAP_MS)]);
    }
  })();
  const [value] = await Promise.all([done, probing]);
  return { value, worstMs, probes };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
