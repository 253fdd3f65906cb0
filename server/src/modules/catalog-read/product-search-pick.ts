import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { pageWindow } from '../../platform/paging.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { countMatches, EXACT_COUNT_LIMIT } from './product-counts.ts';
import { countKey, orderClause, whereClause, type ProductQuery } from './product-filter.ts';
import type { ListMemos, ReadAt } from './list-memos.ts';

/**
 * A typo search without a chosen order: the names most like the whole typed text first (pg_trgm
 * `similarity`, so 'charzard' ranks Charizard above Hard Charm, which only shares short runs of letters),
 * then the nearest by word similarity, ties by id.
 */
const typoOrder = (query: ProductQuery) =>
  query.typo && !query.ordering
    ? sql`similarity(${query.search}::text, p.name) desc, ${query.search}::text <<-> p.name, p.id`
    : null;

/** How many names tied in distance with a typo page's last one its tie-break (by id) still sees. */
const TIE_ROOM = 100;

/** The count of matching products and the ids of the requested page. */
async function pickPage(tx: ReadOnly, tenantId: string, query: ProductQuery, at: ReadAt) {
  const { all, filters } = await whereClause(tx, tenantId, query, at);
  const count = await countMatches(tx, all, countKey(tenantId, query), at);
  const { offset } = pageWindow(query);
  // Nearest-first typo matches: the first `count` names by distance are exactly the similar ones, and
  // leaving the similarity test out lets the GiST index hand them over in order without a sort. Counted
  // exactly (few names hold a corrected word), they are sorted instead: cheaper, and exact on ties.
  const knn = query.typo && !query.ordering && count > EXACT_COUNT_LIMIT;
  const limit = knn ? Math.max(0, Math.min(query.page_size, count - offset)) : query.page_size;
  if (limit === 0) return { count, ids: [] };
  // An exact count at or before the page: nothing to pick (an estimate may be short, so it is not trusted).
  if (count <= EXACT_COUNT_LIMIT && offset >= count) return { count, ids: [] };
  const ids = await queryRows<{ id: number }>(
    tx,
    knn
      ? // The GiST index hands names over nearest first only when ordered by distance alone; the id that
        // breaks ties is applied to those rows, with room for TIE_ROOM ties at the page's edge.
        selectSql`select id from (
              select p.id, ${query.search}::text <<-> p.name as distance from products p where ${filters}
              order by ${query.search}::text <<-> p.name limit ${offset + limit + TIE_ROOM}
            ) nearest order by distance, id limit ${limit} offset ${offset}`
      : selectSql`select p.id from products p where ${all} order by ${typoOrder(query) ?? orderClause(query)}
            limit ${limit} offset ${offset}`,
  );
  return { count, ids: ids.map((r) => r.id) };
}

/** A search by full text; when that finds nothing, by names similar despite typos ('zephir' → 'Zephyr'). */
async function pickSearchPage(tx: ReadOnly, tenantId: string, query: ProductQuery, at: ReadAt) {
  const exact = await pickPage(tx, tenantId, query, at);
  return exact.count > 0 ? exact : pickPage(tx, tenantId, { ...query, typo: true }, at);
}

/**
 * The typo search's page (names similar despite typos) through SQL, kept in `memos.typoPages` by data
 * version: what a search the in-process index finds nothing for answers.
 */
export async function pickTypoPage(
  ctx: RequestContext,
  query: ProductQuery,
  memos: ListMemos,
): Promise<{ count: number; ids: number[] }> {
  const version = ctx.dataVersion(['products', 'categories']);
  const key = `${version} ${countKey(ctx.tenant.id, query)} ${query.page} ${query.page_size}`;
  const known = version === null ? undefined : memos.typoPages.get(key);
  if (known) return known;
  const at = { version, memos };
  const page = await ctx.pick((tx) => pickPage(tx, ctx.tenant.id, { ...query, typo: true }, at));
  if (version !== null) memos.typoPages.set(key, page);
  return page;
}

/**
 * A search's page through SQL: by full text, and when that finds nothing by names similar despite typos;
 * above EXACT_COUNT_LIMIT matches SQL counts PostgreSQL's estimate. Ids are picked with `ctx.pick`
 * (decision 008): full-text and trigram operators are not LEAKPROOF, so under row-level security PostgreSQL
 * would scan every row of the store.
 */
export function pickSearch(
  ctx: RequestContext,
  query: ProductQuery,
  at: ReadAt,
): Promise<{ count: number; ids: number[] }> {
  return ctx.pick((tx) => pickSearchPage(tx, ctx.tenant.id, query, at));
}
