import { sql } from 'drizzle-orm';
import { MAX_SUGGESTIONS, type SearchSuggestion } from '@storefront/contract/search';
import { queryPrepared, queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { TYPO_THRESHOLD } from './product-suggestion-index.ts';

/** How loosely a typed word may match a name (pg_trgm word similarity, 0 to 1): as the in-process pick. */
const THRESHOLD = String(TYPO_THRESHOLD);
/** Categories take at most this many of the 8 places; products fill the rest. */
export const MAX_CATEGORIES = 3;

/** "crim pho" → `crim:*A & pho:*A`: every word as a prefix of a word of the name (weight A). */
export function namePrefixQuery(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((w) => `${w}:*A`).join(' & ');
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Ids of the active products whose name has words starting with every typed word, best sellers first (at
 * most MAX_SUGGESTIONS), through the full-text index: what the in-process index answers when it cannot.
 */
async function prefixMatches(tx: ReadOnly, tenantId: string, q: string): Promise<number[]> {
  const prefix = namePrefixQuery(q);
  if (!prefix) return [];
  const [row] = await queryRows<{ products: number[] }>(
    tx,
    selectSql`select array(select p.id from products p
          where p.tenant_id = ${tenantId} and p.is_active and p.search_vector @@ to_tsquery('simple', ${prefix})
          order by p.units_sold desc, p.name, p.id limit ${MAX_SUGGESTIONS}) as products`,
  );
  return row!.products;
}

/**
 * Ids of active products whose name has a word like the typed text despite typos, closest first:
 * the GiST index hands names over nearest first (KNN), and only those close enough are kept.
 */
async function typoMatches(tx: ReadOnly, tenantId: string, q: string, limit: number, skip: number[]) {
  if (limit <= 0) return [];
  const without = skip.length
    ? sql`and p.id not in (${sql.join(
        skip.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ id: number }>(
    tx,
    selectSql`select id from (
          select p.id, ${q}::text <<-> p.name as distance from products p
          where p.tenant_id = ${tenantId} and p.is_active ${without}
          order by ${q}::text <<-> p.name limit ${limit}
        ) nearest where distance <= ${1 - Number(THRESHOLD)} order by distance`,
  );
  return rows.map((r) => r.id);
}

/**
 * The categories like the text (at most MAX_CATEGORIES: containing it first, then by word similarity, then
 * name) and the products of `products` in their order, together at most MAX_SUGGESTIONS, read under the
 * policy in one statement. Similarity is compared with THRESHOLD itself, so no setting is needed. Categories
 * containing the text come first, then the first `prefixed` products (their words start with the typed ones),
 * then categories only like the text, then the products like it despite a typo.
 */
function suggestionRows(tx: ReadOnly, tenantId: string, q: string, products: number[], prefixed: number) {
  const like = escapeLike(q);
  return queryPrepared<SearchSuggestion>(
    tx,
    selectSql`with shown as (
          select c.name, c.slug, c.contains, n from (
            select c.name, c.slug, c.name ilike ${like} as contains, row_number() over (order by (c.name ilike ${like}) desc,
              word_similarity(${q}::text, c.name) desc, c.name) as n
            from categories c
            where c.tenant_id = ${tenantId}
              and (c.name ilike ${like} or word_similarity(${q}::text, c.name) >= ${THRESHOLD}::real)
          ) c where n <= ${MAX_CATEGORIES}
        )
        select text, type, slug, category from (
          select name as text, 'category' as type, slug, '' as category,
                 case when contains then 0 else 2 end as part, n from shown
          union all
          select p.name, 'product', p.slug, coalesce(c.name, ''),
                 case when pick.n <= ${prefixed} then 1 else 3 end, pick.n
          from unnest(${sql.param(products)}::int[]) with ordinality as pick(id, n)
          join products p on p.tenant_id = ${tenantId} and p.id = pick.id
          left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
          where pick.n <= ${MAX_SUGGESTIONS} - (select count(*) from shown)
        ) found order by part, n`,
  );
}

/**
 * The active products to suggest for `q` through SQL: those whose words start with every typed word, then
 * those like it despite a typo, at most MAX_SUGGESTIONS, picked with `ctx.pick` (the owner connection,
 * filtered by tenant), where the text indexes can be used; row-level security would keep them from serving
 * (decision 008).
 */
function suggestedProducts(ctx: RequestContext, q: string): Promise<{ ids: number[]; prefixed: number }> {
  const tenantId = ctx.tenant.id;
  return ctx.pick(async (tx) => {
    const prefixed = await prefixMatches(tx, tenantId, q);
    const typos = await typoMatches(tx, tenantId, q, MAX_SUGGESTIONS - prefixed.length, prefixed);
    return { ids: [...prefixed, ...typos], prefixed: prefixed.length };
  });
}

/**
 * Spec section 4 suggestions for `q` (trimmed, at least MIN_SUGGESTION_LENGTH long) through SQL, at most
 * MAX_SUGGESTIONS: categories containing the text, active products whose words start with the text,
 * categories only like it, then products like it despite a typo (a category resembling the text never comes
 * before products that match it); each product with its category, which tells apart cards of the same name.
 * The names are read under the policy in one statement, which also finds the categories (few rows), and
 * keeps of the products as many as the categories leave room for.
 */
export async function readSuggestions(ctx: RequestContext, q: string): Promise<SearchSuggestion[]> {
  const { ids, prefixed } = await suggestedProducts(ctx, q);
  return ctx.read((tx) => suggestionRows(tx, ctx.tenant.id, q, ids, prefixed));
}
