import { sql, type SQL } from 'drizzle-orm';
import { boundedCache } from '../../platform/bounded-cache.ts';
import type {
  Category,
  Product,
  ProductList,
  ProductListItem,
  ProductListQuery,
  ProductOrdering,
  ProductTypeList,
  CategoryList,
} from '@storefront/contract/catalog';
import type { PageQuery } from '@storefront/contract/common';
import { stockDisplay } from '@storefront/contract/catalog';
import { queryPrepared, queryRows, type Queryable } from '../../db/client.ts';
import { BadRequest, NotFound } from '../../platform/errors.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import {
  CARD_COLUMNS,
  CARD_FROM,
  cardListItem,
  PRODUCT_COLUMNS,
  PRODUCT_FROM,
  toListItem,
  type CardRow,
  type ProductRow,
} from './catalog.rows.ts';
import { pickFromSearchIndex } from './product-search-index.ts';
import { corrections, nameHasAnyOf } from './search-words.ts';

const PRODUCTS_PATH = '/api/ecommerce/products/';

/** Staff and admins see a supplier's e-mail; everyone else only the username (spec section 6). */
export const seesSupplierEmail = (ctx: RequestContext) =>
  ctx.user?.role === 'staff' || ctx.user?.role === 'admin';

/** Words of a search as a full-text query over both dictionaries the search vector uses. */
const tsQuery = (search: string) =>
  sql`(websearch_to_tsquery('simple', ${search}::text) || websearch_to_tsquery('english', ${search}::text))`;

/** How loosely a misspelt word may match a product name (pg_trgm word similarity, 0 to 1). */
const TYPO_THRESHOLD = '0.5';

const ORDER_BY: Record<ProductOrdering, SQL> = {
  // Ignoring case, as a person reads names (the index products_tenant_name_sort_idx serves it).
  name: sql`lower(p.name), p.id`,
  '-name': sql`lower(p.name) desc, p.id desc`,
  price: sql`p.price, p.id`,
  '-price': sql`p.price desc, p.id desc`,
  created_at: sql`p.created_at, p.id`,
  '-created_at': sql`p.created_at desc, p.id desc`,
  '-units_sold': sql`p.units_sold desc, p.id`,
  release_date: sql`p.release_date, p.id`,
};

const isId = (value: string) => /^\d{1,9}$/.test(value);

/** The ids of a category (by slug or id) and every category below it; 400 when there is none. */
async function categoryWithDescendants(tx: Queryable, tenantId: string, key: string): Promise<number[]> {
  const match = isId(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
  const rows = await queryPrepared<{ id: number }>(
    tx,
    sql`with recursive tree as (
          select id from categories where tenant_id = ${tenantId} and ${match}
          union
          select c.id from categories c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
        ) select id from tree`,
  );
  if (rows.length === 0) throw new BadRequest(`Unknown category: ${key}`, { category: 'No such category' });
  return rows.map((r) => r.id);
}

async function productTypeId(tx: Queryable, tenantId: string, key: string): Promise<number> {
  const match = isId(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
  const [row] = await queryPrepared<{ id: number }>(
    tx,
    sql`select id from product_types where tenant_id = ${tenantId} and ${match}`,
  );
  if (!row) throw new BadRequest(`Unknown product type: ${key}`, { product_type: 'No such product type' });
  return row.id;
}

/** Category trees and type ids by slug, kept under the data version they were read at. */
const lookups = boundedCache<string, NonNullable<unknown>>({ max: 5_000, ttlMs: 60_000 });
async function rememberedAt<T extends NonNullable<unknown>>(key: string, find: () => Promise<T>): Promise<T> {
  const known = lookups.get(key) as T | undefined;
  if (known !== undefined) return known;
  const found = await find();
  lookups.set(key, found);
  return found;
}

export interface ProductFilter extends Omit<ProductListQuery, 'page' | 'page_size'> {
  featured?: boolean;
  /** Match the search by trigram similarity of names (when full text finds nothing). */
  typo?: boolean;
}

/**
 * The WHERE clause of a product list: active products of the store matching every filter given.
 * `filters` leaves out the similarity test of a typo search, which its KNN order stands in for.
 */
async function whereClause(
  tx: Queryable,
  tenantId: string,
  filter: ProductFilter,
  version: string | null = null,
): Promise<{ all: SQL; filters: SQL; categoryIds: number[] | null; others: SQL }> {
  const parts: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.is_active`];
  const others: SQL[] = [...parts];
  let categoryIds: number[] | null = null;
  const remembered = <T extends NonNullable<unknown>>(what: string, find: () => Promise<T>) =>
    version === null ? find() : rememberedAt(`${version} ${tenantId} ${what}`, find);
  if (filter.category) {
    const key = filter.category;
    categoryIds = await remembered(`c ${key}`, () => categoryWithDescendants(tx, tenantId, key));
    // One array parameter, so the statement's text is the same whatever the category (prepared once).
    parts.push(sql`p.category_id = any(${sql.param(categoryIds)}::int[])`);
  }
  const both = (part: SQL) => {
    parts.push(part);
    others.push(part);
  };
  if (filter.product_type) {
    const key = filter.product_type;
    both(sql`p.product_type_id = ${await remembered(`t ${key}`, () => productTypeId(tx, tenantId, key))}`);
  }
  if (filter.featured) both(sql`p.is_featured`);
  if (filter.collection === 'deals') both(sql`p.compare_at_price > p.price`);
  if (filter.collection === 'bestsellers') both(sql`p.units_sold > 0`);
  if (filter.collection === 'preorders') both(sql`p.release_date > current_date`);
  const filters = sql.join(parts, sql` and `);
  const rest = { categoryIds, others: sql.join(others, sql` and `) };
  if (!filter.search) return { all: filters, filters, ...rest };
  if (filter.typo) {
    // Only names holding a word of the store's dictionary like a typed one are compared (search-words.ts).
    const near = nameHasAnyOf(await corrections(tx, tenantId, filter.search));
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`);
    const candidates = sql`${filters} and ${near}`;
    return { all: sql`${candidates} and ${filter.search}::text <% p.name`, filters: candidates, ...rest };
  }
  return { all: sql`${filters} and p.search_vector @@ ${tsQuery(filter.search)}`, filters, ...rest };
}

/** The default order of a collection page when the shopper has not picked one. */
const COLLECTION_ORDER: Record<string, ProductOrdering> = {
  new: '-created_at',
  bestsellers: '-units_sold',
  preorders: 'release_date',
};

function orderClause(filter: ProductFilter): SQL {
  const ordering = filter.ordering ?? (filter.collection && COLLECTION_ORDER[filter.collection]);
  if (ordering) return ORDER_BY[ordering];
  // Relevance: name (A) above SKU (B) above description (C).
  if (filter.search)
    return sql`ts_rank(p.search_vector, ${tsQuery(filter.search)}) desc, lower(p.name), p.id`;
  return ORDER_BY.name;
}

/** Products by id, in the order of `ids`, read through the tenant-scoped handle. */
async function productsByIds(tx: Queryable, tenantId: string, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return queryPrepared<CardRow>(
    tx,
    sql`select ${CARD_COLUMNS}
        from unnest(${sql.param(ids)}::int[]) with ordinality as page(id, n)
        join ${CARD_FROM} on p.tenant_id = ${tenantId} and p.id = page.id
        order by page.n`,
  );
}

/**
 * Lists count exactly up to this many matches; above it they answer the planner's estimate, because
 * counting 100,000 rows costs more than the page itself (docs/catalog-search.md, "Counting large lists").
 */
export const EXACT_COUNT_LIMIT = 1000;

async function estimateRows(tx: Queryable, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, [{ Plan: { 'Plan Rows': number } }]>>(
    tx,
    sql`explain (format json) ${query}`,
  );
  const plan = row ? Object.values(row)[0] : undefined;
  return Math.round(plan?.[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Counts of lists, by store and filter, for 30 s: estimated ones (they are estimates anyway), and exact
 * ones under the catalogue's data version (`ctx.dataVersion`), which every product or category write bumps.
 */
const counts = boundedCache<string, number>({ max: 5_000, ttlMs: 30_000 });

/**
 * How many products match: exact up to EXACT_COUNT_LIMIT, estimated above (never below the limit).
 * `version` is the data version the count is read at, null when unknown (then exact counts are not kept).
 */
async function countMatches(tx: Queryable, where: SQL, key: string, version: string | null) {
  const versioned = `${version} ${key}`;
  const cached = counts.get(key) ?? (version === null ? undefined : counts.get(versioned));
  if (cached !== undefined) return cached;
  const [capped] = await queryPrepared<{ n: number }>(
    tx,
    sql`select count(*)::int as n from (select 1 from products p where ${where} limit ${EXACT_COUNT_LIMIT + 1}) m`,
  );
  if (capped!.n <= EXACT_COUNT_LIMIT) {
    if (version !== null) counts.set(versioned, capped!.n);
    return capped!.n;
  }
  const n = Math.max(
    EXACT_COUNT_LIMIT + 1,
    await estimateRows(tx, sql`select 1 from products p where ${where}`),
  );
  counts.set(key, n);
  return n;
}

/** A typo search without a chosen order: nearest names first, ties by id. */
const typoOrder = (query: ProductFilter) =>
  query.typo && !query.ordering ? sql`${query.search}::text <<-> p.name, p.id` : null;

/** How many names tied in distance with a typo page's last one its tie-break (by id) still sees. */
const TIE_ROOM = 100;

const countKey = (tenantId: string, query: ProductListQuery & ProductFilter) => {
  const { category, product_type, search, typo, featured, collection } = query;
  return JSON.stringify([tenantId, category, product_type, search, typo, featured, collection]);
};

/** Name orders a category page takes from products_tenant_category_name_idx, one category at a time. */
const BY_NAME: Partial<Record<ProductOrdering, 'asc' | 'desc'>> = { name: 'asc', '-name': 'desc' };

/**
 * The ids (and available stock) of a page without a search, in order. In a category (with its subtree) by name, each category's
 * first `offset + limit` names come from products_tenant_category_name_idx and only those are merged: a
 * scan of the store's name order filtered by category reads every name before the category's first
 * (tens of thousands when names and categories go together), and a sort of the subtree reads all of it.
 */
function pageIds(
  query: ProductListQuery & ProductFilter,
  { all, categoryIds, others }: { all: SQL; categoryIds: number[] | null; others: SQL },
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
async function readPage(
  tx: Queryable,
  tenantId: string,
  query: ProductListQuery & ProductFilter,
  version: string | null,
) {
  const where = await whereClause(tx, tenantId, query, version);
  const count = await countMatches(tx, where.all, countKey(tenantId, query), version);
  const { limit, offset } = pageWindow(query);
  if (offset >= count) return { count, rows: [] as CardRow[] };
  // The page's products are read by the index of the order anyway: their stock comes with their ids, and
  // only the cards are looked up. Both go as arrays, aggregated in the page's order: a generic plan
  // expects a few rows of `unnest` and looks each card up by key (a derived table was hash-joined with
  // every card of the store, 10,000 buffers).
  const rows = await queryPrepared<CardRow>(
    tx,
    sql`select k.item, k.supplier_email, page.available_stock
        from (select array_agg(ids.id) as id, array_agg(ids.available_stock) as available_stock
              from (${pageIds(query, where, limit, offset)}) ids) a
        cross join unnest(a.id, a.available_stock) with ordinality as page(id, available_stock, n)
        join product_cards k on k.tenant_id = ${tenantId} and k.product_id = page.id
        order by page.n`,
  );
  return { count, rows };
}

/** The count of matching products and the ids of the requested page. */
async function pickPage(
  tx: Queryable,
  tenantId: string,
  query: ProductListQuery & ProductFilter,
  version: string | null,
) {
  const { all, filters } = await whereClause(tx, tenantId, query, version);
  const count = await countMatches(tx, all, countKey(tenantId, query), version);
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
        sql`select id from (
              select p.id, ${query.search}::text <<-> p.name as distance from products p where ${filters}
              order by ${query.search}::text <<-> p.name limit ${offset + limit + TIE_ROOM}
            ) nearest order by distance, id limit ${limit} offset ${offset}`
      : sql`select p.id from products p where ${all} order by ${typoOrder(query) ?? orderClause(query)}
            limit ${limit} offset ${offset}`,
  );
  return { count, ids: ids.map((r) => r.id) };
}

/** A search by full text; when that finds nothing, by names similar despite typos ('zephir' → 'Zephyr'). */
async function pickSearchPage(
  tx: Queryable,
  tenantId: string,
  query: ProductListQuery & ProductFilter,
  version: string | null,
) {
  const exact = await pickPage(tx, tenantId, query, version);
  return exact.count > 0 ? exact : pickPage(tx, tenantId, { ...query, typo: true }, version);
}

/**
 * Typo pages (count and ids) by data version, store, search and page, for 30 s: a typo search still ranks
 * names by trigram distance in SQL (tens of ms), and the same version always picks the same page.
 */
const typoPages = boundedCache<string, { count: number; ids: number[] }>({ max: 5_000, ttlMs: 30_000 });

async function typoPage(
  ctx: RequestContext,
  query: ProductListQuery & ProductFilter,
  version: string | null,
) {
  const key = `${version} ${countKey(ctx.tenant.id, query)} ${query.page} ${query.page_size}`;
  const known = version === null ? undefined : typoPages.get(key);
  if (known) return known;
  const page = await ctx.pick((tx) => pickPage(tx, ctx.tenant.id, { ...query, typo: true }, version));
  if (version !== null) typoPages.set(key, page);
  return page;
}

/**
 * A search's page from the store's in-process index when it can answer (product-search-index.ts), the same
 * ids in the same order; else, and for typos, through SQL. Above EXACT_COUNT_LIMIT matches the count is
 * PostgreSQL's estimate, as in SQL.
 */
async function pickSearch(
  ctx: RequestContext,
  query: ProductListQuery & ProductFilter,
  version: string | null,
): Promise<{ count: number; ids: number[] }> {
  const tenantId = ctx.tenant.id;
  const indexed = await pickFromSearchIndex(ctx, query, pageWindow(query));
  if (!indexed) return ctx.pick((tx) => pickSearchPage(tx, tenantId, query, version));
  if (!indexed.matches) return typoPage(ctx, query, version);
  if (indexed.matches <= EXACT_COUNT_LIMIT) return { count: indexed.matches, ids: indexed.ids };
  const key = countKey(tenantId, query);
  const count =
    counts.get(key) ??
    (await ctx.pick(async (tx) =>
      countMatches(tx, (await whereClause(tx, tenantId, query, version)).all, key, version),
    ));
  return { count, ids: indexed.ids };
}

export interface ListOptions {
  /** Path that next/previous links point to. */
  path?: string;
}

/**
 * Spec section 7 products list: only active products; a category includes its descendants. A search picks
 * its ids with `ctx.pick` (full-text and trigram operators are not LEAKPROOF, so under row-level security
 * PostgreSQL would scan every row of the store instead of using their indexes); rows are read under the policy.
 */
export async function listProducts(
  ctx: RequestContext,
  query: ProductListQuery & { featured?: boolean },
  { path = PRODUCTS_PATH }: ListOptions = {},
): Promise<ProductList> {
  const tenantId = ctx.tenant.id;
  // Read before the queries, as the answer cache does: a count read at an old version is kept under it.
  const version = ctx.dataVersion(['products', 'categories']);
  const { rows, count } = query.search
    ? await pickSearch(ctx, query, version).then(async ({ count, ids }) => ({
        count,
        rows: await ctx.read((tx) => productsByIds(tx, tenantId, ids)),
      }))
    : await ctx.read((tx) => readPage(tx, tenantId, query, version));
  const email = seesSupplierEmail(ctx);
  const { featured: _featured, ...links } = query;
  return pageAnswer(
    path,
    links,
    count,
    rows.map((r) => cardListItem(r, email)),
  );
}

/** Product summaries by id for other modules (cart, wishlist, orders): active or not, in the order asked. */
export async function productSummaries(
  tx: Queryable,
  tenantId: string,
  ids: number[],
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<ProductRow>(
    tx,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = ${tenantId} and p.id in (${list})`,
  );
  const byId = new Map(rows.map((r) => [r.id, toListItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

interface VariantRow {
  id: number;
  name: string;
  sku: string;
  price: string;
  is_active: boolean;
  stock: number;
}
interface StockRow {
  username: string;
  email: string;
  variant: string;
  available: number;
  price: string;
}
type DetailRow = CardRow & {
  description: string;
  meta_title: string;
  meta_description: string;
  variants: VariantRow[];
  stocks: StockRow[];
};

/** A product page's row with its variants (stock summed per variant) and offers, in one statement. */
const DETAIL_COLUMNS = sql`${CARD_COLUMNS}, p.description, p.meta_title, p.meta_description,
  coalesce((
    select json_agg(json_build_object('id', v.id, 'name', v.name, 'sku', v.sku, 'price', v.price::text,
      'is_active', v.is_active, 'stock', coalesce((
        select sum(s.quantity) from supplier_stocks s where s.tenant_id = v.tenant_id and s.variant_id = v.id
      ), 0)::int) order by v.sort_order, v.id)
    from product_variants v where v.tenant_id = p.tenant_id and v.product_id = p.id
  ), '[]') as variants,
  coalesce((
    select json_agg(json_build_object('username', su.username, 'email', su.email, 'variant', sv.name,
      'available', s.quantity, 'price', s.price::text) order by s.quantity desc, s.price, su.username)
    from supplier_stocks s
    join users su on su.tenant_id = s.tenant_id and su.id = s.supplier_id
    join product_variants sv on sv.tenant_id = s.tenant_id and sv.id = s.variant_id and sv.is_active
    where s.tenant_id = p.tenant_id and s.product_id = p.id
  ), '[]') as stocks`;

/** Spec section 2 product detail: stock by variant and by supplier; inactive products are hidden. */
export async function getProduct(ctx: RequestContext, slug: string): Promise<Product> {
  const tenantId = ctx.tenant.id;
  const email = seesSupplierEmail(ctx);
  const [row] = await ctx.read((tx) =>
    queryPrepared<DetailRow>(
      tx,
      sql`select ${DETAIL_COLUMNS}
          from ${CARD_FROM}
          where p.tenant_id = ${tenantId} and p.slug = ${slug} and p.is_active`,
    ),
  );
  if (!row) throw new NotFound('Product not found');
  const item = cardListItem(row, email);
  return {
    ...item,
    description: row.description,
    variants: row.variants
      .filter((v) => v.is_active)
      .map(({ id, name, sku, price, stock }) => ({ id, name, sku, price, stock })),
    total_stock: row.variants.reduce((sum, v) => sum + v.stock, 0),
    stock_display: stockDisplay(item.available_stock),
    stocks: row.stocks.map((s) => ({
      supplier: { username: s.username, ...(email && { email: s.email }) },
      variant: s.variant,
      available: s.available,
      price: s.price,
    })),
    meta_title: row.meta_title || item.name,
    meta_description: row.meta_description || item.short_description,
  };
}

/**
 * A page of a small store-wide table with its total, in one prepared statement (`count(*) over ()`);
 * a page past the end asks for the total alone.
 */
async function smallPage<T>(ctx: RequestContext, table: 'categories' | 'product_types', page: SQL) {
  return ctx.read(async (tx) => {
    const rows = await queryPrepared<T & { total: number }>(tx, page);
    if (rows.length)
      return { count: rows[0]!.total, rows: rows.map(({ total: _total, ...row }) => row as T) };
    const [total] = await queryPrepared<{ n: number }>(
      tx,
      sql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${ctx.tenant.id}`,
    );
    return { count: total!.n, rows: [] as T[] };
  });
}

/** Categories of the store, parents before children, each level by sort_order then name. */
export async function listCategories(ctx: RequestContext, query: PageQuery): Promise<CategoryList> {
  const { limit, offset } = pageWindow(query);
  const { rows, count } = await smallPage<Category>(
    ctx,
    'categories',
    sql`select id, slug, name, description, parent_id as parent, sort_order, count(*) over ()::int as total
        from categories where tenant_id = ${ctx.tenant.id}
        order by parent_id nulls first, sort_order, name, id
        limit ${limit} offset ${offset}`,
  );
  return pageAnswer('/api/ecommerce/categories/', query, count, rows);
}

/** Product types of the store by name (the product list's type filter). */
export async function listProductTypes(ctx: RequestContext, query: PageQuery): Promise<ProductTypeList> {
  const { limit, offset } = pageWindow(query);
  const { rows, count } = await smallPage<ProductTypeList['results'][number]>(
    ctx,
    'product_types',
    sql`select id, slug, name, description, count(*) over ()::int as total
        from product_types where tenant_id = ${ctx.tenant.id}
        order by name, id limit ${limit} offset ${offset}`,
  );
  return pageAnswer('/api/ecommerce/product-types/', query, count, rows);
}
