import { sql, type SQL } from 'drizzle-orm';
import type { ProductList, ProductListQuery, ProductOrdering } from '@storefront/contract/catalog';
import type { Page } from '@storefront/contract/common';
import { queryPrepared } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import type { WrittenJson } from '../../platform/response-serializer.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { writtenProductList, type CardBytes } from './card-json.ts';
import {
  CARD_FROM,
  CARD_TEXT,
  CARD_TEXT_COLUMNS,
  seesSupplierEmail,
  type CardTextRow,
} from '../catalog/index.ts';
import type { ListMemos, ReadAt } from './list-memos.ts';
import { countMatches } from './product-counts.ts';
import {
  COLLECTION_ORDER,
  countKey,
  orderClause,
  whereClause,
  type ProductQuery,
  type ProductWhere,
} from './product-filter.ts';
import { pickSearch } from './product-search-pick.ts';

/** Products by id, in the order of `ids`, read through the tenant-scoped handle. */
async function productsByIds(tx: ReadOnly, tenantId: string, ids: number[]): Promise<CardTextRow[]> {
  if (ids.length === 0) return [];
  return queryPrepared<CardTextRow>(
    tx,
    selectSql`select ${CARD_TEXT_COLUMNS}
        from unnest(${sql.param(ids)}::int[]) with ordinality as page(id, n)
        join ${CARD_FROM} on p.tenant_id = ${tenantId} and p.id = page.id
        order by page.n`,
  );
}

/** Name orders a category page takes from products_tenant_category_name_idx, one category at a time. */
const BY_NAME: Partial<Record<ProductOrdering, 'asc' | 'desc'>> = { name: 'asc', '-name': 'desc' };

/**
 * The ids (and available stock) of a page without a search, in order. In a category (with its subtree) by name, each category's
 * first `offset + limit` names come from products_tenant_category_name_idx and only those are merged: a
 * scan of the store's name order filtered by category reads every name before the category's first
 * (tens of thousands when names and categories go together), and a sort of the subtree reads all of it.
 */
function pageIds(
  query: ProductQuery,
  { all, categoryIds, others }: ProductWhere,
  limit: number,
  offset: number,
): SQL {
  const direction =
    BY_NAME[query.ordering ?? (query.collection && COLLECTION_ORDER[query.collection]) ?? 'name'];
  if (categoryIds === null || !direction)
    return sql`select p.id, p.available_stock from products p where ${all} order by ${orderClause(query)}
               limit ${limit} offset ${offset}`;
  const dir = sql.raw(direction);
  return sql`select named.id, named.available_stock from unnest(${sql.param(categoryIds)}::int[]) as cat(id)
             cross join lateral (
               select p.id, p.available_stock, lower(p.name) as sort_name from products p
               where ${others} and p.category_id = cat.id
               order by lower(p.name) ${dir}, p.id ${dir} limit ${offset + limit}
             ) named
             order by named.sort_name ${dir}, named.id ${dir} limit ${limit} offset ${offset}`;
}

/**
 * A page of a list without a search, in one statement (the ids by the index of the order, then their
 * rows), prepared: with the count kept per data version, a page is one round trip.
 */
async function readPage(tx: ReadOnly, tenantId: string, query: ProductQuery, at: ReadAt) {
  const where = await whereClause(tx, tenantId, query, at);
  const count = await countMatches(tx, where.all, countKey(tenantId, query), at);
  const { limit, offset } = pageWindow(query);
  if (offset >= count) return { count, rows: [] as CardTextRow[] };
  // The page's products are read by the index of the order anyway: their stock comes with their ids, and
  // only the cards are looked up. Both go as arrays, aggregated in the page's order: a generic plan
  // expects a few rows of `unnest` and looks each card up by key (a derived table was hash-joined with
  // every card of the store, 10,000 buffers).
  const rows = await queryPrepared<CardTextRow>(
    tx,
    selectSql`select ${CARD_TEXT}, page.available_stock
        from (select array_agg(ids.id) as id, array_agg(ids.available_stock) as available_stock
              from (${pageIds(query, where, limit, offset)}) ids) a
        cross join unnest(a.id, a.available_stock) with ordinality as page(id, available_stock, n)
        join product_cards k on k.tenant_id = ${tenantId} and k.product_id = page.id
        order by page.n`,
  );
  return { count, rows };
}

/** A product list's query with the filter only services set (`featured`: the featured route). */
export type ListQuery = ProductListQuery & { featured?: boolean };

/** The page's answer links: the query as asked (what only services set left out). */
export function pageOf<T>(query: ListQuery, path: string, count: number, results: T[]): Page<T> {
  const { featured: _featured, ...links } = query;
  return pageAnswer(path, links, count, results);
}

/**
 * Spec section 7 products list, read through SQL: only active products; a category includes its
 * descendants. A search picks its ids with `ctx.pick` (product-search-pick.ts); rows are read under the
 * policy. Written as JSON from the cards' bytes (`cards`, card-json.ts).
 */
export async function readProductList(
  ctx: RequestContext,
  query: ListQuery,
  path: string,
  { cards, memos }: { cards: CardBytes; memos: ListMemos },
): Promise<WrittenJson<ProductList>> {
  const tenantId = ctx.tenant.id;
  // Read before the queries, as the answer cache does: a count read at an old version is kept under it.
  const at = { version: ctx.dataVersion(['products', 'categories']), memos };
  const { rows, count } = query.search
    ? await pickSearch(ctx, query, at).then(async ({ count, ids }) => ({
        count,
        rows: await readCardRows(ctx, ids),
      }))
    : await ctx.read((tx) => readPage(tx, tenantId, query, at));
  const email = seesSupplierEmail(ctx);
  return writtenProductList(
    pageOf(
      query,
      path,
      count,
      rows.map((row) => cards.json(tenantId, row, email)),
    ),
  );
}

/** The card rows of products `ids`, in that order, read under the policy (a product gone is left out). */
export const readCardRows = (ctx: RequestContext, ids: number[]) =>
  ctx.read((tx) => productsByIds(tx, ctx.tenant.id, ids));
