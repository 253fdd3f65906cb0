import { sql, type SQL } from 'drizzle-orm';

/** The SQL condition that a sale rule `r` runs at `now`: started, not ended by staff, its end not reached. */
export const running = (now: Date) =>
  sql`(r.starts_at <= ${now.toISOString()} and r.ended_at is null
    and (r.ends_at is null or r.ends_at > ${now.toISOString()}))`;

/** What a sale matches and takes off, as `targets` reads it (a saved rule, or a draft with id 0). */
export interface SaleFilter {
  id: number;
  position: number;
  game: string | null;
  setCode: string | null;
  rarity: string | null;
  categoryId: number | null;
  productTypeId: number | null;
  productId: number | null;
  percent: string;
  /** Cents. */
  amount: number;
}

/** The products one rule matches, each with the rule's place and discount; its filters as plain predicates. */
function matches(tenantId: string, r: SaleFilter): SQL {
  const card = r.game !== null || r.setCode !== null || r.rarity !== null;
  const where = [sql`p.tenant_id = ${tenantId}`];
  if (r.game !== null) where.push(sql`c.game = ${r.game}`);
  if (r.setCode !== null) where.push(sql`c.set_code = ${r.setCode.toLowerCase()}`);
  if (r.rarity !== null) where.push(sql`c.rarity_key = ${r.rarity.toLowerCase()}`);
  if (r.productTypeId !== null) where.push(sql`p.product_type_id = ${r.productTypeId}`);
  if (r.productId !== null) where.push(sql`p.id = ${r.productId}`);
  if (r.categoryId !== null)
    where.push(sql`p.category_id in (with recursive sub(id) as (select ${r.categoryId}::int
      union select k.id from categories k join sub on k.parent_id = sub.id where k.tenant_id = ${tenantId})
      select id from sub)`);
  return sql`select p.id as product_id, ${r.id}::int as rule_id, ${r.position}::int as position,
      ${r.percent}::numeric as percent, ${(r.amount / 100).toFixed(2)}::numeric as amount
    from products p
    ${card ? sql`join tcg_cards c on c.tenant_id = p.tenant_id and c.product_id = p.id` : sql``}
    where ${sql.join(where, sql` and `)}`;
}

/**
 * `(product_id, rule_id, percent, amount)` for every product of the store that one of `rules` matches, the
 * first by position (then id) winning, as pricing rules match cards: game, set (any case) and rarity from
 * the card's facts, and the category (with its subcategories), product type or product. Empty filters match
 * every product. What a preview counts and what catalog's `applySalePrices` writes: the two cannot disagree.
 * Each rule is its own branch with plain predicates, so each can use the store's indexes.
 */
export function targets(tenantId: string, rules: SaleFilter[]): SQL {
  if (rules.length === 0)
    return sql`select null::int as product_id, null::int as rule_id, null::numeric as percent,
      null::numeric as amount where false`;
  return sql`select distinct on (m.product_id) m.product_id, m.rule_id, m.percent, m.amount
    from (${sql.join(
      rules.map((r) => matches(tenantId, r)),
      sql` union all `,
    )}) m
    order by m.product_id, m.position, m.rule_id`;
}
