import { sql, type SQL } from 'drizzle-orm';
import type { TcgProduct, TcgSearchQuery, TcgSearchResponse } from '@storefront/contract/tcg';
import { queryRows } from '../../db/client.ts';
import { BadRequest } from '../../platform/errors.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { compileQuery } from './query/compiler.ts';
import { parseQuery } from './query/parser.ts';
import { QueryError } from './query/tokenizer.ts';
import { colorValue, gameValue } from './query/values.ts';
import { toResult, type ResultRow } from './tcg-result.ts';

/** Above this many matches the answer's count reads COUNT_CAP and paging continues while pages are full. */
export const COUNT_CAP = 10_000;

const SORT_COLUMNS = {
  name: sql.raw('p.name'),
  price: sql.raw('p.price'),
  created_at: sql.raw('p.created_at'),
};

/** A QueryError from a filter or the q language becomes a 400 naming the parameter. */
function guarded<T>(param: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    const message = param === 'q' ? `Invalid search query: ${error.message}` : error.message;
    throw new BadRequest(message, { [param]: error.message });
  }
}

const exactColors = (colors: string[]) =>
  sql`c.colors @> array[${sql.join(
    colors.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;

/** The WHERE conditions of a TCG search: the store's active cards, each filter given, and the q language. */
export function searchConditions(tenantId: string, q: TcgSearchQuery): SQL[] {
  const where: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`c.tenant_id = ${tenantId}`, sql`p.is_active`];
  if (q.game) {
    const game = guarded('game', () => gameValue(q.game!));
    where.push(sql`c.game = ${game}`);
  }
  if (q.rarity) where.push(sql`c.rarity_key = ${q.rarity.toLowerCase()}`);
  if (q.card_type) where.push(sql`c.types @> array[${q.card_type}]::text[]`);
  if (q.set) where.push(sql`c.set_code = ${q.set.toLowerCase()}`);
  if (q.color) {
    const color = guarded('color', () => colorValue(q.color!));
    where.push(
      color.kind === 'set'
        ? exactColors(color.colors)
        : color.kind === 'colorless'
          ? sql`cardinality(c.colors) = 0`
          : sql`cardinality(c.colors) > 1`,
    );
  }
  if (q.mana_cost !== undefined) where.push(sql`c.mana_value = ${q.mana_cost}`);
  if (q.power !== undefined) where.push(sql`c.power_value = ${q.power}`);
  if (q.toughness !== undefined) where.push(sql`c.toughness_value = ${q.toughness}`);
  if (q.min_price !== undefined) where.push(sql`p.price >= ${q.min_price}`);
  if (q.max_price !== undefined) where.push(sql`p.price <= ${q.max_price}`);
  if (q.in_stock === 'true' || q.in_stock === '1')
    where.push(
      sql`exists (select 1 from supplier_stocks s where s.tenant_id = p.tenant_id and s.product_id = p.id and s.quantity > 0)`,
    );
  if (q.q) {
    const tree = guarded('q', () => parseQuery(q.q!));
    if (tree) where.push(guarded('q', () => compileQuery(tree)));
  }
  return where;
}

function pageLink(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `${path}?${next.toString()}`;
}

/** Finds the store's cards matching every filter and the query language, one page at a time. */
export async function searchCards(
  ctx: RequestContext,
  q: TcgSearchQuery,
  url: { path: string; params: URLSearchParams },
  countCap = COUNT_CAP,
): Promise<TcgSearchResponse> {
  const where = sql.join(searchConditions(ctx.tenant.id, q), sql` and `);
  const direction = sql.raw(q.order === 'desc' ? 'desc' : 'asc');
  const sortKey = SORT_COLUMNS[q.sort];
  const offset = (q.page - 1) * q.page_size;
  const from = sql`from products p join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id`;
  const { count, rows } = await ctx.db(async (tx) => {
    // One pass collects up to COUNT_CAP + 1 matches with their sort keys: that is the count, and when it is
    // not capped the page is sorted from those rows. Walking a sort index instead (what the planner picks for
    // "order by ... limit") can read most of the table before it finds a page of a selective filter's matches.
    const matches = await queryRows<{ count: number; ids: number[] | null }>(
      tx,
      sql`with matches as materialized (
            select p.id, ${sortKey} as sort_key ${from} where ${where} limit ${countCap + 1}
          )
          select (select count(*)::int from matches) as count,
            (select array_agg(id order by sort_key ${direction}, id ${direction}) from (
              select id, sort_key from matches order by sort_key ${direction}, id ${direction}
              limit ${q.page_size} offset ${offset}) page) as ids`,
    );
    const total = matches[0]?.count ?? 0;
    // Past the cap the matches are too many to sort: walk the sort index, which meets them often.
    const page =
      total > countCap
        ? sql`select p.id ${from} where ${where}
              order by ${sortKey} ${direction}, p.id ${direction} limit ${q.page_size} offset ${offset}`
        : sql`select unnest(${sql.param(matches[0]?.ids ?? [])}::int[]) as id`;
    const found = await queryRows<ResultRow>(
      tx,
      sql`select p.id, p.slug, p.name, p.sku, p.price::text as price, p.short_description, p.is_featured,
            p.created_at, p.attributes, p.metadata,
            (select json_build_object('file', i.file, 'alt_text', i.alt_text) from product_images i
              where i.tenant_id = p.tenant_id and i.product_id = p.id order by i.sort_order, i.id limit 1) as image,
            (select coalesce(sum(s.quantity), 0)::int from supplier_stocks s
              where s.tenant_id = p.tenant_id and s.product_id = p.id) as available_stock
          from (${page}) pg join products p on p.tenant_id = ${ctx.tenant.id} and p.id = pg.id
          order by ${sortKey} ${direction}, p.id ${direction}`,
    );
    return { count: total, rows: found };
  });
  const results: TcgProduct[] = rows.map(toResult);
  const capped = count > countCap;
  const more = capped ? rows.length === q.page_size : offset + rows.length < count;
  return {
    count: Math.min(count, countCap),
    next: more ? pageLink(url.path, url.params, q.page + 1) : null,
    previous:
      q.page > 1
        ? pageLink(
            url.path,
            url.params,
            capped ? q.page - 1 : Math.min(q.page - 1, Math.max(1, Math.ceil(count / q.page_size))),
          )
        : null,
    results,
  };
}
