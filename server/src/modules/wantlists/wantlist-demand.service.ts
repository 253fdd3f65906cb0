import { and, eq, sql } from 'drizzle-orm';
import type { UnsubscribeState, WantedCard } from '@storefront/contract/wantlists';
import { queryRows } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { validUnsubscribeToken } from './wantlist-mail.ts';
import { wantlists } from './wantlists.tables.ts';

/** How many cards the demand view lists. */
const WANTED_CARDS_SHOWN = 50;

/**
 * The store's most-wanted cards, for the buylist's hotlist: by how many shoppers want each (any case of its
 * name, any list), then copies wanted; with the units the store holds of active products of that name.
 */
export async function wantedCards(ctx: RequestContext): Promise<WantedCard[]> {
  requireRole(ctx, 'staff', 'admin');
  return ctx.db((tx) =>
    queryRows<WantedCard>(
      tx,
      sql`select min(i.name) as name, count(distinct l.user_id)::int as shoppers, sum(i.quantity)::int as quantity,
                 coalesce((select sum(p.available_stock) from products p where p.tenant_id = ${ctx.tenant.id}
                            and lower(p.name) = i.name_key and p.is_active), 0)::int as in_stock
            from wantlist_items i
            join wantlists l on l.tenant_id = i.tenant_id and l.id = i.wantlist_id
           where i.tenant_id = ${ctx.tenant.id}
           group by i.name_key
           order by shoppers desc, quantity desc, name
           limit ${WANTED_CARDS_SHOWN}`,
    ),
  );
}

const INVALID_LINK = 'This unsubscribe link is not valid';

/**
 * A list's alert state from an e-mail's link: the signature must be this store's of this list (no sign-in,
 * so the link works from any mail client; a forged or other store's link answers 404). With `turnOff`, the
 * list's alerts go off (idempotent).
 */
export async function unsubscribeState(
  ctx: RequestContext,
  secret: string,
  query: { list: number; token: string },
  turnOff: boolean,
): Promise<UnsubscribeState> {
  if (!validUnsubscribeToken(secret, ctx.tenant.id, query.list, query.token))
    throw new NotFound(INVALID_LINK);
  return ctx.db(async (tx) => {
    const where = and(eq(wantlists.tenantId, ctx.tenant.id), eq(wantlists.id, query.list));
    const [list] = turnOff
      ? await tx.update(wantlists).set({ alerts: false }).where(where).returning()
      : await tx.select().from(wantlists).where(where);
    if (!list) throw new NotFound(INVALID_LINK);
    return { name: list.name, alerts: list.alerts };
  });
}
