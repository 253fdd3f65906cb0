import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { selectSql, type SelectSql } from '../../db/read-only.ts';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { readChanges, readWatermark } from './catalog-changes.ts';

/**
 * Per-store structures of the read model held in this process (decisions 031, 050), under one freshness
 * rule: a structure is loaded whole once, with the change log's watermark read before it; then a read whose
 * store's data version moved (an announced write, on any instance) or whose structure is older than
 * `maxAgeMs` (what changes unannounced) first applies the products logged since the watermark as a delta
 * (`StoreIndexKind.apply`). A read at the version it was synced at costs no round trip. Loaded whole again
 * only past MAX_DELTA_PRODUCTS changes or when a delta cannot be applied (the kind says so).
 */

/** How long a request waits for the index load it started before answering through SQL. */
const FIRST_LOAD_WAIT_MS = 2_000;
/** The load reads every active product of the store: its own statement timeout, as it is no request's. */
const LOAD_TIMEOUT_MS = 60_000;
/** After a load, the next waits at least this many times as long (at most a fifth of a core spent loading). */
const LOAD_SPACING = 5;
/** A store found over the size limit is counted again no sooner than this (it answers by SQL meanwhile). */
const OVER_LIMIT_RECHECK_MS = 10 * 60_000;
/** More products changed than this since a structure's watermark (an import) and it is loaded whole. */
export const MAX_DELTA_PRODUCTS = 10_000;
/**
 * Products read per statement by a loader that reads in chunks: on PGlite a request waits for at most one
 * chunk of a load (about 2,000 × 0.03 ms of the bench store's rows), not for the whole store's.
 */
const LOAD_CHUNK_ROWS = 2_000;

/** How many products the indexes may hold: per store (a larger store is searched by SQL) and in all. */
export type StoreIndexLimits = Config['searchIndex'];

/**
 * A family's options, fixed when the app makes it (catalog-read.ts): `limits` (0 products: none at all);
 * `maxAgeMs`: a structure synced longer ago than this reads the change log again before it answers (what
 * changes without a version: stock above the low-stock mark, units sold); `loadChunkRows`: products per
 * statement of a chunked load; `clock`: the time in ms by which ages are told (a test's lets them pass).
 */
export interface StoreIndexOptions {
  limits: StoreIndexLimits;
  maxAgeMs?: number;
  loadChunkRows?: number;
  clock?: () => number;
}

/** What one kind of structure does; a failed or declined delta (null) loads the store whole. */
export interface StoreIndexKind<T> {
  /** The store's structure read whole, or 'over limit' past `limit` active products. */
  load: (ctx: RequestContext, limit: number, chunkRows: number) => Promise<T | 'over limit'>;
  /** `index` with the products `ids` read again (STORE_ROWS: the categories and types), or null. */
  apply: (ctx: RequestContext, index: T, ids: number[]) => Promise<T | null>;
  /** How many products it holds (what the total limit counts). */
  size: (index: T) => number;
}

/** A store's structure, the data version and log watermark it is current at, and when it was synced. */
export interface StoreEntry<T> {
  index: T;
  version: string;
  watermark: bigint;
  syncedAt: number;
  /** Found out of date beyond a delta: a whole load replaces it, SQL answers meanwhile. */
  stale: boolean;
}

/** The first statement of a load's transaction: the load's own statement timeout, as it is no request's. */
export const loadTimeout = () =>
  selectSql`select set_config('statement_timeout', ${String(LOAD_TIMEOUT_MS)}, true)`;

export class StoreIndexes<T> {
  /** Whole loads and deltas applied since the app started (metrics, tests). */
  readonly counts = { loads: 0, deltas: 0 };
  private readonly entries;
  private readonly maxAgeMs: number;
  private readonly loadChunkRows: number;
  private readonly clock: () => number;
  private readonly limits: StoreIndexLimits;
  private readonly loading = new Map<string, Promise<StoreEntry<T> | null>>();
  private readonly syncing = new Map<string, Promise<StoreEntry<T> | null>>();
  /** When each store's next load may start (ms). */
  private readonly nextLoad = new Map<string, number>();

  /** At most 32 stores and `limits.totalProducts` products; the least recently used store goes first. */
  constructor(
    private readonly kind: StoreIndexKind<T>,
    { limits, maxAgeMs = Infinity, loadChunkRows = LOAD_CHUNK_ROWS, clock = Date.now }: StoreIndexOptions,
  ) {
    this.limits = limits;
    this.clock = clock;
    this.maxAgeMs = maxAgeMs;
    this.loadChunkRows = loadChunkRows;
    this.entries = boundedCache<string, StoreEntry<T>>({
      max: 32,
      ttlMs: 3_600_000,
      maxSize: {
        total: Math.max(1, limits.totalProducts),
        sizeOf: (e: StoreEntry<T>) => Math.max(1, kind.size(e.index)),
      },
    });
  }

  /**
   * The store's structure current at `version` (the store's data version, read before), or null (SQL
   * answers). A structure at another version, or past its age, first applies the logged changes; none
   * yet starts a load, awaited up to FIRST_LOAD_WAIT_MS the first time.
   */
  async at(ctx: RequestContext, version: string): Promise<T | null> {
    if (!this.limits.storeProducts) return null;
    const tenantId = ctx.tenant.id;
    const entry = this.entries.get(tenantId);
    if (entry && !entry.stale) {
      if (this.isCurrent(entry, version)) return entry.index;
      return (await this.sync(ctx, version))?.index ?? null;
    }
    const load = this.load(ctx);
    if (entry || !load) return null;
    const wait = new Promise<null>((resolve) => setTimeout(() => resolve(null), FIRST_LOAD_WAIT_MS).unref());
    const ready = await Promise.race([load, wait]);
    return ready && !ready.stale ? ((await this.sync(ctx, version))?.index ?? null) : null;
  }

  /** The store's entry as it stands (kept pages tell by it whether a sync ran during a read). */
  entry(tenantId: string): StoreEntry<T> | undefined {
    return this.entries.get(tenantId);
  }

  /** Whether the store has one, and how many products all of them hold (metrics, tests). */
  holds(tenantId: string): boolean {
    return this.entries.has(tenantId);
  }
  get products(): number {
    return this.entries.calculatedSize;
  }

  private isCurrent(entry: StoreEntry<T>, version: string) {
    return !entry.stale && entry.version === version && this.clock() - entry.syncedAt < this.maxAgeMs;
  }

  /** One sync per store at a time (two could apply older rows after newer); later callers run the next. */
  private async sync(ctx: RequestContext, version: string): Promise<StoreEntry<T> | null> {
    const tenantId = ctx.tenant.id;
    for (let running = this.syncing.get(tenantId); running; running = this.syncing.get(tenantId)) {
      const done = await running.catch(() => null);
      if (done && this.isCurrent(done, version)) return done;
    }
    const entry = this.entries.get(tenantId);
    if (!entry || entry.stale) return null;
    if (this.isCurrent(entry, version)) return entry;
    const run = this.applyChanges(ctx, entry, version)
      .catch(() => null)
      .finally(() => this.syncing.delete(tenantId));
    this.syncing.set(tenantId, run);
    return run;
  }

  private async applyChanges(ctx: RequestContext, entry: StoreEntry<T>, version: string) {
    const syncedAt = this.clock();
    const log = await ctx.loadIndex((tx) =>
      readChanges(tx, ctx.tenant.id, entry.watermark, MAX_DELTA_PRODUCTS),
    );
    let index: T | null = entry.index;
    if (!log.ids) index = null;
    else if (log.ids.length) {
      this.counts.deltas++;
      index = await this.kind.apply(ctx, entry.index, log.ids);
    }
    if (this.entries.get(ctx.tenant.id) !== entry) return null;
    if (!index) {
      entry.stale = true;
      void this.load(ctx);
      return null;
    }
    const watermark = log.xmin > entry.watermark ? log.xmin : entry.watermark;
    const next = { index, version, watermark, syncedAt, stale: false };
    this.entries.set(ctx.tenant.id, next);
    return next;
  }

  /** The store's whole load, started unless one runs or the last ended too recently (null then). */
  private load(ctx: RequestContext): Promise<StoreEntry<T> | null> | null {
    const tenantId = ctx.tenant.id;
    const running = this.loading.get(tenantId);
    if (running || this.clock() < (this.nextLoad.get(tenantId) ?? 0)) return running ?? null;
    // How long the load took is real time, whatever the clock says.
    const began = performance.now();
    let spacing = LOAD_SPACING;
    this.counts.loads++;
    const load = (async () => {
      const watermark = await ctx.loadIndex(readWatermark);
      const loaded = await this.kind.load(ctx, this.limits.storeProducts, this.loadChunkRows);
      if (loaded === 'over limit') {
        spacing = 0;
        this.nextLoad.set(tenantId, this.clock() + OVER_LIMIT_RECHECK_MS);
        this.entries.delete(tenantId);
        return null;
      }
      // Never synced: the first read applies what was logged since the watermark.
      const entry = { index: loaded, version: '', watermark, syncedAt: -Infinity, stale: false };
      this.entries.set(tenantId, entry);
      return entry;
    })()
      .catch(() => null)
      .finally(() => {
        this.loading.delete(tenantId);
        if (spacing) this.nextLoad.set(tenantId, this.clock() + spacing * (performance.now() - began));
      });
    this.loading.set(tenantId, load);
    return load;
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
