import type { TcgFilters } from '@storefront/contract/tcg';
import { queryRows } from '../../db/client.ts';
import { selectSql } from '../../db/read-only.ts';
import { staleWhileRevalidate } from '../../platform/bounded-cache.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { LANGUAGE_CODES, languageName } from './languages.ts';
import { GAMES, type GameCode } from './parsers/card-record.ts';
import type { CardIndex } from './card-index/card-index.ts';
import { facetRows, type FacetRow } from './card-index/index-facets.ts';
import { currentIndex, type CardIndexes } from './card-index/card-indexes.ts';

const COLOR_NAMES: Record<string, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};
const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'];

/**
 * How long a store's filter options counted in SQL are fresh (only while the store's card index is not
 * loaded: at startup, during a rebuild). Counting every active card is one pass over the store's cards
 * (seconds at a million cards), so it runs at most once per store per TTL, in the background: a caller after
 * the TTL gets the previous options while they are recounted. An import clears them at once.
 */
export const FILTERS_TTL_MS = 60_000;

/** Each store's filter options, for the stores asked most recently. */
const cache = staleWhileRevalidate<string, TcgFilters, RequestContext>(
  { max: 1_000, ttlMs: FILTERS_TTL_MS },
  (_tenantId, ctx) => countFilterOptionsInSql(ctx),
);

/** Forgets a store's cached filter options (after an import), or every store's. */
export function invalidateTcgFilters(tenantId?: string): void {
  if (tenantId) cache.delete(tenantId);
  else cache.clear();
}

/** The options counted from each index, until its version moves (the next applied change). */
const fromIndex = new WeakMap<CardIndex, { version: number; options: TcgFilters }>();

/**
 * The filter choices of the TCG search, each with its count, from this store's own active cards: counted
 * from the store's card index (current up to every committed change, like a search) and kept until the
 * index changes; counted in SQL, cached, while the index is not loaded.
 */
export async function tcgFilterOptions(ctx: RequestContext, cards: CardIndexes): Promise<TcgFilters> {
  const index = await currentIndex(cards, ctx);
  if (!index) return cache.get(ctx.tenant.id, ctx);
  const kept = fromIndex.get(index);
  if (kept?.version === index.version) return kept.options;
  const options = foldOptions(facetRows(index));
  fromIndex.set(index, { version: index.version, options });
  return options;
}

type GroupRow = FacetRow;

/** A count over a whole store reads it all: longer than a request's statement timeout. */
const COUNT_TIMEOUT = selectSql`select set_config('statement_timeout', '60000', true)`;

/**
 * Every count in one pass over the store's active cards (grouping sets) on the owner connection (an
 * explicit tenant filter; the policy would keep the indexes from serving), folded into options.
 */
export async function countFilterOptionsInSql(ctx: RequestContext): Promise<TcgFilters> {
  const tenantId = ctx.tenant.id;
  const rows = await ctx.loadIndex(async (tx) => {
    await queryRows(tx, COUNT_TIMEOUT);
    return queryRows<GroupRow>(
      tx,
      selectSql`select case when grouping(c.game) = 0 and grouping(c.set_code) = 0 then 'set'
                when grouping(c.game) = 0 then 'game'
                when grouping(c.rarity_key) = 0 then 'rarity'
                when grouping(c.types) = 0 then 'types'
                when grouping(c.colors) = 0 then 'colors' else 'languages' end as grp,
            c.game, min(c.rarity) as rarity, min(c.rarity_rank)::int as rarity_rank,
            c.set_code, min(c.set_name) as set_name, c.types, c.colors, c.languages, count(*)::int as count
          from tcg_cards c where c.tenant_id = ${tenantId} and c.is_active
          group by grouping sets ((c.game), (c.rarity_key), (c.game, c.set_code), (c.types), (c.colors),
            (c.languages))`,
    );
  });
  return foldOptions(rows);
}

/** The options from the groups' counts, each list in its display order. */
function foldOptions(rows: GroupRow[]): TcgFilters {
  const of = (grp: GroupRow['grp']) => rows.filter((r) => r.grp === grp);
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  const games = of('game')
    .map((g) => ({ value: g.game!, label: GAMES[g.game as GameCode] ?? g.game!, count: g.count }))
    .sort((a, b) => byText(a.value, b.value));
  const rarities = of('rarity')
    .sort(
      (a, b) => a.rarity_rank! - b.rarity_rank! || byText(a.rarity!.toLowerCase(), b.rarity!.toLowerCase()),
    )
    .map((r) => ({ value: r.rarity!, label: r.rarity!, count: r.count }));
  const sets = of('set')
    .sort((a, b) => byText(a.game!, b.game!) || a.set_name!.localeCompare(b.set_name!))
    .map((s) => ({ value: s.set_code!, label: s.set_name!, game: s.game!, count: s.count }));
  const typeCounts = new Map<string, number>();
  for (const r of of('types'))
    for (const t of r.types ?? []) typeCounts.set(t, (typeCounts.get(t) ?? 0) + r.count);
  const cardTypes = [...typeCounts]
    .sort(([a], [b]) => byText(a, b))
    .map(([value, count]) => ({ value, label: value, count }));
  const colorCounts = new Map<string, number>();
  for (const r of of('colors'))
    for (const c of r.colors?.length ? r.colors : ['C'])
      colorCounts.set(c, (colorCounts.get(c) ?? 0) + r.count);
  const colors = [...colorCounts]
    .map(([value, count]) => ({ value, label: COLOR_NAMES[value] ?? value, count }))
    .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label));
  const languageCounts = new Map<string, number>();
  for (const r of of('languages'))
    for (const l of r.languages ?? []) languageCounts.set(l, (languageCounts.get(l) ?? 0) + r.count);
  const languages = [...languageCounts]
    .map(([value, count]) => ({ value, label: languageName(value), count }))
    .sort((a, b) => languageRank(a.value) - languageRank(b.value) || byText(a.value, b.value));
  return { games, rarities, cardTypes, sets, colors, languages };
}

/** English first, then the languages in their usual order (Scryfall's), unknown codes last. */
function languageRank(code: string): number {
  const i = LANGUAGE_CODES.indexOf(code);
  return i >= 0 ? i : LANGUAGE_CODES.length;
}

function rank(value: string): number {
  const i = COLOR_ORDER.indexOf(value);
  return i >= 0 ? i : COLOR_ORDER.length;
}
