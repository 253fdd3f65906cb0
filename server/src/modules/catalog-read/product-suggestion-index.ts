import type { SearchSuggestion } from '@storefront/contract/search';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { digestedIndexes, digestOf } from './digest-delta.ts';
import { timeSlices } from './index-slices.ts';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import { readActiveProducts, type StoreIndexOptions } from './catalogue-indexes.ts';
import { trigramSequence, trigramsOf, wordSimilarity, wordsOf, type TrigramSequence } from './trigrams.ts';

/**
 * A store's active products as a name dictionary in this process, for search suggestions (decision 032):
 * the products numbered best sellers first (`units_sold desc, name, id`: the SQL suggestion order), the
 * distinct words of their names (the search vector's lexemes of weight A) in sorted order, each with the
 * products holding it (ascending, so best sellers first), and for typos every word's trigrams.
 */
export interface SuggestionIndex {
  /** By number: the digest of what the index holds of the product (`SUGGESTION_DIGEST`). */
  digests: Float64Array;
  /** Product id, name and slug by number (best sellers first). */
  ids: Int32Array;
  names: string[];
  slugs: string[];
  /** Each product's category name ('' for none): a card's set, telling apart cards of the same name. */
  categoryNames: string[];
  /** The store's categories in name order (PostgreSQL's), for the categories suggested first. */
  categories: (SuggestedCategory & { lowerName: string; trigrams: TrigramSequence })[];
  /** By trigram: the categories (numbers in `categories`) holding it. */
  categoryTrigrams: Map<string, number[]>;
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

/** The suggestion indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type SuggestionIndexes = StoreIndexes<SuggestionIndex>;

/**
 * What the index holds of a product (name, slug, category name, name words) and its place (units sold):
 * a change to any of them, or to the categories (product 0 of the change log), loads the store whole;
 * any other (price, stock, description) leaves the index as it is (decision 050).
 */
const SUGGESTION_DIGEST = digestOf(
  sql`concat_ws(' ', p.units_sold, p.name, p.slug, c.name, ts_filter(p.search_vector, '{a}')::text)`,
);

export const suggestionIndexes = (options: StoreIndexOptions): SuggestionIndexes =>
  digestedIndexes(loadSuggestionIndex, { digest: SUGGESTION_DIGEST, storeRows: true }, options);

interface SuggestedCategory {
  name: string;
  slug: string;
}

/** A product as the suggestion index is built from it. */
export interface SuggestionRow {
  id: number;
  name: string;
  slug: string;
  /** The product's category name ('' when it has none). */
  category?: string;
  /** The name's words as its search vector holds them (weight A). */
  words: string[];
  /** SUGGESTION_DIGEST (0 where none is kept). */
  digest?: number;
}

async function loadSuggestionIndex(
  ctx: RequestContext,
  limit: number,
): Promise<SuggestionIndex | 'over limit'> {
  const rows = await readActiveProducts<SuggestionRow>(
    ctx,
    limit,
    selectSql`select p.id, p.name, p.slug, coalesce(c.name, '') as category,
               tsvector_to_array(ts_filter(p.search_vector, '{a}')) as words, ${SUGGESTION_DIGEST} as digest
        from products p
        left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
        where p.tenant_id = ${ctx.tenant.id} and p.is_active order by p.units_sold desc, p.name, p.id`,
  );
  if (!rows) return 'over limit';
  const categories = await ctx.loadIndex((tx) =>
    queryRows<SuggestedCategory>(
      tx,
      selectSql`select name, slug from categories where tenant_id = ${ctx.tenant.id} order by name, id`,
    ),
  );
  return buildSuggestionIndex(rows, categories);
}

/**
 * The index of `rows` (active products best sellers first, with their name words), built in slices
 * between which the event loop runs.
 */
export async function buildSuggestionIndex(
  rows: SuggestionRow[],
  categories: SuggestedCategory[],
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
  return {
    ids: Int32Array.from(rows, (r) => r.id),
    digests: Float64Array.from(rows, (r) => r.digest ?? 0),
    names: rows.map((r) => r.name),
    slugs: rows.map((r) => r.slug),
    categoryNames: rows.map((r) => r.category ?? ''),
    ...categoriesOf(categories),
    words,
    holders,
    starts,
    trigramWords,
  };
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
function withinWordSimilarity(typed: Set<string>, word: string): number {
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
    const similarity = withinWordSimilarity(typed, index.words[w]!);
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

/** The categories as suggestions compare them, with the categories holding each trigram. */
function categoriesOf(rows: SuggestedCategory[]) {
  const categories = rows.map((c) => ({
    ...c,
    lowerName: c.name.toLowerCase(),
    trigrams: trigramSequence(c.name),
  }));
  const categoryTrigrams = new Map<string, number[]>();
  categories.forEach(({ trigrams }, n) => {
    for (const trigram of trigrams.trigrams) {
      const holders = categoryTrigrams.get(trigram);
      if (holders) holders.push(n);
      else categoryTrigrams.set(trigram, [n]);
    }
  });
  return { categories, categoryTrigrams };
}

/** pg_trgm's threshold as the SQL compares it: a `real`. */
const CATEGORY_THRESHOLD = Math.fround(TYPO_THRESHOLD);

/**
 * The categories to suggest for `text`, at most `limit`, as the SQL picks them: those whose name contains
 * the text (ignoring case) or is like it (pg_trgm's word similarity at the threshold or more), containing
 * first, then the most alike, then by name.
 */
function suggestedCategories(
  index: SuggestionIndex,
  text: string,
  limit: number,
): (SuggestedCategory & { contains: boolean })[] {
  const lower = text.toLowerCase();
  const typed = new Set(trigramsOf(text));
  // A category sharing `n` of the typed trigrams is at most n / typed.size alike: count them first, and
  // measure only those that contain the text (their similarity orders them) or could reach the threshold.
  const shared = new Uint16Array(index.categories.length);
  for (const trigram of typed) for (const n of index.categoryTrigrams.get(trigram) ?? []) shared[n]!++;
  const found: { category: SuggestedCategory; contains: boolean; similarity: number; n: number }[] = [];
  index.categories.forEach((category, n) => {
    const contains = category.lowerName.includes(lower);
    if (!contains && shared[n]! / typed.size < CATEGORY_THRESHOLD) return;
    const similarity = shared[n] ? wordSimilarity(typed, category.trigrams) : 0;
    if (contains || similarity >= CATEGORY_THRESHOLD) found.push({ category, contains, similarity, n });
  });
  found.sort((a, b) => Number(b.contains) - Number(a.contains) || b.similarity - a.similarity || a.n - b.n);
  return found.slice(0, limit).map(({ category: { name, slug }, contains }) => ({ name, slug, contains }));
}

/**
 * What to suggest for `text` (trimmed), picked in process: at most `maxCategories` categories (those
 * containing the text first; those only like it after the prefix matches), the store's active products whose
 * name words start with every typed word, best sellers first, then typo matches, at most `max` in all. `null` when the index cannot answer (turned off, no data version, still
 * loading, store over the size limit): the caller then asks SQL.
 */
export async function suggestInProcess(
  indexes: SuggestionIndexes,
  ctx: RequestContext,
  text: string,
  { max, maxCategories }: { max: number; maxCategories: number },
): Promise<SearchSuggestion[] | null> {
  const version = ctx.dataVersion(['products', 'categories']);
  if (version === null) return null;
  const index = await indexes.at(ctx, version);
  if (!index) return null;
  const categories = suggestedCategories(index, text, maxCategories);
  const limit = max - categories.length;
  const prefixed = prefixMatches(index, wordsOf(text), limit);
  const typos = typoMatches(index, text, limit - prefixed.length, prefixed);
  const category = (c: SuggestedCategory) => ({
    text: c.name,
    type: 'category' as const,
    slug: c.slug,
    category: '',
  });
  const product = (n: number) => ({
    text: index.names[n]!,
    type: 'product' as const,
    slug: index.slugs[n]!,
    category: index.categoryNames[n]!,
  });
  // A category only resembling the text comes after the products that match it ('light' → Lightning Energy
  // before the category Game Night 2019).
  return [
    ...categories.filter((c) => c.contains).map(category),
    ...prefixed.map(product),
    ...categories.filter((c) => !c.contains).map(category),
    ...typos.map(product),
  ];
}
