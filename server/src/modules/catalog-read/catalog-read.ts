import type { CardBytesLimits } from './card-json.ts';
import { CardBytes } from './card-json.ts';
import { inProcessReader } from './in-process-reader.ts';
import { LIST_INDEX_MAX_AGE_MS, listIndexes, type ListIndexes } from './product-list-index.ts';
import { KeptPages, type KeptPagesLimits } from './kept-pages.ts';
import { listMemos, type ListMemos } from './list-memos.ts';
import { firstThen, type DecliningReader, type ProductReader } from './product-reader.ts';
import { searchIndexes, type SearchIndexes } from './product-search-index.ts';
import { suggestionIndexes, type SuggestionIndexes } from './product-suggestion-index.ts';
import { sqlReader } from './sql-reader.ts';
import type { StoreIndexLimits } from './catalogue-indexes.ts';

export interface CatalogReadOptions {
  /** Products the search and suggestion indexes may hold (config `searchIndex`); 0: every search by SQL. */
  searchIndex: StoreIndexLimits;
  /** Products the list index may hold (config `listIndex`); 0: every list and product page by SQL. */
  listIndex: StoreIndexLimits;
  /** How long the list index and kept pages answer at the same versions before reading the change log (60 s). */
  listMaxAgeMs?: number;
  /** Products per statement of an index load (default 2,000). */
  loadChunkRows?: number;
  /** The indexes' clock (ms; default `Date.now`): a test's lets their maximum age pass at once. */
  clock?: () => number;
  cardBytes?: CardBytesLimits;
  keptPages?: KeptPagesLimits;
}

/** The catalogue's read model of one app: its indexes and caches, and the readers over them. */
export interface CatalogRead {
  /** In process first, SQL where it declines: what the routes read through. */
  reader: ProductReader;
  inProcess: DecliningReader;
  sql: ProductReader;
  /** The store indexes, for their sizes and counts (metrics, tests). */
  indexes: { search: SearchIndexes; suggestions: SuggestionIndexes; list: ListIndexes };
  /** The kept product pages (their loads and deltas: metrics). */
  keptPages: KeptPages;
  /** What list reads keep under the data version: counts, filter lookups, typo pages. */
  memos: ListMemos;
}

/** A read model with its own indexes and caches: one per app (`buildApp`), a fresh one per test. */
export function createCatalogRead(options: CatalogReadOptions): CatalogRead {
  const { loadChunkRows, clock } = options;
  const indexes = {
    search: searchIndexes({ limits: options.searchIndex, loadChunkRows, clock }),
    suggestions: suggestionIndexes({ limits: options.searchIndex, loadChunkRows, clock }),
    list: listIndexes({ limits: options.listIndex, maxAgeMs: options.listMaxAgeMs, loadChunkRows, clock }),
  };
  const cards = new CardBytes(options.cardBytes);
  const keptPages = new KeptPages(options.keptPages, {
    maxAgeMs: options.listMaxAgeMs ?? LIST_INDEX_MAX_AGE_MS,
    clock,
  });
  const memos = listMemos();
  const sql = sqlReader({ cards, memos, keepPage: (ctx, slug) => keptPages.keeper(ctx, slug) });
  const inProcess = inProcessReader({
    indexes,
    cards,
    keptPages,
    memos,
    whole: () => reader,
  });
  const reader = firstThen(inProcess, sql);
  return { reader, inProcess, sql, indexes, keptPages, memos };
}
