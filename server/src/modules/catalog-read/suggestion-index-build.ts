import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { readActiveProducts } from './catalogue-indexes.ts';
import { digestOf } from './digest-delta.ts';
import { timeSlices } from './index-slices.ts';
import { trigramSequence, trigramsOf, type TrigramSequence } from './trigrams.ts';

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

/**
 * What the index holds of a product (name, slug, category name, name words) and its place (units sold):
 * a change to any of them, or to the categories (product 0 of the change log), loads the store whole;
 * any other (price, stock, description) leaves the index as it is (decision 050).
 */
export const SUGGESTION_DIGEST = digestOf(
  sql`concat_ws(' ', p.units_sold, p.name, p.slug, c.name, ts_filter(p.search_vector, '{a}')::text)`,
);

export interface SuggestedCategory {
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

export async function loadSuggestionIndex(
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
  return {
    ids: Int32Array.from(rows, (r) => r.id),
    digests: Float64Array.from(rows, (r) => r.digest ?? 0),
    names: rows.map((r) => r.name),
    slugs: rows.map((r) => r.slug),
    categoryNames: rows.map((r) => r.category ?? ''),
    ...categoriesOf(categories),
    ...(await wordIndex(byWord, slices)),
  };
}

/** The index's words: what a build or a delta makes from each word's products (ascending numbers). */
export type WordIndex = Pick<SuggestionIndex, 'words' | 'holders' | 'starts' | 'trigramWords'>;

/**
 * The sorted words of `byWord` with their products and their trigrams' words. `known`: the index's words
 * before a delta; when the delta left the same words, their order and trigrams are taken as they are.
 */
export async function wordIndex(
  byWord: Map<string, number[]>,
  slices: ReturnType<typeof timeSlices>,
  known?: Pick<WordIndex, 'words' | 'trigramWords'>,
): Promise<WordIndex> {
  const same = known && known.words.length === byWord.size && known.words.every((w) => byWord.has(w));
  const words = same ? known.words : [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let held = 0;
  for (const docs of byWord.values()) held += docs.length;
  const holders = new Int32Array(held);
  const starts = new Int32Array(words.length + 1);
  const byTrigram = new Map<string, number[]>();
  for (let w = 0; w < words.length; w++) {
    if (slices.due()) await slices.pause();
    const docs = byWord.get(words[w]!)!;
    holders.set(docs, starts[w]);
    starts[w + 1] = starts[w]! + docs.length;
    if (same) continue;
    for (const trigram of new Set(trigramsOf(words[w]!))) {
      const list = byTrigram.get(trigram);
      if (list) list.push(w);
      else byTrigram.set(trigram, [w]);
    }
  }
  if (same) return { words, holders, starts, trigramWords: known.trigramWords };
  const trigramWords = new Map<string, Int32Array>();
  for (const [trigram, list] of byTrigram) trigramWords.set(trigram, Int32Array.from(list));
  return { words, holders, starts, trigramWords };
}

/** The categories as suggestions compare them, with the categories holding each trigram. */
export function categoriesOf(rows: SuggestedCategory[]) {
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
