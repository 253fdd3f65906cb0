import { sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH, type SearchSuggestion } from '@storefront/contract/search';
import { queryRows } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/** How loosely a typed word may match a name (pg_trgm word similarity, 0 to 1). */
const THRESHOLD = '0.45';
/** Categories take at most this many of the 8 places; products fill the rest. */
const MAX_CATEGORIES = 3;

/**
 * Spec section 4: suggestions for text longer than 2 characters, at most 8: matching categories
 * first, then active products; a name containing the text comes before a merely similar one.
 */
export async function suggestions(ctx: RequestContext, text: string): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (q.length < MIN_SUGGESTION_LENGTH) return [];
  const tenantId = ctx.tenant.id;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ctx.db(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${THRESHOLD}, true)`);
    const rank = (column: string) =>
      sql`(${sql.raw(column)} ilike ${like}) desc, word_similarity(${q}::text, ${sql.raw(column)}) desc, ${sql.raw(column)}`;
    const categories = await queryRows<SearchSuggestion>(
      tx,
      sql`select name as text, 'category' as type, slug from categories c
          where c.tenant_id = ${tenantId} and (c.name ilike ${like} or ${q}::text <% c.name)
          order by ${rank('c.name')} limit ${MAX_CATEGORIES}`,
    );
    const products = await queryRows<SearchSuggestion>(
      tx,
      sql`select name as text, 'product' as type, slug from products p
          where p.tenant_id = ${tenantId} and p.is_active and (p.name ilike ${like} or ${q}::text <% p.name)
          order by ${rank('p.name')} limit ${MAX_SUGGESTIONS - categories.length}`,
    );
    return [...categories, ...products];
  });
}
