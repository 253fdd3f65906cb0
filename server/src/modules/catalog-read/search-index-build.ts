import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { parseVector } from './full-text-rank.ts';
import { digestOf } from './digest-delta.ts';
import { keptNumberLists, timeSlices } from './index-slices.ts';
import { loadTimeout } from './catalogue-indexes.ts';

/**
 * A store's active products as a full-text index in this process (decision 031): the products in the
 * order of `lower(name), id` (a search's tie-break), and for every lexeme the products holding it with
 * their `lexemeWeight`. Kept current by the change log (decision 050, search-index-delta.ts).
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
export const rankedCache = () => keptNumberLists(RANKED_NUMBERS);

/** What the index holds of a product: its place in name order and its words. */
export const SEARCH_DIGEST = digestOf(sql`lower(p.name) || ' ' || p.search_vector::text`);

/**
 * The store's index, or 'over limit' when it has more than `limit` active products (found once the chunks
 * read pass the limit: at most the limit's rows, once per OVER_LIMIT_RECHECK_MS). Read in keyset chunks
 * of `chunkRows`, each its own statement: on PGlite, which runs one query at a time, the shop's requests
 * run between them instead of waiting for a read (or a count) of the whole store. The chunks are not
 * one snapshot: what changed meanwhile is in the change log, which the first search applies.
 */
export async function loadSearchIndex(
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
export interface SearchRow {
  id: number;
  vector: string;
  digest?: number;
}

export interface Posting {
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
