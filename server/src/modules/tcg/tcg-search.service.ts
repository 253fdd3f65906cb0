import { sql } from 'drizzle-orm';
import type { TcgProduct, TcgSearchQuery, TcgSearchResponse } from '@storefront/contract/tcg';
import { queryPrepared, queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { toResult, type ResultRow } from './tcg-result.ts';
import { logDigest } from './card-index/card-index-load.ts';
import type { CardIndexes } from './card-index/card-indexes.ts';
import { COUNT_CAP, pickPage, type PickLimits } from './tcg-search-pick.ts';

function pageLink(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return `${path}?${next.toString()}`;
}

const RESULT_COLUMNS = sql`p.id, p.slug, p.name, p.sku, p.price::text as price,
  p.compare_at_price::text as compare_at_price, p.short_description,
  p.is_featured, p.created_at, p.attributes, p.metadata,
  (select json_build_object('file', i.file, 'alt_text', i.alt_text) from product_images i
    where i.tenant_id = p.tenant_id and i.product_id = p.id order by i.sort_order, i.id limit 1) as image,
  (select coalesce(sum(s.quantity), 0)::int from supplier_stocks s
    where s.tenant_id = p.tenant_id and s.product_id = p.id) as available_stock,
  (select c.languages from tcg_cards c where c.tenant_id = p.tenant_id and c.product_id = p.id) as languages`;

/** The result rows of the picked ids, in their order, read under the store's row-level security. */
export function readCards(ctx: RequestContext, ids: number[]): Promise<ResultRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db((tx) =>
    queryRows<ResultRow>(
      tx,
      sql`select ${RESULT_COLUMNS}
          from unnest(${sql.param(ids)}::int[]) with ordinality as pick(id, n)
          join products p on p.tenant_id = ${ctx.tenant.id} and p.id = pick.id
          order by pick.n`,
    ),
  );
}

/**
 * The result rows of ids the index picked at `watermark`, and the change log's digest from that watermark
 * on, in one statement and one snapshot: when the digest is the one the index last synced to, no card
 * changed since, and the pick and the rows agree with this snapshot. Without a transaction (`ctx.read`),
 * prepared.
 */
async function readCardsSince(
  ctx: RequestContext,
  ids: number[],
  watermark: bigint,
): Promise<{ rows: ResultRow[]; mark: string }> {
  const tenantId = ctx.tenant.id;
  const rows = await ctx.read((tx) =>
    queryPrepared<ResultRow & { mark: string }>(
      tx,
      selectSql`with log as (select ${logDigest(tenantId, sql`${watermark.toString()}::bigint`)} as mark)
          select log.mark, page.* from log left join lateral (
            select pick.n, ${RESULT_COLUMNS}
            from unnest(${sql.param(ids)}::int[]) with ordinality as pick(id, n)
            join products p on p.tenant_id = ${tenantId} and p.id = pick.id
          ) page on true
          order by page.n`,
    ),
  );
  return { rows: rows.filter((r) => r.id !== null), mark: rows[0]?.mark ?? '' };
}

/**
 * One page of matches and their rows. With the store's index loaded, the page is picked from the index as
 * it stands and read with a look at the change log in the same statement: one round trip. When the log
 * says a card changed since the index's watermark, the index applies the changes and the search runs again.
 */
async function pickAndRead(
  ctx: RequestContext,
  cards: CardIndexes,
  q: TcgSearchQuery,
  limits: PickLimits,
): Promise<{ count: number; rows: ResultRow[] }> {
  if ((limits.engine ?? 'index') === 'index') {
    const picked = await pickPage(ctx, cards, q, { ...limits, engine: 'loaded' });
    if (picked?.watermark !== undefined && typeof picked.logMark === 'string') {
      const { rows, mark } = await readCardsSince(ctx, picked.ids, picked.watermark);
      if (mark === picked.logMark) return { count: picked.count, rows };
    }
  }
  const { count, ids } = await pickPage(ctx, cards, q, limits);
  return { count, rows: await readCards(ctx, ids) };
}

/**
 * Finds the store's cards matching every filter and the query language, one page at a time (from the
 * store's index of `cards` when it is loaded).
 */
export async function searchCards(
  ctx: RequestContext,
  cards: CardIndexes,
  q: TcgSearchQuery,
  url: { path: string; params: URLSearchParams },
  { countCap = COUNT_CAP, walkRows, engine }: PickLimits = {},
): Promise<TcgSearchResponse> {
  const { count, rows } = await pickAndRead(ctx, cards, q, { countCap, walkRows, engine });
  const results: TcgProduct[] = rows.map(toResult);
  const offset = (q.page - 1) * q.page_size;
  const capped = count > countCap;
  const more = capped ? results.length === q.page_size : offset + results.length < count;
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
