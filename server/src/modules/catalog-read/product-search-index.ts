import type { ProductListQuery } from '@storefront/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { catalogueIndexes, type StoreIndexOptions } from './catalogue-indexes.ts';
import { parseQuery, queryLexemes, rank, type Query } from './full-text-rank.ts';
import { loadSearchIndex, type Posting, type SearchIndex } from './search-index-build.ts';
import { applySearchChanges } from './search-index-delta.ts';

/** The tsquery text of a search, as the SQL search builds it (immutable: kept for any number of searches). */
const queries = boundedCache<string, { query: Query | null }>({ max: 10_000, ttlMs: 24 * 3_600_000 });

/** The search indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type SearchIndexes = StoreIndexes<SearchIndex>;

export const searchIndexes = (options: StoreIndexOptions): SearchIndexes =>
  catalogueIndexes<SearchIndex>(
    { load: loadSearchIndex, apply: applySearchChanges, size: (index) => index.ids.length },
    options,
  );

/** The documents matching `query`, ascending. */
function matching(index: SearchIndex, query: Query): Int32Array {
  if (typeof query === 'string') return index.postings.get(query)?.docs ?? new Int32Array();
  const left = matching(index, query.left);
  const right = matching(index, query.right);
  const out = new Int32Array(
    query.op === '|' ? left.length + right.length : Math.min(left.length, right.length),
  );
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    const a = left[i]!;
    const b = right[j]!;
    if (a === b || query.op === '|') out[n++] = a <= b ? a : b;
    if (a <= b) i++;
    if (b <= a) j++;
  }
  if (query.op === '|') {
    while (i < left.length) out[n++] = left[i++]!;
    while (j < right.length) out[n++] = right[j++]!;
  }
  return out.subarray(0, n);
}

/** A posting's docs in the order of a one-lexeme search: rank descending, then index order. */
function byRank(posting: Posting): Int32Array {
  if (!posting.byRank) {
    const ranks = Float32Array.from(posting.weights, (w) => rank([w]));
    const order = Int32Array.from(posting.docs.keys());
    order.sort((a, b) => ranks[b]! - ranks[a]! || a - b);
    posting.byRank = order.map((i) => posting.docs[i]!);
  }
  return posting.byRank;
}

/** The matches of a query of several lexemes in rank order (`ts_rank` descending, then index order). */
function rankedDocs(index: SearchIndex, query: Query, lexemes: (Posting | undefined)[]): Int32Array {
  const docs = matching(index, query);
  const cursors = new Int32Array(lexemes.length);
  const found: (number | undefined)[] = lexemes.map(() => undefined);
  // Products of equal rank stay in index order (the tie-break), so grouping by rank is the whole sort.
  const byRankValue = new Map<number, number[]>();
  for (const doc of docs) {
    for (let l = 0; l < lexemes.length; l++) {
      const posting = lexemes[l];
      found[l] = undefined;
      if (!posting) continue;
      let c = cursors[l]!;
      while (c < posting.docs.length && posting.docs[c]! < doc) c++;
      cursors[l] = c;
      if (posting.docs[c] === doc) found[l] = posting.weights[c];
    }
    const r = rank(found);
    const group = byRankValue.get(r);
    if (group) group.push(doc);
    else byRankValue.set(r, [doc]);
  }
  const ordered = new Int32Array(docs.length);
  let n = 0;
  for (const r of [...byRankValue.keys()].sort((a, b) => b - a))
    for (const doc of byRankValue.get(r)!) ordered[n++] = doc;
  return ordered;
}

/**
 * The matches' product ids in the SQL search's order (`ts_rank` descending, then `lower(name), id`),
 * `offset` to `offset + limit`, and how many match. `key` names the query: its ranked matches are kept
 * with the index, which never changes once built.
 */
export function rankedPage(index: SearchIndex, query: Query, key: string, offset: number, limit: number) {
  const lexemes = queryLexemes(query).map((l) => index.postings.get(l));
  let ordered: Int32Array;
  // One distinct lexeme: its matches in rank order are kept with it.
  if (lexemes.length === 1) ordered = lexemes[0] ? byRank(lexemes[0]) : new Int32Array();
  else {
    const kept = index.ranked.get(key);
    ordered = kept ?? rankedDocs(index, query, lexemes);
    if (!kept) index.ranked.set(key, ordered);
  }
  const ids = Array.from(ordered.subarray(offset, offset + limit), (doc) => index.ids[doc]!);
  return { matches: ordered.length, ids };
}

/** The tsquery text of `search` as the SQL search matches it (simple and english dictionaries). */
async function searchQuery(ctx: RequestContext, search: string): Promise<Query | null> {
  const known = queries.get(search);
  if (known) return known.query;
  const [row] = await ctx.read((tx) =>
    queryRows<{ text: string }>(
      tx,
      selectSql`select (websearch_to_tsquery('simple', ${search}::text) || websearch_to_tsquery('english', ${search}::text))::text as text`,
    ),
  );
  const query = parseQuery(row!.text);
  queries.set(search, { query });
  return query;
}

/**
 * A page of a plain search (no filter, no chosen order) picked in process: the ids of the page and how many
 * products match. `null` when the index cannot answer it (a filter, an order, a query form it does not
 * rank, the index still loading, or turned off by its limits); the caller then searches through SQL as before.
 */
export async function pickFromSearchIndex(
  indexes: SearchIndexes,
  ctx: RequestContext,
  query: ProductListQuery & { featured?: boolean },
  window: { offset: number; limit: number },
): Promise<{ matches: number; ids: number[] } | null> {
  const { search, category, product_type, featured, collection, ordering } = query;
  if (!search || category || product_type || featured || collection || ordering) return null;
  const version = ctx.dataVersion(['products']);
  if (version === null) return null;
  const parsed = await searchQuery(ctx, search);
  if (!parsed) return null;
  const index = await indexes.at(ctx, version);
  if (!index) return null;
  return rankedPage(index, parsed, search, window.offset, window.limit);
}
