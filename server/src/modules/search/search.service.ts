import { sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, MIN_SUGGESTION_LENGTH, type SearchSuggestion } from '@storefront/contract/search';
import { queryPrepared, queryRows, type Queryable } from '../../db/client.ts';
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

/**
 * Ids of the categories like the text (at most MAX_CATEGORIES: containing it first, then by word
 * similarity) and of the active products whose name has words starting with every typed word, best
 * sellers first, in one statement. Similarity is compared with THRESHOLD itself, so no setting is needed.
 */
async function categoryAndPrefixMatches(tx: Queryable, tenantId: string, q: string) {
  const like = escapeLike(q);
  const prefix = namePrefixQuery(q);
  const products = prefix
    ? sql`array(select p.id from products p
          where p.tenant_id = ${tenantId} and p.is_active and p.search_vector @@ to_tsquery('simple', ${prefix})
          order by p.units_sold desc, p.name limit ${MAX_SUGGESTIONS})`
    : sql`'{}'::int[]`;
  const [row] = await queryRows<{ categories: number[]; products: number[] }>(
    tx,
    sql`select array(
          select c.id from categories c
          where c.tenant_id = ${tenantId}
            and (c.name ilike ${like} or word_similarity(${q}::text, c.name) >= ${THRESHOLD}::real)
          order by (c.name ilike ${like}) desc, word_similarity(${q}::text, c.name) desc, c.name
          limit ${MAX_CATEGORIES}) as categories, ${products} as products`,
  );
  return row!;
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

/** Category then product suggestions for ids, in their order, read under the policy in one statement. */
function suggestionRows(tx: Queryable, tenantId: string, categories: number[], products: number[]) {
  return queryPrepared<SearchSuggestion>(
    tx,
    sql`select text, type, slug from (
          select c.name as text, 'category' as type, c.slug, 0 as part, pick.n
          from unnest(${sql.param(categories)}::int[]) with ordinality as pick(id, n)
          join categories c on c.tenant_id = ${tenantId} and c.id = pick.id
          union all
          select p.name, 'product', p.slug, 1, pick.n
          from unnest(${sql.param(products)}::int[]) with ordinality as pick(id, n)
          join products p on p.tenant_id = ${tenantId} and p.id = pick.id
        ) found order by part, n`,
  );
}

/**
 * Spec section 4: suggestions for text longer than 2 characters, at most 8: matching categories first,
 * then active products whose words start with the text, then products matching it despite a typo.
 * Ids are picked with `ctx.pick` (the owner connection, filtered by tenant), where the text indexes can be
 * used; row-level security would keep them from serving (decision 008). The names are then read under the
 * policy in one statement: one transaction and one read per suggestion list.
 */
export async function suggestions(ctx: RequestContext, text: string): Promise<SearchSuggestion[]> {
  const q = text.trim();
  if (q.length < MIN_SUGGESTION_LENGTH) return [];
  const tenantId = ctx.tenant.id;
  const picked = await ctx.pick(async (tx) => {
    const found = await categoryAndPrefixMatches(tx, tenantId, q);
    const room = MAX_SUGGESTIONS - found.categories.length;
    const prefixed = found.products.slice(0, room);
    const typos = await typoMatches(tx, tenantId, q, room - prefixed.length, prefixed);
    return { categories: found.categories, products: [...prefixed, ...typos] };
  });
  if (!picked.categories.length && !picked.products.length) return [];
  return ctx.read((tx) => suggestionRows(tx, tenantId, picked.categories, picked.products));
}
