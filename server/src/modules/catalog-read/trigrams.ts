/**
 * pg_trgm's trigrams and word similarity, in process: what the in-process suggestions (decision 032)
 * compare product name words and category names with.
 */

/** The words of a text as pg_trgm and the 'simple' dictionary split it: runs of letters and digits, lower case. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** pg_trgm's trigrams of a word, in order: the word padded with two spaces before and one after. */
function wordTrigrams(word: string): string[] {
  // By code point, as pg_trgm counts characters (a letter outside the BMP is one).
  const chars = [' ', ' ', ...word, ' '];
  const trigrams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i++) trigrams.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  return trigrams;
}

/** The trigrams of a text's words, one after the other (pg_trgm's trigram sequence of the text). */
export const trigramsOf = (text: string) => wordsOf(text).flatMap(wordTrigrams);

/** pg_trgm's CALCSML, in single precision as PostgreSQL computes it. */
const similarity = (count: number, typed: number, extent: number) =>
  Math.fround(count / (typed + extent - count));

/** A text's trigram sequence, numbered: its distinct trigrams, and the sequence as their numbers. */
export interface TrigramSequence {
  trigrams: string[];
  sequence: Int32Array;
}

/** The trigram sequence of `text`, numbered (made once per text compared often, e.g. a category name). */
export function trigramSequence(text: string): TrigramSequence {
  const numbers = new Map<string, number>();
  const sequence = Int32Array.from(trigramsOf(text), (trigram) => {
    let n = numbers.get(trigram);
    if (n === undefined) numbers.set(trigram, (n = numbers.size));
    return n;
  });
  return { trigrams: [...numbers.keys()], sequence };
}

/**
 * `word_similarity(typed, text)` as pg_trgm computes it (calc_word_similarity and iterate_word_similarity
 * in trgm_op.c), from the typed text's distinct trigrams (`new Set(trigramsOf(typed))`) and the text's
 * numbered sequence: the greatest similarity between the typed trigram set and an extent of the text's
 * trigram sequence, found by pg_trgm's own walk (which moves each extent's lower bound greedily), so the
 * figure is PostgreSQL's to the last bit, a `real`.
 */
export function wordSimilarity(typed: ReadonlySet<string>, { trigrams, sequence }: TrigramSequence): number {
  const found = trigrams.map((trigram) => typed.has(trigram));
  if (!found.includes(true)) return 0;
  const lastAt = new Int32Array(trigrams.length).fill(-1);
  let lower = -1;
  let extent = 0;
  let count = 0;
  let best = 0;
  for (let i = 0; i < sequence.length; i++) {
    const trigram = sequence[i]!;
    if (lower >= 0 || found[trigram]) {
      if (lastAt[trigram]! < 0) {
        extent++;
        if (found[trigram]) count++;
      }
      lastAt[trigram] = i;
    }
    if (!found[trigram]) continue;
    if (lower === -1) {
      lower = i;
      extent = 1;
    }
    let current = similarity(count, typed.size, extent);
    // Try moving the lower bound up, to an extent of greater similarity.
    let tryCount = count;
    let tryExtent = extent;
    const previousLower = lower;
    for (let at = lower; at <= i; at++) {
      const tried = similarity(tryCount, typed.size, tryExtent);
      if (tried > current) {
        current = tried;
        extent = tryExtent;
        lower = at;
        count = tryCount;
      }
      const leaving = sequence[at]!;
      if (lastAt[leaving] === at) {
        tryExtent--;
        if (found[leaving]) tryCount--;
      }
    }
    best = Math.max(best, current);
    for (let at = previousLower; at < lower; at++) {
      const leaving = sequence[at]!;
      if (lastAt[leaving] === at) lastAt[leaving] = -1;
    }
  }
  return best;
}
