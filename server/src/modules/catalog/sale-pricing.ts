import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { rowCount } from './variant-repricing.ts';

/**
 * Puts the store's products on the sales `targets` names and takes every other product off its sale, set
 * based (decision 061): `targets` is a query of `(product_id, rule_id, percent, amount)`, at most one row a
 * product. A product whose rule is unchanged is not written. On a sale, each variant's and the product's
 * `price` becomes the regular price less `percent` % and `amount` (at least 0.01, at most the regular
 * price), the regular price is set aside, and the product's compare-at price shows the regular price; off
 * it, both come back. One statement; the change log carries it to the read model. Answers the products
 * changed.
 */
export async function applySalePrices(tx: Transaction, tenantId: string, targets: SQL): Promise<number> {
  const sale = (regular: string) =>
    sql.raw(`least(${regular}, greatest(round(${regular} * (100 - ch.percent) / 100 - ch.amount, 2), 0.01))`);
  const result = await tx.execute(sql`
    with t as (${targets}),
    ch as (
      select p.id, t.rule_id, t.percent, t.amount
      from t join products p on p.tenant_id = ${tenantId} and p.id = t.product_id
      where p.sale_rule_id is distinct from t.rule_id
      union all
      select p.id, null, null, null from products p
      where p.tenant_id = ${tenantId} and p.sale_rule_id is not null
        and not exists (select 1 from t where t.product_id = p.id)
    ),
    variants as (
      update product_variants v set
        price = case when ch.rule_id is null then coalesce(v.regular_price, v.price)
          else ${sale('coalesce(v.regular_price, v.price)')} end,
        regular_price = case when ch.rule_id is null then null else coalesce(v.regular_price, v.price) end
      from ch where v.tenant_id = ${tenantId} and v.product_id = ch.id
      returning v.id
    )
    update products p set
      price = case when ch.rule_id is null then coalesce(p.regular_price, p.price)
        else ${sale('coalesce(p.regular_price, p.price)')} end,
      compare_at_price = case when ch.rule_id is null then p.regular_compare_at_price
        else coalesce(p.regular_price, p.price) end,
      regular_compare_at_price = case when ch.rule_id is null then null
        when p.sale_rule_id is null then p.compare_at_price else p.regular_compare_at_price end,
      regular_price = case when ch.rule_id is null then null else coalesce(p.regular_price, p.price) end,
      sale_rule_id = ch.rule_id
    from ch where p.tenant_id = ${tenantId} and p.id = ch.id`);
  const changed = rowCount(result);
  if (changed > 0) await dataChanged(tx, tenantId, 'products');
  return changed;
}
