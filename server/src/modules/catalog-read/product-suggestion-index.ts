import type { SearchSuggestion } from '@storefront/contract/search';
import type { StoreIndexes } from '../../platform/store-indexes.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { catalogueIndexes, type StoreIndexOptions } from './catalogue-indexes.ts';
import {
  loadSuggestionIndex,
  type SuggestedCategory,
  type SuggestionIndex,
} from './suggestion-index-build.ts';
import { applySuggestionChanges } from './suggestion-index-delta.ts';
import { trigramsOf, wordSimilarity, wordsOf } from './trigrams.ts';

/** How alike a typed text and a name word must be to suggest the word's products as a typo match. */
export const TYPO_THRESHOLD = 0.45;

/** The suggestion indexes of the stores this process serves (one family per app, made by catalog-read.ts). */
export type SuggestionIndexes = StoreIndexes<SuggestionIndex>;

export const suggestionIndexes = (options: StoreIndexOptions): SuggestionIndexes =>
  catalogueIndexes<SuggestionIndex>(
    { load: loadSuggestionIndex, apply: applySuggestionChanges, size: (index) => index.ids.length },
    options,
  );

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
