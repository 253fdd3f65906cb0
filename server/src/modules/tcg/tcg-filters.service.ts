import { sql } from 'drizzle-orm';
import type { TcgFilters } from '@storefront/contract/tcg';
import { queryRows } from '../../db/client.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { GAMES, type GameCode } from './parsers/card-record.ts';

const COLOR_NAMES: Record<string, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colorless',
};
const COLOR_ORDER = ['W', 'U', 'B', 'R', 'G', 'C'];

type Counted = { value: string; label: string; count: number };

/** The filter choices of the TCG search, each with its count, from this store's own active cards. */
export async function tcgFilterOptions(ctx: RequestContext): Promise<TcgFilters> {
  const tenantId = ctx.tenant.id;
  const from = sql`from tcg_cards c join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
    where c.tenant_id = ${tenantId} and p.is_active`;
  return ctx.db(async (tx) => {
    const games = await queryRows<{ value: string; count: number }>(
      tx,
      sql`select c.game as value, count(*)::int as count ${from} group by c.game order by c.game`,
    );
    const rarities = await queryRows<Counted>(
      tx,
      sql`select min(c.rarity) as value, min(c.rarity) as label, count(*)::int as count ${from}
          group by lower(c.rarity) order by min(c.rarity_rank), lower(c.rarity)`,
    );
    const cardTypes = await queryRows<Counted>(
      tx,
      sql`select t.value, t.value as label, count(*)::int as count
          from tcg_cards c join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
          cross join lateral unnest(c.types) as t(value)
          where c.tenant_id = ${tenantId} and p.is_active group by t.value order by t.value`,
    );
    const sets = await queryRows<Counted & { game: string }>(
      tx,
      sql`select c.set_code as value, min(c.set_name) as label, c.game, count(*)::int as count ${from}
          group by c.game, c.set_code order by c.game, min(c.set_name)`,
    );
    const colors = await queryRows<{ value: string; count: number }>(
      tx,
      sql`select coalesce(t.value, 'C') as value, count(*)::int as count
          from tcg_cards c join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
          left join lateral unnest(c.colors) as t(value) on true
          where c.tenant_id = ${tenantId} and p.is_active group by 1`,
    );
    return {
      games: games.map((g) => ({ ...g, label: GAMES[g.value as GameCode] ?? g.value })),
      rarities,
      cardTypes,
      sets,
      colors: colors
        .map((c) => ({ ...c, label: COLOR_NAMES[c.value] ?? c.value }))
        .sort((a, b) => rank(a.value) - rank(b.value) || a.label.localeCompare(b.label)),
    };
  });
}

function rank(value: string): number {
  const i = COLOR_ORDER.indexOf(value);
  return i >= 0 ? i : COLOR_ORDER.length;
}
