import { sql, type SQL } from 'drizzle-orm';

/** The SQL condition that a sale rule `r` runs at `now`: started, not ended by staff, its end not reached. */
export const running = (now: Date) =>
  sql`(r.starts_at <= ${now.toISOString()} and r.ended_at is null
    and (r.ends_at is null or r.ends_at > ${now.toISOString()}))`;

/** The running rules of a store at `now`, as the `(id, position, filters, percent, amount)` rows `targets` takes. */
export const runningRules = (tenantId: string, now: Date) => sql`
  select r.id, r.position, r.game, r.set_code, r.rarity, r.category_id, r.product_type_id, r.product_id,
    r.percent, r.amount
  from sale_rules r where r.tenant_id = ${tenantId} and ${running(now)}`;

/**
 * `(product_id, rule_id, percent, amount)` for every product of the store that one of `rules` matches, the
 * first by position (then id) winning, as pricing rules match cards: game, set (any case) and rarity from
 * the card's facts, and the category (with its subcategories), product type or product. Empty filters match
 * every product. What a preview counts and what catalog's `applySalePrices` writes: the two cannot disagree.
 */
export function targets(tenantId: string, rules: SQL): SQL {
  return sql`
    with recursive r as (${rules}),
    sub(rule_id, category_id) as (
      select r.id, r.category_id from r where r.category_id is not null
      union
      select sub.rule_id, c.id from categories c join sub on c.parent_id = sub.category_id
      where c.tenant_id = ${tenantId}
    )
    select distinct on (p.id) p.id as product_id, r.id as rule_id, r.percent, r.amount
    from products p
    left join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id
    join r on (r.game is null or r.game = c.game)
      and (r.set_code is null or lower(r.set_code) = lower(c.set_code))
      and (r.rarity is null or lower(r.rarity) = c.rarity_key)
      and (r.product_type_id is null or r.product_type_id = p.product_type_id)
      and (r.product_id is null or r.product_id = p.id)
      and (r.category_id is null
        or exists (select 1 from sub where sub.rule_id = r.id and sub.category_id = p.category_id))
    where p.tenant_id = ${tenantId}
    order by p.id, r.position, r.id`;
}

/** A sale not yet saved, as one rule row for `targets`. */
export const draftRule = (d: {
  game: string | null;
  setCode: string | null;
  rarity: string | null;
  categoryId: number | null;
  productTypeId: number | null;
  productId: number | null;
  percent: string;
  amount: number;
}) => sql`select 0 as id, 0 as position, ${d.game}::text as game, ${d.setCode}::text as set_code,
  ${d.rarity}::text as rarity, ${d.categoryId}::int as category_id, ${d.productTypeId}::int as product_type_id,
  ${d.productId}::int as product_id, ${d.percent}::numeric as percent, ${(d.amount / 100).toFixed(2)}::numeric as amount`;
