import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { wordsOf } from './trigrams.ts';

/**
 * How alike a typed word and a word of the dictionary must be to count as a correction (pg_trgm word
 * similarity). Looser than the name match that follows ('wyvren' shares 0.43 with 'wyvern'): this only
 * chooses which products are looked at, the caller's own similarity test still decides which match.
 */
const CORRECTION_THRESHOLD = '0.4';

/**
 * The words of the store's product names (search_words, kept by triggers on products) like any typed word
 * of `text` despite typos. Runs over the store's distinct words, thousands at most, not over every name.
 * Leaves pg_trgm.word_similarity_threshold at CORRECTION_THRESHOLD for the transaction: a caller that
 * uses `<%` afterwards sets its own.
 */
export async function corrections(tx: ReadOnly, tenantId: string, text: string): Promise<string[]> {
  // The words of a search as the name's full-text lexemes are written ('simple': lower case).
  const typed = [...new Set(wordsOf(text))];
  if (!typed.length) return [];
  await queryRows(
    tx,
    selectSql`select set_config('pg_trgm.word_similarity_threshold', ${CORRECTION_THRESHOLD}, true)`,
  );
  const [row] = await queryRows<{ words: string[] }>(
    tx,
    selectSql`select array(select distinct w.word from unnest(${sql.param(typed)}::text[]) typed(word)
          join search_words w on w.tenant_id = ${tenantId} and typed.word <% w.word) as words`,
  );
  return row?.words ?? [];
}

/** `p.name` has one of `words` (its full-text lexemes of weight A), through the full-text index; false for none. */
export function nameHasAnyOf(words: string[]): SQL {
  if (!words.length) return sql`false`;
  const query = words.map((w) => `'${w.replace(/'/g, "''")}':A`).join(' | ');
  return sql`p.search_vector @@ to_tsquery('simple', ${query})`;
}
