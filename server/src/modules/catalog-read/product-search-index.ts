import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@storefront/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { parseQuery, parseVector, queryLexemes, rank, type Query } from './full-text-rank.ts';
import { digestedIndexes, digestOf } from './digest-delta.ts';
import { keptNumberLists, timeSlices } from './index-slices.ts';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import { loadTimeout, type StoreIndexOptions } from './catalogue-indexes.ts';

/**
 * A store's active products as a full-text index in this process (decision 031): the products in the
 * order of `lower(name), id` (a search's tie-break), and for every lexeme the products holding it with
 * their `lexemeWeight`. Kept current by the change log (decision 050): a change to a product's name or
 * words loads the store whole; any other (price, stock) leaves the index as it is.
 */
export interface SearchIndex {
  ids: Int32Array;
  /** By number: the digest of the product's sort name and search vector (`SEARCH_DIGEST`). */
  digests: Float64Array;
  postings: Map<string, Posting>;
  /** The matches of a query of several lexemes in rank order, by query, made on first use (as `byRank`). */
  ranked: ReturnType<typeof rankedCache>;
}

/** Ranked matches kept per index: at most this many numbers in all (4 bytes each). */
const RANKED_NUMBERS = 1_000_000;
const rankedCache = () => keptNumberLists(RANKED_NUMBERS);
/** The tsquery text of a search, as the SQL search builds it (immutable: kept for any number of searches). */
const queries = boundedCache<string, { query: Query | null }>({ max: 10_000, ttlMs: 24 * 3_600_000 });

/** The search indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type SearchIndexes = StoreIndexes<SearchIndex>;

/** What the index holds of a product: its place in name order and its words. */
const SEARCH_DIGEST = digestOf(sql`lower(p.name) || ' ' || p.search_vector::text`);

export const searchIndexes = (options: StoreIndexOptions): SearchIndexes =>
  digestedIndexes(loadIndex, { digest: SEARCH_DIGEST, storeRows: false }, options);

/**
 * The store's index, or 'over limit' when it has more than `limit` active products (found once the chunks
 * read pass the limit: at most the limit's rows, once per OVER_LIMIT_RECHECK_MS). Read in keyset chunks
 * of `chunkRows`, each its own statement: on PGlite, which runs one query at a time, the shop's requests
 * run between them instead of waiting for a read (or a count) of the whole store. The chunks are not
 * one snapshot: what changed meanwhile is in the change log, which the first search applies.
 */
async function loadIndex(
  ctx: RequestContext,
  limit: number,
  chunkRows: number,
): Promise<SearchIndex | 'over limit'> {
  const rows: SearchRow[] = [];
  let after: { name: string; id: number } | undefined;
  for (;;) {
    const from = after;
    const chunk = await ctx.loadIndex(async (tx) => {
      await queryRows(tx, loadTimeout());
      return queryRows<SearchRow & { name: string }>(
        tx,
        selectSql`select p.id, p.search_vector::text as vector, lower(p.name) as name,
              ${SEARCH_DIGEST} as digest from products p
            where p.tenant_id = ${ctx.tenant.id} and p.is_active
              ${from ? sql`and (lower(p.name), p.id) > (${from.name}, ${from.id})` : sql``}
            order by lower(p.name), p.id limit ${chunkRows}`,
      );
    });
    for (const { id, vector, digest } of chunk) rows.push({ id, vector, digest });
    if (rows.length > limit) return 'over limit';
    if (chunk.length < chunkRows) break;
    after = chunk[chunk.length - 1]!;
  }
  return buildIndex(rows);
}

/** A product as the index is built from it (`digest`: SEARCH_DIGEST, 0 where none is kept). */
interface SearchRow {
  id: number;
  vector: string;
  digest?: number;
}

interface Posting {
  docs: Int32Array;
  weights: Float32Array;
  /** The docs by their rank as a one-lexeme query, then in index order; made on first use. */
  byRank?: Int32Array;
}

/**
 * The index of `rows` (active products in `lower(name), id` order, with their search_vector as text),
 * built in slices of SLICE_MS between which the event loop runs.
 */
export async function buildIndex(rows: SearchRow[]): Promise<SearchIndex> {
  const slices = timeSlices();
  // Flat (lexeme, doc, weight) triples first, then one array pair per lexeme: far fewer small arrays.
  const lexemeIds = new Map<string, number>();
  const counts: number[] = [];
  const lexemeOf: number[] = [];
  const docOf: number[] = [];
  const weightOf: number[] = [];
  for (let doc = 0; doc < rows.length; doc++) {
    if (slices.due()) await slices.pause();
    for (const [lexeme, weight] of parseVector(rows[doc]!.vector)) {
      let id = lexemeIds.get(lexeme);
      if (id === undefined) lexemeIds.set(lexeme, (id = counts.push(0) - 1));
      counts[id]! += 1;
      lexemeOf.push(id);
      docOf.push(doc);
      weightOf.push(weight);
    }
  }
  const postings: Posting[] = [];
  for (const n of counts) {
    if (slices.due()) await slices.pause();
    postings.push({ docs: new Int32Array(n), weights: new Float32Array(n) });
  }
  const filled = new Int32Array(counts.length);
  for (let i = 0; i < lexemeOf.length; i++) {
    if (slices.due()) await slices.pause();
    const id = lexemeOf[i]!;
    const posting = postings[id]!;
    posting.docs[filled[id]!] = docOf[i]!;
    posting.weights[filled[id]!++] = weightOf[i]!;
  }
  const byLexeme = new Map<string, Posting>();
  for (const [lexeme, id] of lexemeIds) {
    if (slices.due()) await slices.pause();
    byLexeme.set(lexeme, postings[id]!);
  }
  return {
    ids: Int32Array.from(rows, (r) => r.id),
    digests: Float64Array.from(rows, (r) => r.digest ?? 0),
    postings: byLexeme,
    ranked: rankedCache(),
  };
}

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
