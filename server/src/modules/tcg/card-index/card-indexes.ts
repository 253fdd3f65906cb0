import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import { selectSql, type ReadOnly } from '../../../db/read-only.ts';
import { snapshotXmin, StoreIndexes, type Changes } from '../../../platform/store-indexes.ts';
import type { RequestContext } from '../../../platform/tenancy.ts';
import { rowOf, type CardIndex, type CardValues } from './card-index.ts';
import { indexLoad, loadCards, loadIndex, logDigest } from './card-index-load.ts';

/**
 * The card search's family of the one store-index framework (platform/store-indexes.ts, decisions 017 and
 * 050). Its change log is tcg_card_changes (written by triggers on tcg_cards and supplier_stocks), and every
 * read syncs first: a write is seen by the next search on every instance, whichever process wrote it. The
 * search itself skips that read when the log's digest, read with the page's rows, is the one it synced to
 * (tcg-search.service.ts). One family per app (`buildApp`), a fresh one per test.
 */

/** More changes than this since the last sync (an import) and the index is rebuilt; searches use SQL meanwhile. */
export const MAX_SYNC_CHANGES = 1_000;
/** The change log's row for "the store's tcg_terms changed" (no card has product id 0). */
const TERMS_CHANGED = 0;
/** More changed cards than this kept aside and the index is rebuilt in the background (it stays in use). */
const MAX_CHANGED = 20_000;

/** A sync's read of the log: the changed cards' current values (missing: deleted), and the log's digest. */
interface CardChanges extends Changes {
  /** The digest of the log's rows at or after the new watermark (greatest(xmin, the previous one)). */
  mark: string;
  cards: Map<number, CardValues>;
}

/** The cards logged since `watermark`, their values and the log's digest, in one transaction. */
async function readCardChanges(
  tx: ReadOnly,
  tenantId: string,
  watermark: bigint,
  max: number,
): Promise<CardChanges | null> {
  const from = sql`${watermark.toString()}::bigint`;
  const [log] = await queryRows<{ xmin: string; ids: number[]; mark: string }>(
    tx,
    selectSql`select ${snapshotXmin} as xmin, array(select product_id from tcg_card_changes
          where tenant_id = ${tenantId} and txid >= ${from}
          limit ${max + 1}) as ids,
        ${logDigest(tenantId, sql`greatest(${snapshotXmin}::bigint, ${from})`)} as mark`,
  );
  const ids = log!.ids;
  if (ids.length > max) return null;
  const cards = ids.length ? await loadCards(tx, tenantId, ids) : new Map<number, CardValues>();
  return { xmin: BigInt(log!.xmin), mark: log!.mark, ids, cards };
}

/**
 * The changed cards set aside in `index` (evaluated from their values), or null when it cannot answer
 * (a new or renamed card): the store is then loaded whole while the SQL search answers.
 */
function applyCards(index: CardIndex, ids: number[], { cards }: CardChanges): CardIndex | null {
  for (const id of ids) {
    if (id === TERMS_CHANGED) {
      index.terms = new Map();
      continue;
    }
    const row = rowOf(index, id);
    const card = cards.get(id) ?? null;
    if (row < 0) {
      if (card) return null;
      continue;
    }
    // A renamed card (names sort by PostgreSQL's collation) needs the name order reloaded.
    const names = index.columns.name;
    if (card && card.name !== names.values[names.codes[row]!]) return null;
    index.changedRows.add(row);
    index.changed.set(row, card);
    if (card) index.price[row] = card.price;
  }
  index.version++;
  return index;
}

/** The card indexes' limits, fixed when the app makes them. */
export interface CardIndexOptions {
  /** More changes than this in one sync and the index is rebuilt (SQL answers meanwhile). */
  maxSyncChanges?: number;
  /** More changed cards set aside than this and it is rebuilt in the background (it answers meanwhile). */
  maxChanged?: number;
  /** How many stores' indexes are held (the least recently searched dropped). */
  stores?: number;
}

/** The card indexes of the stores an app serves. */
export type CardIndexes = StoreIndexes<CardIndex, CardChanges>;

/** A family of card indexes (one per app, a fresh one per test). */
export const cardIndexes = ({
  maxSyncChanges = MAX_SYNC_CHANGES,
  maxChanged = MAX_CHANGED,
  stores = 64,
}: CardIndexOptions = {}): CardIndexes =>
  new StoreIndexes<CardIndex, CardChanges>(
    {
      load: (ctx, _limit, _chunkRows, watermark) => loadIndex(indexLoad(ctx), ctx.tenant.id, watermark),
      apply: async (_ctx, index, ids, changes) => applyCards(index, ids, changes),
      size: (index) => index.size,
      synced: (index, changes, watermark) => {
        index.watermark = watermark;
        index.logMark = changes.mark;
      },
      worn: (index) => index.changed.size > maxChanged,
    },
    // Rebuilt as soon as it is found out of date: a renamed card should not leave SQL answering for long.
    {
      log: readCardChanges,
      everyRead: true,
      maxDelta: maxSyncChanges,
      loadSpacing: 0,
      stores,
      ttlMs: 86_400_000,
    },
  );

/**
 * The store's card index, current up to every change committed before this call, or `null` while it is
 * being (re)built (the caller searches with SQL). The first search of a process for a store starts the load
 * and waits for it at most 2 s: a million cards take tens of seconds, and searches meanwhile use SQL.
 */
export const currentIndex = (indexes: CardIndexes, ctx: RequestContext): Promise<CardIndex | null> =>
  indexes.at(ctx, '');

/**
 * The store's loaded index as it stands, without reading the change log (null when there is none yet):
 * the caller checks the log itself in the statement that reads the page (tcg-search.service.ts) and, when
 * a change came after the index's watermark, searches again through `currentIndex`.
 */
export function loadedIndex(indexes: CardIndexes, tenantId: string): CardIndex | null {
  const entry = indexes.entry(tenantId);
  return entry && !entry.stale ? entry.index : null;
}

/** Loads a store's index now and waits for it (a warm-up: the benchmarks measure the loaded index). */
export const loadCardIndex = (indexes: CardIndexes, ctx: RequestContext): Promise<boolean> =>
  indexes.warm(ctx);
