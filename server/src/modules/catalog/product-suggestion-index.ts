import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/tenancy.ts';
import { readActiveProducts, StoreIndexes, timeSlices } from './store-indexes.ts';

/**
 * A store's active products as a name dictionary in this process, for search suggestions (decision 032):
 * the products numbered best sellers first (`units_sold desc, name, id`: the SQL suggestion order), the
 * distinct words of their names (the search vector's lexemes of weight A) in sorted order, each with the
 * products holding it (ascending, so best sellers first), and for typos every word's trigrams.
 */
export interface SuggestionIndex {
  version: string;
  /** Product id by number (best sellers first). */
  ids: Int32Array;
  /** The distinct name words, sorted by code unit (a prefix's words are one run). */
  words: string[];
  /** The numbers of the products whose name holds each word, ascending, word after word (one array: far
   * fewer objects than one per word) from `starts[word]` to `starts[word + 1]`. */
  holders: Int32Array;
  starts: Int32Array;
  /** By trigram: the words holding it, ascending. */
  trigramWords: Map<string, Int32Array>;
}

/** How alike a typed text and a name word must be to suggest the word's products as a typo match. */
export const TYPO_THRESHOLD = 0.45;

export const productSuggestionIndexes = new StoreIndexes<SuggestionIndex>(
  loadSuggestionIndex,
  (index) => index.ids.length,
);

async function loadSuggestionIndex(
  ctx: RequestContext,
  version: string,
  limit: number,
): Promise<SuggestionIndex | 'over limit'> {
  const rows = await readActiveProducts<{ id: number; words: string[] }>(
    ctx,
    limit,
    sql`select p.id, tsvector_to_array(ts_filter(p.search_vector, '{a}')) as words from products p
        where p.tenant_id = ${ctx.tenant.id} and p.is_active order by p.units_sold desc, p.name, p.id`,
  );
  if (!rows) return 'over limit';
  return buildSuggestionIndex(rows, version);
}

/** The words of a text as pg_trgm and the 'simple' dictionary split it: runs of letters and digits, lower case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** pg_trgm's trigrams of a word, in order: the word padded with two spaces before and one after. */
function wordTrigrams(word: string): string[] {
  const chars = [' ', ' ', ...word, ' '];
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return trigrams;
}

/** The trigrams of a text's words, one after the other (pg_trgm's trigram sequence of the text). */
const trigramsOf = (text: string) => wordsOf(text).flatMap(wordTrigrams);

/**
 * The index of `rows` (active products best sellers first, with their name words), built in slices
 * between which the event loop runs.
 */
export async function buildSuggestionIndex(
  rows: { id: number; words: string[] }[],
  version: string,
): Promise<SuggestionIndex> {
  const slices = timeSlices();
  const byWord = new Map<string, number[]>();
  for (let doc = 0; doc < rows.length; doc++) {
    if (slices.due()) await slices.pause();
    for (const word of rows[doc]!.words) {
      const holders = byWord.get(word);
      if (holders) holders.push(doc);
      else byWord.set(word, [doc]);
    }
  }
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const holders = new Int32Array(rows.reduce((n, row) => n + row.words.length, 0));
  const starts = new Int32Array(words.length + 1);
  const byTrigram = new Map<string, number[]>();
  for (let w = 0; w < words.length; w++) {
    if (slices.due()) await slices.pause();
    const docs = byWord.get(words[w]!)!;
    holders.set(docs, starts[w]);
    starts[w + 1] = starts[w]! + docs.length;
    for (const trigram of new Set(trigramsOf(words[w]!))) {
      const list = byTrigram.get(trigram);
      if (list) list.push(w);
      else byTrigram.set(trigram, [w]);
    }
  }
  const trigramWords = new Map<string, Int32Array>();
  for (const [trigram, list] of byTrigram) trigramWords.set(trigram, Int32Array.from(list));
  return { version, ids: Int32Array.from(rows, (r) => r.id), words, holders, starts, trigramWords };
}

/** The first word at or after `prefix` in sorted order, and the end of the words starting with it. */
function prefixRange(words: string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < words.length && words[end]!.startsWith(prefix)) end++;
  return [lo, end];
}

/**
 * The first `limit` product numbers (ascending) held by any of `words`, leaving out `skip`. A number among
 * the first `limit` of the union is among the first `limit` of every word holding it, so each word's list
 * is read no further than that.
 */
function firstOfUnion(index: SuggestionIndex, words: Iterable<number>, limit: number, skip: Set<number>) {
  const found = new Set<number>();
  for (const w of words) {
    let taken = 0;
    for (let i = index.starts[w]!; i < index.starts[w + 1]! && taken < limit; i++) {
      if (skip.has(index.holders[i]!)) continue;
      found.add(index.holders[i]!);
      taken++;
    }
  }
  return [...found].sort((a, b) => a - b).slice(0, limit);
}

function* range(from: number, to: number) {
  for (let w = from; w < to; w++) yield w;
}

/**
 * The products (numbers, best sellers first, at most `limit`) whose name has, for every typed word, a
 * word starting with it: what `search_vector @@ to_tsquery('simple', 'w1:*A & w2:*A')` matches.
 */
export function prefixMatches(index: SuggestionIndex, typed: string[], limit: number): number[] {
  // At most 100 words (the text is at most 200 characters): the counts below fit a byte.
  const ranges = [...new Set(typed)].map((word) => prefixRange(index.words, word));
  if (!ranges.length) return [];
  if (ranges.length === 1) return firstOfUnion(index, range(...ranges[0]!), limit, new Set());
  // Several words: count per product the typed words it holds a word for, then take the first holding all.
  // A prefix's words are one run, so their products are one stretch of `holders`.
  const held = new Uint8Array(index.ids.length);
  ranges.forEach(([from, to], k) => {
    for (let i = index.starts[from]!; i < index.starts[to]!; i++) {
      const doc = index.holders[i]!;
      if (held[doc] === k) held[doc] = k + 1;
    }
  });
  const found: number[] = [];
  for (let doc = 0; doc < held.length && found.length < limit; doc++)
    if (held[doc] === ranges.length) found.push(doc);
  return found;
}

/**
 * How alike `typed` (its set of trigrams) is to `word`: the best, over every run of the word's trigram
 * sequence, of shared / (typed's + the run's distinct - shared), pg_trgm's word similarity measured
 * within one word.
 */
function wordSimilarity(typed: Set<string>, word: string): number {
  const sequence = trigramsOf(word);
  let best = 0;
  for (let from = 0; from < sequence.length; from++) {
    const seen = new Set<string>();
    let shared = 0;
    for (let to = from; to < sequence.length; to++) {
      const trigram = sequence[to]!;
      if (seen.has(trigram)) continue;
      seen.add(trigram);
      if (typed.has(trigram)) shared++;
      best = Math.max(best, shared / (typed.size + seen.size - shared));
    }
  }
  return best;
}

/**
 * The products (numbers, at most `limit`, none of `skip`) whose name has a word like `text` despite a
 * typo: the words at least TYPO_THRESHOLD alike, the closest first, and among the products of equally
 * close words the best sellers first.
 */
export function typoMatches(index: SuggestionIndex, text: string, limit: number, skip: number[]): number[] {
  const typed = new Set(trigramsOf(text));
  if (!typed.size || limit <= 0) return [];
  // A word sharing `n` trigrams is at most n / typed.size alike: only those that can reach the threshold.
  const shared = new Uint16Array(index.words.length);
  const touched: number[] = [];
  for (const trigram of typed)
    for (const w of index.trigramWords.get(trigram) ?? []) if (shared[w]!++ === 0) touched.push(w);
  const bySimilarity = new Map<number, number[]>();
  for (const w of touched) {
    if (shared[w]! / typed.size < TYPO_THRESHOLD) continue;
    const similarity = wordSimilarity(typed, index.words[w]!);
    if (similarity < TYPO_THRESHOLD) continue;
    const group = bySimilarity.get(similarity);
    if (group) group.push(w);
    else bySimilarity.set(similarity, [w]);
  }
  const taken = new Set(skip);
  const found: number[] = [];
  for (const similarity of [...bySimilarity.keys()].sort((a, b) => b - a)) {
    for (const doc of firstOfUnion(index, bySimilarity.get(similarity)!, limit - found.length, taken)) {
      found.push(doc);
      taken.add(doc);
    }
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * The ids of the store's active products to suggest for `text` (trimmed), at most `limit`: those whose
 * name words start with every typed word, best sellers first, then typo matches. `null` when the index
 * cannot answer (turned off, no data version, still loading, store over the size limit): the caller then
 * picks them through SQL.
 */
export async function pickSuggestedProducts(
  ctx: RequestContext,
  text: string,
  limit: number,
): Promise<number[] | null> {
  if (productSuggestionIndexes.off) return null;
  const version = ctx.dataVersion(['products']);
  if (version === null) return null;
  const index = await productSuggestionIndexes.at(ctx, version);
  if (!index) return null;
  productSuggestionIndexes.answered += 1;
  const prefixed = prefixMatches(index, wordsOf(text), limit);
  const typos = typoMatches(index, text, limit - prefixed.length, prefixed);
  return [...prefixed, ...typos].map((doc) => index.ids[doc]!);
}
