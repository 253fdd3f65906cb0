import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { selectSql } from '../../../db/read-only.ts';
import { boundedCache } from '../../../platform/bounded-cache.ts';
import { rowOf, type CardIndex, type CardValues } from './card-index.ts';
import { loadCards, loadIndex, logDigest, snapshotXmin, type IndexLoad } from './card-index-load.ts';

/** More changes than this since the last sync (an import) and the index is rebuilt; searches use SQL meanwhile. */
export const MAX_SYNC_CHANGES = 1_000;
/** The change log's row for "the store's tcg_terms changed" (no card has product id 0). */
const TERMS_CHANGED = 0;
/** More changed cards than this kept aside and the index is rebuilt in the background (it stays in use). */
const MAX_CHANGED = 20_000;

/**
 * One store's index and its upkeep. The change log (tcg_card_changes, written by triggers on tcg_cards and
 * supplier_stocks) is the store's version: every search first applies the changes logged since the index's
 * watermark, so a write is seen by the next search on every instance, whichever process wrote it.
 */
class StoreIndex {
  index: CardIndex | null = null;
  private building: Promise<CardIndex | null> | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  constructor(private readonly tenantId: string) {}

  /** Loads the index in the background (one load at a time); `null` when the load failed. */
  rebuild(pick: IndexLoad): Promise<CardIndex | null> {
    this.building ??= loadIndex(pick, this.tenantId)
      .then((index) => (this.index = index))
      .catch(() => null)
      .finally(() => (this.building = null));
    return this.building;
  }

  /**
   * Applies the changes committed before this call. One sync runs at a time (two overlapping ones could
   * apply older values after newer); callers arriving meanwhile share the next one.
   */
  sync(pick: IndexLoad): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.running) return this.start(pick);
    this.queued = this.running.then(() => {
      this.queued = null;
      return this.start(pick);
    });
    return this.queued;
  }

  private start(pick: IndexLoad): Promise<void> {
    const run = this.applyChanges(pick);
    const settled: Promise<void> = run
      .catch(() => undefined)
      .then(() => {
        if (this.running === settled) this.running = null;
      });
    this.running = settled;
    return run;
  }

  get isBuilding(): boolean {
    return this.building !== null;
  }

  private async applyChanges(pick: IndexLoad): Promise<void> {
    const index = this.index;
    if (!index) return;
    const tenantId = this.tenantId;
    const result = await pick(async (tx) => {
      const from = sql`${index.watermark.toString()}::bigint`;
      const [log] = await queryRows<{ xmin: string; ids: number[]; mark: string }>(
        tx,
        selectSql`select ${snapshotXmin} as xmin, array(select product_id from tcg_card_changes
              where tenant_id = ${tenantId} and txid >= ${from}
              limit ${MAX_SYNC_CHANGES + 1}) as ids,
            ${logDigest(tenantId, sql`greatest(${snapshotXmin}::bigint, ${from})`)} as mark`,
      );
      const ids = log!.ids;
      if (ids.length > MAX_SYNC_CHANGES) return null;
      return {
        xmin: BigInt(log!.xmin),
        mark: log!.mark,
        ids,
        cards: ids.length ? await loadCards(tx, tenantId, ids) : new Map<number, CardValues>(),
      };
    });
    if (this.index !== index) return;
    if (!result) return this.discard(pick);
    for (const id of result.ids) {
      if (id === TERMS_CHANGED) {
        index.terms = new Map();
        continue;
      }
      const row = rowOf(index, id);
      const card = result.cards.get(id) ?? null;
      if (row < 0) {
        if (card) return this.discard(pick);
        continue;
      }
      // A renamed card (names sort by PostgreSQL's collation) needs the name order reloaded.
      const names = index.columns.name;
      if (card && card.name !== names.values[names.codes[row]!]) return this.discard(pick);
      index.changedRows.add(row);
      index.changed.set(row, card);
      if (card) index.price[row] = card.price;
    }
    if (result.ids.length) index.version++;
    if (result.xmin > index.watermark) index.watermark = result.xmin;
    // Of the rows at or after the watermark as it now stands (greatest(xmin, the previous one)).
    index.logMark = result.mark;
    if (index.changed.size > MAX_CHANGED) void this.rebuild(pick);
  }

  /** The index cannot answer (new or renamed cards, an import): searches use SQL until the rebuild. */
  private discard(pick: IndexLoad): void {
    this.index = null;
    void this.rebuild(pick);
  }
}

/** The stores searched most recently; each index is rebuilt from the database when dropped. */
const stores = boundedCache<string, StoreIndex>({ max: 64, ttlMs: 24 * 3_600_000 });

/** How long the first search of a process for a store waits for its index (a small store's loads in time). */
const FIRST_LOAD_WAIT_MS = 2_000;

/**
 * The store's card index, current up to every change committed before this call, or `null` while it is
 * being (re)built (the caller searches with SQL). The first search of a process for a store starts the load
 * and waits for it at most `waitMs`: a million cards take tens of seconds, and searches meanwhile use SQL.
 */
export async function currentIndex(
  tenantId: string,
  pick: IndexLoad,
  waitMs = FIRST_LOAD_WAIT_MS,
): Promise<CardIndex | null> {
  let store = stores.get(tenantId);
  if (!store) {
    store = new StoreIndex(tenantId);
    stores.set(tenantId, store);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([store.rebuild(pick), timeout]);
    clearTimeout(timer);
  }
  for (;;) {
    const index = store.index;
    if (!index) {
      if (!store.isBuilding) void store.rebuild(pick);
      return null;
    }
    await store.sync(pick);
    // A rebuild that finished meanwhile swapped in an index the sync did not see: sync that one.
    if (store.index === index) return index;
  }
}

/**
 * The store's loaded index as it stands, without reading the change log (null when there is none yet):
 * the caller checks the log itself in the statement that reads the page (tcg-search.service.ts) and, when
 * a change came after the index's watermark, searches again through `currentIndex`.
 */
export function loadedIndex(tenantId: string): CardIndex | null {
  return stores.get(tenantId)?.index ?? null;
}

/** The longest a warm-up waits (a timer's limit is about 24 days; a load is minutes at most). */
const LOAD_WAIT_MS = 600_000;

/** Loads a store's index now and waits for it (a warm-up: the benchmarks measure the loaded index). */
export async function loadCardIndex(tenantId: string, pick: IndexLoad): Promise<boolean> {
  if (await currentIndex(tenantId, pick, LOAD_WAIT_MS)) return true;
  await stores.get(tenantId)?.rebuild(pick);
  return (await currentIndex(tenantId, pick)) !== null;
}
