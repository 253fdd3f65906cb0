import { LRUCache } from 'lru-cache';

/** Anything but null and undefined (what lru-cache stores). */
type Present = NonNullable<unknown>;

/** How many entries a cache keeps (the least recently used goes first) and how long one stays fresh. */
export interface CacheBounds {
  max: number;
  ttlMs: number;
  /** Also bound the total size of the values (e.g. string lengths), measured by `sizeOf`. */
  maxSize?: { total: number; sizeOf: (value: never) => number };
}

/** The server's one in-memory cache: bounded in entries and in age, so no input can grow it for ever. */
export function boundedCache<K extends Present, V extends Present>({
  max,
  ttlMs,
  maxSize,
}: CacheBounds): LRUCache<K, V> {
  return new LRUCache<K, V>({
    max,
    ttl: ttlMs,
    ...(maxSize && {
      maxSize: maxSize.total,
      sizeCalculation: (value: V) => Math.max(1, (maxSize.sizeOf as (v: V) => number)(value)),
    }),
  });
}

/** A bounded cache of computed values, read through `get` (see `staleWhileRevalidate`). */
export interface RevalidatingCache<K, V, C> {
  get(key: K, context: C): Promise<V>;
  delete(key: K): void;
  clear(): void;
  readonly size: number;
}

/**
 * A bounded cache of values `load` computes: callers of one key share the computation in flight; after
 * `ttlMs` a caller gets the previous value at once while it is recomputed in the background; a failed
 * computation is not kept (the previous value stays until one succeeds). `delete` drops a value and any
 * computation of it in flight, so a value computed before an invalidation is never stored.
 */
export function staleWhileRevalidate<K extends Present, V extends Present, C>(
  bounds: CacheBounds,
  load: (key: K, context: C) => Promise<V>,
): RevalidatingCache<K, V, C> {
  // The context is typed `unknown` inside: lru-cache's fetch options cannot be typed for a generic context.
  const cache = new LRUCache<K, V, unknown>({
    max: bounds.max,
    ttl: bounds.ttlMs,
    allowStale: true,
    noDeleteOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: (key, _stale, { context }) => load(key, context as C),
  });
  const get = async (key: K, context: C): Promise<V> => {
    for (;;) {
      // Undefined only when the key was deleted while its value was computed: compute it again.
      const value = await cache.fetch(key, { context });
      if (value !== undefined) return value;
    }
  };
  return {
    get,
    delete: (key) => void cache.delete(key),
    clear: () => cache.clear(),
    get size() {
      return cache.size;
    },
  };
}
