import { sql } from 'drizzle-orm';
import type { TcgProduct, TcgSearchQuery, TcgSearchResponse } from '@storefront/contract/tcg';
import { queryRows } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { toResult, type ResultRow } from './tcg-result.ts';
import { COUNT_CAP, pickPage, type PickLimits } from './tcg-search-pick.ts';

function pageLink(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `${path}?${next.toString()}`;
}

/** The result rows of the picked ids, in their order, read under the store's row-level security. */
export function readCards(ctx: RequestContext, ids: number[]): Promise<ResultRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db((tx) =>
    queryRows<ResultRow>(
      tx,
      sql`select p.id, p.slug, p.name, p.sku, p.price::text as price, p.short_description, p.is_featured,
            p.created_at, p.attributes, p.metadata,
            (select json_build_object('file', i.file, 'alt_text', i.alt_text) from product_images i
              where i.tenant_id = p.tenant_id and i.product_id = p.id order by i.sort_order, i.id limit 1) as image,
            (select coalesce(sum(s.quantity), 0)::int from supplier_stocks s
              where s.tenant_id = p.tenant_id and s.product_id = p.id) as available_stock
          from unnest(${sql.param(ids)}::int[]) with ordinality as pick(id, n)
          join products p on p.tenant_id = ${ctx.tenant.id} and p.id = pick.id
          order by pick.n`,
    ),
  );
}

/** Finds the store's cards matching every filter and the query language, one page at a time. */
export async function searchCards(
  ctx: RequestContext,
  q: TcgSearchQuery,
  url: { path: string; params: URLSearchParams },
  { countCap = COUNT_CAP, walkRows, engine }: PickLimits = {},
): Promise<TcgSearchResponse> {
  const { count, ids } = await pickPage(ctx, q, { countCap, walkRows, engine });
  const results: TcgProduct[] = (await readCards(ctx, ids)).map(toResult);
  const offset = (q.page - 1) * q.page_size;
  const capped = count > countCap;
  const more = capped ? ids.length === q.page_size : offset + ids.length < count;
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
