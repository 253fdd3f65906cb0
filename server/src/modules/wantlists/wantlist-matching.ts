import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/client.ts';
import { toCents } from '@storefront/contract/money';
import { wantlistMatches } from './wantlists.tables.ts';

/** An offer matching a wanted item now: a variant in stock at its lowest in-stock price, within the wish. */
export interface CurrentMatch {
  item_id: number;
  variant_id: number;
  product_id: number;
  price: string;
}

/** Which matches to work out: all of a store's, some items', or those of some products (the change log's). */
export type MatchScope = { all: true } | { items: number[] } | { products: number[] };

const scopeFilter = (scope: MatchScope): SQL =>
  'items' in scope
    ? sql`and i.id = any(${sql.param(scope.items)}::int[])`
    : 'products' in scope
      ? sql`and p.id = any(${sql.param(scope.products)}::int[])`
      : sql``;

/**
 * The offers matching wanted items of lists with alerts on, in `scope`: an active card of the item's name
 * (any case), of its set if given, in its condition or better, its finish (foil also stands for etched, which
 * variants do not tell apart) and language, with units in stock at a price at or under the item's maximum.
 * One read over catalog's, tcg's and inventory's tables (listed in the ownership check's read faces).
 */
export function currentMatches(tx: Transaction, tenantId: string, scope: MatchScope) {
  return queryRows<CurrentMatch>(
    tx,
    sql`select i.id as item_id, v.id as variant_id, p.id as product_id, s.price::text as price
          from wantlist_items i
          join wantlists l on l.tenant_id = i.tenant_id and l.id = i.wantlist_id and l.alerts
          join products p on p.tenant_id = i.tenant_id and lower(p.name) = i.name_key and p.is_active
          left join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
          join product_variants v on v.tenant_id = p.tenant_id and v.product_id = p.id and v.is_active
          join lateral (select min(st.price) as price from supplier_stocks st
                         where st.tenant_id = v.tenant_id and st.variant_id = v.id and st.quantity > 0) s
            on s.price is not null
         where i.tenant_id = ${tenantId} ${scopeFilter(scope)}
           and (i.set_code is null or lower(c.set_code) = i.set_code)
           and (i.condition is null or array_position(array['NM','LP','MP','HP','DMG'],
                  coalesce(v.attributes->>'condition', 'NM')) <= array_position(array['NM','LP','MP','HP','DMG'], i.condition))
           and (i.finish is null or (i.finish = 'nonfoil') = not coalesce((v.attributes->>'is_foil')::boolean, false))
           and (i.language is null or coalesce(p.metadata->>'language', 'en') = i.language)
           and (i.max_price is null or s.price <= i.max_price)`,
  );
}

/**
 * Notes the offers matching `itemIds` now as already seen (silent): a saved wish alerts only for offers that
 * appear, or come under its maximum, afterwards. Replaces the items' earlier matches.
 */
export async function noteCurrentMatches(tx: Transaction, tenantId: string, itemIds: number[]) {
  if (!itemIds.length) return;
  await tx
    .delete(wantlistMatches)
    .where(and(eq(wantlistMatches.tenantId, tenantId), inArray(wantlistMatches.itemId, itemIds)));
  const now = await currentMatches(tx, tenantId, { items: itemIds });
  if (now.length)
    await tx.insert(wantlistMatches).values(
      now.map((m) => ({
        tenantId,
        itemId: m.item_id,
        variantId: m.variant_id,
        productId: m.product_id,
        price: toCents(m.price),
        silent: true,
        notifiedAt: new Date(),
      })),
    );
}

/**
 * Brings the matches in `scope` up to date: offers that match now and had no row are queued for the
 * shopper's next digest; rows whose offer no longer matches (sold out, over the maximum, card gone) are
 * deleted, so the offer alerts again if it comes back. Answers how many were queued and cleared.
 */
export async function refreshMatches(tx: Transaction, tenantId: string, scope: MatchScope) {
  const now = await currentMatches(tx, tenantId, scope);
  const existing = await tx
    .select({ itemId: wantlistMatches.itemId, variantId: wantlistMatches.variantId })
    .from(wantlistMatches)
    .where(
      and(
        eq(wantlistMatches.tenantId, tenantId),
        'products' in scope ? inArray(wantlistMatches.productId, scope.products) : undefined,
        'items' in scope ? inArray(wantlistMatches.itemId, scope.items) : undefined,
      ),
    );
  const key = (item: number, variant: number) => `${item}:${variant}`;
  const had = new Set(existing.map((m) => key(m.itemId, m.variantId)));
  const has = new Set(now.map((m) => key(m.item_id, m.variant_id)));
  const fresh = now.filter((m) => !had.has(key(m.item_id, m.variant_id)));
  const gone = existing.filter((m) => !has.has(key(m.itemId, m.variantId)));
  for (const m of gone)
    await tx
      .delete(wantlistMatches)
      .where(
        and(
          eq(wantlistMatches.tenantId, tenantId),
          eq(wantlistMatches.itemId, m.itemId),
          eq(wantlistMatches.variantId, m.variantId),
        ),
      );
  if (fresh.length)
    await tx
      .insert(wantlistMatches)
      .values(
        fresh.map((m) => ({
          tenantId,
          itemId: m.item_id,
          variantId: m.variant_id,
          productId: m.product_id,
          price: toCents(m.price),
        })),
      )
      .onConflictDoNothing();
  return { queued: fresh.length, cleared: gone.length };
}
