import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery, ProductOrdering } from '@storefront/contract/catalog';
import { queryPrepared, queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly } from '../../db/read-only.ts';
import { BadRequest } from '../../platform/errors.ts';
import type { ReadAt } from './list-memos.ts';
import { corrections, nameHasAnyOf } from './search-words.ts';

/** Words of a search as a full-text query over both dictionaries the search vector uses. */
const tsQuery = (search: string) =>
  sql`(websearch_to_tsquery('simple', ${search}::text) || websearch_to_tsquery('english', ${search}::text))`;

/** How loosely a misspelt word may match a product name (pg_trgm word similarity, 0 to 1). */
const TYPO_THRESHOLD = '0.5';

export const ORDER_BY: Record<ProductOrdering, SQL> = {
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
async function categoryWithDescendants(tx: ReadOnly, tenantId: string, key: string): Promise<number[]> {
  const match = isId(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
  const rows = await queryPrepared<{ id: number }>(
    tx,
    selectSql`with recursive tree as (
          select id from categories where tenant_id = ${tenantId} and ${match}
          union
          select c.id from categories c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
        ) select id from tree`,
  );
  if (rows.length === 0) throw new BadRequest(`Unknown category: ${key}`, { category: 'No such category' });
  return rows.map((r) => r.id);
}

async function productTypeId(tx: ReadOnly, tenantId: string, key: string): Promise<number> {
  const match = isId(key) ? sql`id = ${Number(key)}` : sql`slug = ${key}`;
  const [row] = await queryPrepared<{ id: number }>(
    tx,
    selectSql`select id from product_types where tenant_id = ${tenantId} and ${match}`,
  );
  if (!row) throw new BadRequest(`Unknown product type: ${key}`, { product_type: 'No such product type' });
  return row.id;
}

/** A category tree or type id by slug, kept in `memos.lookups` under the data version it was read at. */
async function rememberedAt<T extends NonNullable<unknown>>(
  { memos }: ReadAt,
  key: string,
  find: () => Promise<T>,
): Promise<T> {
  const known = memos.lookups.get(key) as T | undefined;
  if (known !== undefined) return known;
  const found = await find();
  memos.lookups.set(key, found);
  return found;
}

export interface ProductFilter extends Omit<ProductListQuery, 'page' | 'page_size'> {
  featured?: boolean;
  /** Match the search by trigram similarity of names (when full text finds nothing). */
  typo?: boolean;
}

/** A product list's query with the filters only services set. */
export type ProductQuery = ProductListQuery & ProductFilter;

/** The parts of a product list's WHERE clause (`whereClause`). */
export interface ProductWhere {
  /** Every filter, the search included. */
  all: SQL;
  /** `all` but the similarity test of a typo search, which its KNN order stands in for. */
  filters: SQL;
  /** The category and its descendants, when the list is a category's. */
  categoryIds: number[] | null;
  /** Every filter but the category and the search. */
  others: SQL;
}

/**
 * The WHERE clause of a product list: active products of the store matching every filter given. Category
 * trees and type ids are kept under `at.version` (the catalogue's data version), when known.
 */
export async function whereClause(
  tx: ReadOnly,
  tenantId: string,
  filter: ProductFilter,
  at: ReadAt,
): Promise<ProductWhere> {
  const parts: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.is_active`];
  const others: SQL[] = [...parts];
  let categoryIds: number[] | null = null;
  const remembered = <T extends NonNullable<unknown>>(what: string, find: () => Promise<T>) =>
    at.version === null ? find() : rememberedAt(at, `${at.version} ${tenantId} ${what}`, find);
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
    await queryRows(
      tx,
      selectSql`select set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`,
    );
    const candidates = sql`${filters} and ${near}`;
    return { all: sql`${candidates} and ${filter.search}::text <% p.name`, filters: candidates, ...rest };
  }
  return { all: sql`${filters} and p.search_vector @@ ${tsQuery(filter.search)}`, filters, ...rest };
}

/** The default order of a collection page when the shopper has not picked one. */
export const COLLECTION_ORDER: Record<string, ProductOrdering> = {
  new: '-created_at',
  bestsellers: '-units_sold',
  preorders: 'release_date',
};

/** The ORDER BY of a list: the order asked, else the collection's, else relevance for a search, else name. */
export function orderClause(filter: ProductFilter): SQL {
  const ordering = filter.ordering ?? (filter.collection && COLLECTION_ORDER[filter.collection]);
  if (ordering) return ORDER_BY[ordering];
  // Relevance: name (A) above SKU (B) above description (C).
  if (filter.search)
    return sql`ts_rank(p.search_vector, ${tsQuery(filter.search)}) desc, lower(p.name), p.id`;
  return ORDER_BY.name;
}

/** The key a list's count is kept under: the store and every filter (not the page or the order). */
export const countKey = (tenantId: string, query: ProductQuery) => {
  const { category, product_type, search, typo, featured, collection } = query;
  return JSON.stringify([tenantId, category, product_type, search, typo, featured, collection]);
};
