import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';

/**
 * The offers of suppliers who follow the store's prices take their variant's new price, from `source`, a
 * query of `(variant_id, price)` rows; offers of `ownPriceSuppliers` keep the supplier's own price.
 */
export async function followVariantPrices(
  tx: Transaction,
  tenantId: string,
  source: SQL,
  ownPriceSuppliers: number[],
): Promise<void> {
  // The store's own offers (no supplier) always follow.
  const keep = ownPriceSuppliers.length
    ? sql`and (s.supplier_id is null or s.supplier_id not in ${ownPriceSuppliers})`
    : sql``;
  await tx.execute(sql`
    update supplier_stocks s set price = c.price, updated_at = now()
    from (${source}) c
    where s.tenant_id = ${tenantId} and s.variant_id = c.variant_id and s.price <> c.price ${keep}`);
}

/**
 * The cost under which a variant may not be sold, as a query of `(variant_id, cost)`: the highest price of
 * the in-stock offers whose suppliers keep their own prices (what the store owes them per unit).
 */
export function ownPriceCosts(tenantId: string, ownPriceSuppliers: number[]): SQL {
  if (!ownPriceSuppliers.length)
    return sql`select null::integer as variant_id, null::numeric as cost where false`;
  return sql`select s.variant_id, max(s.price) as cost from supplier_stocks s
    where s.tenant_id = ${tenantId} and s.quantity > 0 and s.supplier_id in ${ownPriceSuppliers}
    group by s.variant_id`;
}
