import { sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH, type SearchSuggestion } from '@storefront/contract/search';
import { queryRows, type Database, type Queryable } from '../../db/client.ts';
import { pickAsOwner } from '../../db/tenant-scope.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/** How loosely a typed word may match a name (pg_trgm word similarity, 0 to 1). */
const THRESHOLD = '0.45';
/** Categories take at most this many of the 8 places; products fill the rest. */
const MAX_CATEGORIES = 3;

/** "crim pho" → `crim:*A & pho:*A`: every word as a prefix of a word of the name (weight A). */
export function namePrefixQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w}:*A`).join(' & ');
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function categorySuggestions(tx: Queryable, tenantId: string, q: string) {
  const like = escapeLike(q);
  return queryRows<SearchSuggestion>(
    tx,
    sql`select name as text, 'category' as type, slug from categories c
        where c.tenant_id = ${tenantId} and (c.name ilike ${like} or ${q}::text <% c.name)
        order by (c.name ilike ${like}) desc, word_similarity(${q}::text, c.name) desc, c.name
        limit ${MAX_CATEGORIES}`,
  );
}

/** Ids of active products whose name has words starting with every typed word, best sellers first. */
async function prefixMatches(tx: Queryable, tenantId: string, q: string, limit: number): Promise<number[]> {
  const query = namePrefixQuery(q);
  if (!query || limit <= 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from products p
        where p.tenant_id = ${tenantId} and p.is_active and p.search_vector @@ to_tsquery('simple', ${query})
        order by p.units_sold desc, p.name limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Ids of active products whose name has a word like the typed text despite typos, closest first:
 * the GiST index hands names over nearest first (KNN), and only those close enough are kept.
 */
async function typoMatches(tx: Queryable, tenantId: string, q: string, limit: number, skip: number[]) {
  if (limit <= 0) return [];
  const without = skip.length
    ? sql`and p.id not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from (
          select p.id, ${q}::text <<-> p.name as distance from products p
          where p.tenant_id = ${tenantId} and p.is_active ${without}
          order by ${q}::text <<-> p.name limit ${limit}
        ) nearest where distance <= ${1 - Number(THRESHOLD)} order by distance`,
  );
  return rows.map((r) => r.id);
}

/** Product suggestions for ids, in their order, read through the tenant-scoped handle. */
async function productSuggestions(
  tx: Queryable,
  tenantId: string,
  ids: number[],
): Promise<SearchSuggestion[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<SearchSuggestion>(
    tx,
    sql`select p.name as text, 'product' as type, p.slug
        from unnest(array[${list}]::int[]) with ordinality as pick(id, n)
        join products p on p.tenant_id = ${tenantId} and p.id = pick.id order by pick.n`,
  );
}

/**
 * Spec section 4: suggestions for text longer than 2 characters, at most 8: matching categories first,
 * then active products whose words start with the text, then products matching it despite a typo.
 * Product ids are picked on `searchDb` (the owner connection, filtered by tenant), where the text
 * indexes can be used; row-level security would hide them (see catalog `ListOptions.searchDb`).
 */
export async function suggestions(
  ctx: RequestContext,
  searchDb: Database,
  text: string,
): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (q.length < MIN_SUGGESTION_LENGTH) return [];
  const tenantId = ctx.tenant.id;
  const categories = await ctx.db(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${THRESHOLD}, true)`);
    return categorySuggestions(tx, tenantId, q);
  });
  const room = MAX_SUGGESTIONS - categories.length;
  const ids = await pickAsOwner(
    searchDb,
    tenantId,
    async (tx) => {
      const prefixed = await prefixMatches(tx, tenantId, q, room);
      return [...prefixed, ...(await typoMatches(tx, tenantId, q, room - prefixed.length, prefixed))];
    },
    ctx.statementTimeoutMs,
  );
  const products = await ctx.db((tx) => productSuggestions(tx, tenantId, ids));
  return [...categories, ...products];
}
