import { sql, type SQL } from 'drizzle-orm';
import type { TcgSearchQuery } from '@storefront/contract/tcg';
import { queryRows } from '../../db/client.ts';
import { selectSql, type ReadOnly, type SelectSql } from '../../db/read-only.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { filterConditions, SORT_COLUMNS, storeCards } from './tcg-search-conditions.ts';
import { pickFromIndex } from './card-index/index-search.ts';
import { currentIndex, loadedIndex, type CardIndexes } from './card-index/card-indexes.ts';

/** Above this many matches the answer's count reads COUNT_CAP and paging continues while pages are full. */
export const COUNT_CAP = 10_000;

/**
 * How many rows past the page a walk down the sort order reads before it gives up and every match is sorted.
 * More than COUNT_CAP matches cost at least as much to sort as this many rows to walk, so a walk that fails
 * at most doubles the cost, and one that succeeds (matches common in the sort order) saves nearly all of it.
 */
export const WALK_ROWS = COUNT_CAP;

export interface PickLimits {
  countCap?: number;
  walkRows?: number;
  /**
   * `sql` skips the store's in-process index (tests compare both answers); `loaded` answers from the index
   * as it stands, without reading the change log first (null when the store has no index loaded).
   */
  engine?: 'index' | 'sql' | 'loaded';
}

export interface Picked {
  /** The number of matches, or countCap + 1 when there are more than countCap. */
  count: number;
  ids: number[];
  /** From the index: its watermark when it answered (changes logged from then on are not in the answer). */
  watermark?: bigint;
  /** From the index: the change log's digest at that watermark when it last synced (null: never). */
  logMark?: string | null;
}

interface Plan {
  tenantId: string;
  /** The filters (true when none), each parenthesised; the walk tests them row by row. */
  filters: SQL;
  sortKey: SQL;
  direction: SQL;
  limit: number;
  offset: number;
  walkRows: number;
}

/** The store's active cards that pass the filters. */
const matching = ({ tenantId, filters }: Plan) => sql`${storeCards(tenantId)} and ${filters}`;

const idArray = async (tx: ReadOnly, query: SelectSql) =>
  (await queryRows<{ ids: number[] | null }>(tx, query))[0]?.ids ?? [];

/**
 * Up to countCap + 1 matches with their sort keys in one pass: that is the count, and when it is not capped
 * the page is sorted from those rows.
 */
async function collect(tx: ReadOnly, plan: Plan, countCap: number): Promise<Pick<Picked, 'count' | 'ids'>> {
  const { sortKey, direction, limit, offset } = plan;
  const [row] = await queryRows<{ count: number; ids: number[] | null }>(
    tx,
    selectSql`with matches as materialized (
          select c.product_id as id, ${sortKey} as sort_key from tcg_cards c where ${matching(plan)}
          limit ${countCap + 1}
        )
        select (select count(*)::int from matches) as count,
          (select array_agg(id order by sort_key ${direction}, id ${direction}) from (
            select id, sort_key from matches order by sort_key ${direction}, id ${direction}
            limit ${limit} offset ${offset}) page) as ids`,
  );
  return { count: row?.count ?? 0, ids: row?.ids ?? [] };
}

/**
 * The page read off the sort order: the store's rows in that order, each tested against the filters, until
 * the page is full. Cheap when matches are common there; `null` when the first walkRows rows past the page
 * held too few (or the matches end within them: the sort of every match then finds the short last page).
 */
async function walk(tx: ReadOnly, plan: Plan): Promise<number[] | null> {
  const { tenantId, filters, sortKey, direction, limit, offset, walkRows } = plan;
  // Not materialized: the outer limit stops the walk as soon as the page is full.
  const ids = await idArray(
    tx,
    selectSql`select array(
          select id from (
            select c.product_id as id, ${sortKey} as sort_key, coalesce(${filters}, false) as ok from tcg_cards c
            where ${storeCards(tenantId)} order by ${sortKey} ${direction}, c.product_id ${direction}
            limit ${offset + limit + walkRows}
          ) walk where ok order by sort_key ${direction}, id ${direction} limit ${limit} offset ${offset}
        ) as ids`,
  );
  return ids.length === limit ? ids : null;
}

/** The page sorted from every match: bounded by the number of matches, whatever their order. */
function sortAll(tx: ReadOnly, plan: Plan): Promise<number[]> {
  const { sortKey, direction, limit, offset } = plan;
  return idArray(
    tx,
    selectSql`with matches as materialized (
          select c.product_id as id, ${sortKey} as sort_key from tcg_cards c where ${matching(plan)})
        select array_agg(id order by sort_key ${direction}, id ${direction}) as ids from (
          select id, sort_key from matches order by sort_key ${direction}, id ${direction}
          limit ${limit} offset ${offset}) page`,
  );
}

/**
 * The ids of one page of matches and their count: from the store's in-process index (card-index/, decision
 * 013) when it is loaded, else on the owner connection (`ctx.pick`, decision 008): every condition
 * filters by tenant itself, and without row-level security the array, range and text operators use their
 * indexes. More than countCap matches are too many to sort on every request, so their page is read off the
 * sort order when matches are common there, and sorted from all matches when they are not (a filter that
 * correlates with the sort order, such as names late in the alphabet).
 */
export async function pickPage(
  ctx: RequestContext,
  cards: CardIndexes,
  q: TcgSearchQuery,
  limits: PickLimits & { engine: 'loaded' },
): Promise<Picked | null>;
export async function pickPage(
  ctx: RequestContext,
  cards: CardIndexes,
  q: TcgSearchQuery,
  limits?: PickLimits,
): Promise<Picked>;
export async function pickPage(
  ctx: RequestContext,
  cards: CardIndexes,
  q: TcgSearchQuery,
  { countCap = COUNT_CAP, walkRows = WALK_ROWS, engine = 'index' }: PickLimits = {},
): Promise<Picked | null> {
  // Compiled first in any case: the SQL compiler is what answers a bad query with its 400.
  const filters = filterConditions(q).map((f) => sql`(${f})`);
  if (engine === 'loaded') {
    const loaded = loadedIndex(cards, ctx.tenant.id);
    return loaded ? pickFromIndex(ctx, loaded, q, countCap) : null;
  }
  const index = engine === 'index' ? await currentIndex(cards, ctx) : null;
  if (index) return pickFromIndex(ctx, index, q, countCap);
  const plan: Plan = {
    tenantId: ctx.tenant.id,
    filters: filters.length ? sql.join(filters, sql` and `) : sql`true`,
    sortKey: SORT_COLUMNS[q.sort],
    direction: sql.raw(q.order === 'desc' ? 'desc' : 'asc'),
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
    walkRows,
  };
  return ctx.pick(async (tx) => {
    const collected = await collect(tx, plan, countCap);
    if (collected.count <= countCap) return collected;
    const ids = (await walk(tx, plan)) ?? (await sortAll(tx, plan));
    return { count: collected.count, ids };
  });
}
