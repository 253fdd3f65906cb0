import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { selectSql, type SelectSql } from '../../db/read-only.ts';
import { StoreIndexes, type StoreIndexKind } from '../../platform/store-indexes.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { readChanges } from './catalog-changes.ts';

/**
 * The catalogue's families of the one store-index framework (platform/store-indexes.ts, decision 050): they
 * follow the catalogue's change log, and sync when the store's data version moved or past `maxAgeMs`.
 */

/** The load reads every active product of the store: its own statement timeout, as it is no request's. */
const LOAD_TIMEOUT_MS = 60_000;
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

/** A family of the catalogue's structures of `kind`: at most 32 stores and `limits.totalProducts` products. */
export const catalogueIndexes = <T>(kind: StoreIndexKind<T>, options: StoreIndexOptions) =>
  new StoreIndexes<T>(kind, {
    ...options,
    log: readChanges,
    maxDelta: MAX_DELTA_PRODUCTS,
    loadChunkRows: options.loadChunkRows ?? LOAD_CHUNK_ROWS,
  });

/** The first statement of a load's transaction: the load's own statement timeout, as it is no request's. */
export const loadTimeout = () =>
  selectSql`select set_config('statement_timeout', ${String(LOAD_TIMEOUT_MS)}, true)`;

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
