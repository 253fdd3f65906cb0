import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { selectSql, type SelectSql } from '../../db/read-only.ts';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/**
 * Per-store indexes of the active products held in this process (decision 031): each tagged with the
 * store's products data version it was read at, loaded in the background, bounded in size. The product
 * search index and the suggestion index are two of them.
 */

/** How long a request waits for the index load it started before answering through SQL. */
const FIRST_LOAD_WAIT_MS = 2_000;
/** The load reads every active product of the store: its own statement timeout, as it is no request's. */
const LOAD_TIMEOUT_MS = 60_000;

/** After a load, the next waits at least this many times as long (at most a fifth of a core spent loading). */
const LOAD_SPACING = 5;
/** A store found over the size limit is counted again no sooner than this (it answers by SQL meanwhile). */
const OVER_LIMIT_RECHECK_MS = 10 * 60_000;

/** How many products the indexes may hold: per store (a larger store is searched by SQL) and in all. */
export type StoreIndexLimits = Config['searchIndex'];

/**
 * A store-index family's options, fixed when the app makes it (catalog-read.ts): `limits` (0 products: no
 * index at all); `maxAgeMs`: an index at the current version but older than this is loaded again (or
 * refreshed) in the background while it keeps answering, for what changes without a version (stock above
 * the low-stock mark, units sold); `loadChunkRows`: products per statement of a chunked load; `clock`: the
 * time in ms by which ages and load spacing are told (a test's lets the maximum age pass at once).
 */
export interface StoreIndexOptions {
  limits: StoreIndexLimits;
  maxAgeMs?: number;
  loadChunkRows?: number;
  clock?: () => number;
}

/**
 * Products read per statement by a loader that reads in chunks: on PGlite a request waits for at most one
 * chunk of a load (about 2,000 × 0.03 ms of the bench store's rows), not for the whole store's (3 s at
 * 100,000 on a loaded machine).
 */
const LOAD_CHUNK_ROWS = 2_000;

/**
 * What a store's index is built from, or 'over limit' when the store has more than `limit` active products;
 * `chunkRows`: products per statement, for a loader that reads in chunks; `previous`: the index it replaces
 * at the same version (its maximum age passed), which a loader may refresh rather than read whole.
 */
export type IndexLoader<T> = (
  ctx: RequestContext,
  version: string,
  limit: number,
  chunkRows: number,
  previous?: T,
) => Promise<T | 'over limit'>;

/** The first statement of a load's transaction: the load's own statement timeout, as it is no request's. */
export const loadTimeout = () =>
  selectSql`select set_config('statement_timeout', ${String(LOAD_TIMEOUT_MS)}, true)`;

export class StoreIndexes<T extends { version: string }> {
  private readonly indexes;
  private readonly limits: StoreIndexLimits;
  private readonly maxAgeMs: number;
  private readonly loadChunkRows: number;
  private readonly clock: () => number;
  private readonly loading = new Map<string, Promise<T | null>>();
  /** When each store's next load may start (ms). */
  private readonly nextLoad = new Map<string, number>();
  /** When each index was loaded (ms). */
  private readonly loadedAt = new WeakMap<T, number>();

  /**
   * `productsOf`: how many products an index holds (what the total limit counts). At most 32 stores and
   * `limits.totalProducts` products; the least recently used store goes first.
   */
  constructor(
    private readonly load: IndexLoader<T>,
    productsOf: (index: T) => number,
    { limits, maxAgeMs = Infinity, loadChunkRows = LOAD_CHUNK_ROWS, clock = Date.now }: StoreIndexOptions,
  ) {
    this.limits = limits;
    this.clock = clock;
    this.maxAgeMs = maxAgeMs;
    this.loadChunkRows = loadChunkRows;
    this.indexes = boundedCache<string, T>({
      max: 32,
      ttlMs: 3_600_000,
      maxSize: { total: Math.max(1, limits.totalProducts), sizeOf: productsOf },
    });
  }

  /**
   * The store's index at `version`, or null. A missing or older index starts a load in the background; the
   * first (no index yet) is awaited up to FIRST_LOAD_WAIT_MS, an older index is not (SQL answers meanwhile).
   */
  async at(ctx: RequestContext, version: string): Promise<T | null> {
    if (!this.limits.storeProducts) return null;
    const tenantId = ctx.tenant.id;
    const index = this.indexes.get(tenantId);
    const current = index?.version === version;
    if (current && this.clock() - this.loadedAt.get(index)! < this.maxAgeMs) return index;
    let load = this.loading.get(tenantId);
    if (!load && this.clock() >= (this.nextLoad.get(tenantId) ?? 0)) {
      const started = this.clock();
      // How long the load took is real time, whatever the clock says.
      const began = performance.now();
      let spacing = LOAD_SPACING;
      const indexes = this.indexes;
      const previous = current ? index : undefined;
      load = this.load(ctx, version, this.limits.storeProducts, this.loadChunkRows, previous)
        .then((loaded) => {
          if (loaded === 'over limit') {
            spacing = 0;
            this.nextLoad.set(tenantId, this.clock() + OVER_LIMIT_RECHECK_MS);
            indexes.delete(tenantId);
            return null;
          }
          this.loadedAt.set(loaded, started);
          indexes.set(tenantId, loaded);
          return loaded;
        })
        .catch(() => null)
        .finally(() => {
          this.loading.delete(tenantId);
          if (spacing) this.nextLoad.set(tenantId, this.clock() + spacing * (performance.now() - began));
        });
      this.loading.set(tenantId, load);
    }
    if (current) return index;
    if (!load || index) return null;
    const wait = new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_LOAD_WAIT_MS).unref());
    const ready = await Promise.race([load, wait]);
    return ready?.version === version ? ready : null;
  }

  /** Whether the store has an index, and how many products all indexes hold (metrics, tests). */
  holds(tenantId: string): boolean {
    return this.indexes.has(tenantId);
  }
  get products(): number {
    return this.indexes.calculatedSize;
  }
}

/**
 * `rows` (a select over `products p` of the store's active products) read on the owner connection with the
 * load's own statement timeout, or null when the store has more than `limit` active products.
 */
export async function readActiveProducts<Row>(
  ctx: RequestContext,
  limit: number,
  rows: SelectSql,
): Promise<Row[] | null> {
  const read = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, loadTimeout());
    // Counting stops at limit + 1: a store of a million products costs a bounded scan, not a million rows.
    const [counted] = await queryRows<{ n: number }>(
      tx,
      selectSql`select count(*)::int as n from (select 1 from products p
          where p.tenant_id = ${ctx.tenant.id} and p.is_active limit ${limit + 1}) s`,
    );
    if (counted!.n > limit) return null;
    return queryRows<Row>(tx, rows);
  });
  return read && read.length <= limit ? read : null;
}

/** A build yields to the event loop after this long, so other requests wait no more than about this. */
const SLICE_MS = 10;

/**
 * `due()` is true once SLICE_MS has passed since the last `pause()` (the clock is read every 32 calls);
 * `pause()` lets every waiting callback and request run, then carries on.
 */
export function timeSlices() {
  let since = performance.now();
  let calls = 0;
  return {
    due: () => (++calls & 31) === 0 && performance.now() - since >= SLICE_MS,
    pause: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      since = performance.now();
    },
  };
}

/**
 * `0 … n-1` sorted by `compare`, as a merge sort that pauses (`slices`) between runs of work: a sort of
 * 100,000 products with a comparator holds a core for 30 ms or more, which every request waiting on the
 * event loop would feel. Stable, so `compare` must break ties itself where the order matters.
 */
export async function sortInSlices(
  n: number,
  compare: (a: number, b: number) => number,
  slices: ReturnType<typeof timeSlices>,
): Promise<Int32Array> {
  let from = Int32Array.from({ length: n }, (_, i) => i);
  let to = new Int32Array(n);
  for (let width = 1; width < n; width *= 2) {
    for (let left = 0; left < n; left += 2 * width) {
      if (slices.due()) await slices.pause();
      const middle = Math.min(left + width, n);
      const right = Math.min(left + 2 * width, n);
      let i = left;
      let j = middle;
      for (let k = left; k < right; k++)
        to[k] = i < middle && (j >= right || compare(from[i]!, from[j]!) <= 0) ? from[i++]! : from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}

/**
 * Lists of numbers an index keeps of what it computed once (a filter's products in an order, a query's
 * ranked matches): the index never changes once built, so they stay right while it lives; at most
 * `numbers` numbers in all (4 bytes each), the least recently used dropped first.
 */
export const keptNumberLists = (numbers: number) =>
  boundedCache<string, Int32Array>({
    max: 1_000,
    ttlMs: 3_600_000,
    maxSize: { total: numbers, sizeOf: (list: Int32Array) => list.length },
  });
