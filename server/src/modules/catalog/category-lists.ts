import { sql } from 'drizzle-orm';
import type { Category, CategoryList, ProductTypeList } from '@storefront/contract/catalog';
import type { PageQuery } from '@storefront/contract/common';
import { queryPrepared } from '../../db/client.ts';
import { selectSql, type SelectSql } from '../../db/read-only.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import type { RequestContext } from '../../platform/tenancy.ts';

/**
 * A page of a small store-wide table with its total, in one prepared statement (`count(*) over ()`);
 * a page past the end asks for the total alone.
 */
async function smallPage<T>(ctx: RequestContext, table: 'categories' | 'product_types', page: SelectSql) {
  return ctx.read(async (tx) => {
    const rows = await queryPrepared<T & { total: number }>(tx, page);
    if (rows.length)
      return { count: rows[0]!.total, rows: rows.map(({ total: _total, ...row }) => row as T) };
    const [total] = await queryPrepared<{ n: number }>(
      tx,
      selectSql`select count(*)::int as n from ${sql.identifier(table)} where tenant_id = ${ctx.tenant.id}`,
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
    selectSql`select id, slug, name, description, parent_id as parent, sort_order, count(*) over ()::int as total
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
    selectSql`select id, slug, name, description, count(*) over ()::int as total
        from product_types where tenant_id = ${ctx.tenant.id}
        order by name, id limit ${limit} offset ${offset}`,
  );
  return pageAnswer('/api/ecommerce/product-types/', query, count, rows);
}
