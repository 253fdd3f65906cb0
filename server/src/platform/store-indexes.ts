import { sql } from 'drizzle-orm';
import type { LRUCache } from 'lru-cache';
import { queryRows } from '../db/client.ts';
import { selectSql, type ReadOnly } from '../db/read-only.ts';
import { boundedCache } from './bounded-cache.ts';
import type { RequestContext } from './tenancy.ts';

/**
 * The one store-index framework (decisions 050, 048): per-store structures held in this process under one
 * freshness rule. A structure is loaded whole once, with its change log's watermark read before it; a read
 * that must sync (its store's data version moved, the structure is older than `maxAgeMs`, or the family
 * syncs at every read) first applies what was logged since the watermark as a delta (`StoreIndexKind.apply`).
 * Loaded whole again only past `maxDelta` changes, when a delta cannot be applied (the kind says so), or in
 * the background when the kind finds it worn (it answers meanwhile). The catalogue's read model and the card
 * search are families of it, each with its own change log (`ChangeLog`).
 */

/** What one sync read of the store's change log: the products (product 0: store-wide), and its `xmin`. */
export interface Changes {
  xmin: bigint;
  ids: number[];
}

/** Reads the store's log from `watermark` on in one statement, or null past `max` products (load whole). */
export type ChangeLog<C extends Changes> = (
  tx: ReadOnly,
  tenantId: string,
  watermark: bigint,
  max: number,
) => Promise<C | null>;

/** The oldest transaction still running: every change logged by an older one is committed and visible. */
export const snapshotXmin = sql`pg_snapshot_xmin(pg_current_snapshot())::text`;

/** A structure's watermark now: what it reads after this has seen every change logged below it. */
export async function readWatermark(tx: ReadOnly): Promise<bigint> {
  const [row] = await queryRows<{ xmin: string }>(tx, selectSql`select ${snapshotXmin} as xmin`);
  return BigInt(row!.xmin);
}

/** What one kind of structure does; a failed or declined delta (null) loads the store whole. */
export interface StoreIndexKind<T, C extends Changes = Changes> {
  /** The store's structure read whole (at `watermark`), or 'over limit' past `limit` active products. */
  load: (
    ctx: RequestContext,
    limit: number,
    chunkRows: number,
    watermark: bigint,
  ) => Promise<T | 'over limit'>;
  /** `index` with the products `ids` of `changes` applied, or null. */
  apply: (ctx: RequestContext, index: T, ids: number[], changes: C) => Promise<T | null>;
  /** How many products it holds (what the total limit counts). */
  size: (index: T) => number;
  /** After every sync it survived, changes or none: `watermark` is where it now stands. */
  synced?: (index: T, changes: C, watermark: bigint) => void;
  /** Worn by its deltas: loaded whole again in the background while it still answers. */
  worn?: (index: T) => boolean;
}

/** How many products a family may hold: per store (a larger store is read by SQL) and in all. */
export interface StoreIndexLimits {
  storeProducts: number;
  totalProducts: number;
}

/**
 * A family's options, fixed when the app makes it. `log`: the change log its structures follow; `limits`
 * (0 products: none at all; none given: unbounded); `everyRead`: every read syncs first (else only when
 * the version moved or past `maxAgeMs`); `maxDelta`: more changes than this load the store whole;
 * `loadSpacing`: after a load, the next waits this many times as long (0: none); `firstLoadWaitMs`: how long
 * the first read of a store waits for its load; `stores`/`ttlMs`: how many stores are held, how long;
 * `loadChunkRows`: products per statement of a chunked load; `clock`: the time in ms ages are told by.
 */
export interface StoreIndexOptions<C extends Changes = Changes> {
  log: ChangeLog<C>;
  limits?: StoreIndexLimits;
  everyRead?: boolean;
  maxAgeMs?: number;
  maxDelta?: number;
  loadSpacing?: number;
  firstLoadWaitMs?: number;
  stores?: number;
  ttlMs?: number;
  loadChunkRows?: number;
  clock?: () => number;
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

/** A store found over the size limit is counted again no sooner than this (it answers by SQL meanwhile). */
const OVER_LIMIT_RECHECK_MS = 10 * 60_000;

const sleep = (ms: number) => {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return { done, cancel: () => clearTimeout(timer) };
};

export class StoreIndexes<T, C extends Changes = Changes> {
  /** Whole loads started and deltas applied since the app started (`/metrics`, tests). */
  readonly counts = { loads: 0, deltas: 0 };
  private readonly entries: LRUCache<string, StoreEntry<T>>;
  /** Whether the entries are bounded by their products (else `products` adds them up). */
  private readonly sized: boolean;
  private readonly options: Required<Omit<StoreIndexOptions<C>, 'limits'>> & { limits: StoreIndexLimits };
  private readonly loading = new Map<string, Promise<StoreEntry<T> | null>>();
  private readonly syncing = new Map<string, Promise<StoreEntry<T> | null>>();
  /** When each store's next load may start (ms). */
  private readonly nextLoad = new Map<string, number>();

  /** The least recently used store goes first. */
  constructor(
    private readonly kind: StoreIndexKind<T, C>,
    options: StoreIndexOptions<C>,
  ) {
    const limits = options.limits ?? { storeProducts: Infinity, totalProducts: Infinity };
    this.options = {
      log: options.log,
      limits,
      everyRead: options.everyRead ?? false,
      maxAgeMs: options.maxAgeMs ?? Infinity,
      maxDelta: options.maxDelta ?? 10_000,
      loadSpacing: options.loadSpacing ?? 5,
      firstLoadWaitMs: options.firstLoadWaitMs ?? 2_000,
      stores: options.stores ?? 32,
      ttlMs: options.ttlMs ?? 3_600_000,
      loadChunkRows: options.loadChunkRows ?? 2_000,
      clock: options.clock ?? Date.now,
    };
    const bounded = Number.isFinite(limits.totalProducts);
    this.sized = bounded;
    this.entries = boundedCache<string, StoreEntry<T>>({
      max: this.options.stores,
      ttlMs: this.options.ttlMs,
      ...(bounded && {
        maxSize: {
          total: Math.max(1, limits.totalProducts),
          sizeOf: (e: StoreEntry<T>) => Math.max(1, kind.size(e.index)),
        },
      }),
    });
  }

  /**
   * The store's structure current at `version` (the store's data version, read before; ignored by a family
   * that syncs at every read), or null (SQL answers). None yet starts a load, awaited up to `waitMs`.
   */
  async at(ctx: RequestContext, version: string, waitMs = this.options.firstLoadWaitMs): Promise<T | null> {
    if (!this.options.limits.storeProducts) return null;
    const tenantId = ctx.tenant.id;
    const first = this.entries.get(tenantId);
    if (!first || first.stale) {
      const load = this.load(ctx);
      if (first || !load) return null;
      const wait = sleep(waitMs);
      const ready = await Promise.race([load, wait.done]);
      wait.cancel();
      if (!ready || ready.stale) return null;
    }
    // A whole load that replaced the entry during its sync (a worn one's) is synced in turn.
    for (;;) {
      const entry = this.entries.get(tenantId);
      if (!entry || entry.stale) return null;
      if (this.isCurrent(entry, version)) return entry.index;
      const synced = await this.sync(ctx, version);
      if (synced) return synced.index;
      if (this.entries.get(tenantId) === entry) return null;
    }
  }

  /** Loads the store now unless it holds a structure, and waits for it: a warm-up (benchmarks). */
  async warm(ctx: RequestContext, version = ''): Promise<boolean> {
    const entry = this.entries.get(ctx.tenant.id);
    if (!entry || entry.stale) await (this.loading.get(ctx.tenant.id) ?? this.load(ctx));
    return (await this.at(ctx, version)) !== null;
  }

  /** The store's entry as it stands, without syncing (kept pages tell by it whether a sync ran). */
  entry(tenantId: string): StoreEntry<T> | undefined {
    return this.entries.get(tenantId);
  }

  /** Whether the store has one, and how many products all of them hold (metrics, tests). */
  holds(tenantId: string): boolean {
    return this.entries.has(tenantId);
  }
  get products(): number {
    if (this.sized) return this.entries.calculatedSize;
    let products = 0;
    for (const entry of this.entries.values()) products += this.kind.size(entry.index);
    return products;
  }

  private isCurrent(entry: StoreEntry<T>, version: string) {
    const { everyRead, maxAgeMs, clock } = this.options;
    return !entry.stale && !everyRead && entry.version === version && clock() - entry.syncedAt < maxAgeMs;
  }

  /**
   * One sync per store at a time (two could apply older rows after newer). A caller arriving during one
   * takes its result if current at its version, else the next sync: that one read the log after it came.
   */
  private async sync(ctx: RequestContext, version: string): Promise<StoreEntry<T> | null> {
    const tenantId = ctx.tenant.id;
    const running = this.syncing.get(tenantId);
    if (!running) return this.start(ctx, version);
    const done = await running;
    if (done && this.isCurrent(done, version)) return done;
    // Any sync running now started after `running` ended, so after this call began: share it.
    return this.syncing.get(tenantId) ?? this.start(ctx, version);
  }

  private start(ctx: RequestContext, version: string): Promise<StoreEntry<T> | null> {
    const tenantId = ctx.tenant.id;
    const entry = this.entries.get(tenantId);
    if (!entry || entry.stale) return Promise.resolve(null);
    const run = this.applyChanges(ctx, entry, version)
      .catch(() => null)
      .finally(() => {
        if (this.syncing.get(tenantId) === run) this.syncing.delete(tenantId);
      });
    this.syncing.set(tenantId, run);
    return run;
  }

  private async applyChanges(ctx: RequestContext, entry: StoreEntry<T>, version: string) {
    const { clock, log, maxDelta } = this.options;
    const tenantId = ctx.tenant.id;
    const syncedAt = clock();
    const changes = await ctx.loadIndex((tx) => log(tx, tenantId, entry.watermark, maxDelta));
    let index: T | null = entry.index;
    if (!changes) index = null;
    else if (changes.ids.length) {
      this.counts.deltas++;
      index = await this.kind.apply(ctx, entry.index, changes.ids, changes);
    }
    if (this.entries.get(tenantId) !== entry) return null;
    if (!index || !changes) {
      entry.stale = true;
      void this.load(ctx);
      return null;
    }
    const watermark = changes.xmin > entry.watermark ? changes.xmin : entry.watermark;
    this.kind.synced?.(index, changes, watermark);
    const next = { index, version, watermark, syncedAt, stale: false };
    this.entries.set(tenantId, next);
    if (this.kind.worn?.(index)) void this.load(ctx);
    return next;
  }

  /** The store's whole load, started unless one runs or the last ended too recently (null then). */
  private load(ctx: RequestContext): Promise<StoreEntry<T> | null> | null {
    const { clock, limits, loadChunkRows } = this.options;
    const tenantId = ctx.tenant.id;
    const running = this.loading.get(tenantId);
    if (running || clock() < (this.nextLoad.get(tenantId) ?? 0)) return running ?? null;
    // How long the load took is real time, whatever the clock says.
    const began = performance.now();
    let spacing = this.options.loadSpacing;
    this.counts.loads++;
    const load = (async () => {
      const watermark = await ctx.loadIndex(readWatermark);
      const loaded = await this.kind.load(ctx, limits.storeProducts, loadChunkRows, watermark);
      if (loaded === 'over limit') {
        spacing = 0;
        this.nextLoad.set(tenantId, clock() + OVER_LIMIT_RECHECK_MS);
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
        if (spacing) this.nextLoad.set(tenantId, clock() + spacing * (performance.now() - began));
      });
    this.loading.set(tenantId, load);
    return load;
  }
}
