import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from './shared-counters.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteParams = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * A @fastify/rate-limit store on shared counters, so every instance counts a client's calls of a route
 * together. Like the plugin's own store, each route counts apart: a route's keys carry its method and path.
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rl:') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      counters.add(this.prefix + key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: Math.max(0, hit.expiresMs - now) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      const now = Date.now();
      counters.read(this.prefix + key).then(
        (hit) =>
          callback(
            null,
            hit ? { current: hit.count, ttl: Math.max(0, hit.expiresMs - now) } : { current: 0, ttl: 0 },
          ),
        (error: Error) => callback(error),
      );
    }

    child(params: RouteParams): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo`.
      const route = (params as unknown as { routeInfo?: { method?: string | string[]; url?: string } })
        .routeInfo;
      const { method, url } = route ?? {};
      return new SharedStore(`rl:${[method].flat().join(',')} ${url ?? ''}:`);
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
