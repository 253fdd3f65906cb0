import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/**
 * Sets many variants' prices at once from `source`, a query of `(variant_id, price)` rows (set-based, so a
 * million variants are one statement), then prices their products like a shopper's default line: the
 * cheapest active variant that has stock, else the cheapest active variant. A variant on sale (decision 061)
 * keeps its sale price: the new price becomes the regular price it goes back to, and its product's struck
 * regular price follows. Answers the variants changed.
 */
export async function setVariantPricesFrom(tx: Transaction, tenantId: string, source: SQL): Promise<number> {
  const changed = await tx.execute(sql`
    update product_variants v set
      price = case when v.regular_price is null then s.price else v.price end,
      regular_price = case when v.regular_price is null then null else s.price end
    from (${source}) s
    where v.tenant_id = ${tenantId} and v.id = s.variant_id
      and coalesce(v.regular_price, v.price) is distinct from s.price`);
  await tx.execute(sql`
    update products p set
      price = case when p.sale_rule_id is null then best.price else p.price end,
      regular_price = case when p.sale_rule_id is null then null else best.regular end,
      compare_at_price = case when p.sale_rule_id is null then p.compare_at_price else best.regular end
    from (
      select distinct on (v.product_id) v.product_id, v.price, coalesce(v.regular_price, v.price) as regular
      from product_variants v
      where v.tenant_id = ${tenantId} and v.is_active
        and v.product_id in (select sv.product_id from product_variants sv
          where sv.tenant_id = ${tenantId} and sv.id in (select s.variant_id from (${source}) s))
      order by v.product_id,
        exists (select 1 from supplier_stocks st
          where st.tenant_id = ${tenantId} and st.variant_id = v.id and st.quantity > 0) desc,
        v.price, v.id
    ) best
    where p.tenant_id = ${tenantId} and p.id = best.product_id
      and (p.sale_rule_id is null and p.price <> best.price
        or p.sale_rule_id is not null and p.regular_price is distinct from best.regular)`);
  return rowCount(changed);
}

/** The number of rows a statement touched, on node-postgres and PGlite alike. */
export function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
