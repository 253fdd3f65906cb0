import type { LRUCache } from 'lru-cache';
import { boundedCache } from '../../platform/bounded-cache.ts';

/**
 * What the SQL reads of lists keep between requests, one set per app (catalog-read.ts), each entry under the
 * catalogue's data version it was read at (`ctx.dataVersion`, which every product or category write bumps):
 * - `counts`: list counts by store and filter, 30 s (estimated ones without the version: they are estimates);
 * - `lookups`: category trees and product type ids by slug, 60 s;
 * - `typoPages`: a typo search's count and ids by store, search and page, 30 s (it ranks names by trigram
 *   distance in SQL, tens of ms, and the same version always picks the same page).
 */
export interface ListMemos {
  counts: LRUCache<string, number>;
  lookups: LRUCache<string, NonNullable<unknown>>;
  typoPages: LRUCache<string, { count: number; ids: number[] }>;
}

export const listMemos = (): ListMemos => ({
  counts: boundedCache({ max: 5_000, ttlMs: 30_000 }),
  lookups: boundedCache({ max: 5_000, ttlMs: 60_000 }),
  typoPages: boundedCache({ max: 5_000, ttlMs: 30_000 }),
});

/** A read's data version (null: unknown, so nothing is kept) and the memos that keep what it reads. */
export interface ReadAt {
  version: string | null;
  memos: ListMemos;
}
