import { and, eq, sql } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import { queryRows, type Transaction } from '../../db/client.ts';
import { stockReceipts, supplierStocks } from './inventory.tables.ts';

/** Units bought into stock: which variant, held by whom, how many, at what unit cost, and why. */
export interface Receipt {
  productId: number;
  variantId: number;
  /** The supplier holding them; null: the store's own stock. */
  supplierId: number | null;
  quantity: number;
  unitCostCents: Cents;
  /** The price the units are offered at when the holder has no offer of this variant yet. */
  priceCents: Cents;
  source: string;
}

/**
 * Takes bought units into stock: adds them to the holder's offer of the variant (created at `priceCents`
 * if it has none) and records their cost. Answers the stock row's id.
 */
export async function receiveStock(tx: Transaction, tenantId: string, receipt: Receipt): Promise<number> {
  const [row] = await tx
    .insert(supplierStocks)
    .values({
      tenantId,
      productId: receipt.productId,
      variantId: receipt.variantId,
      supplierId: receipt.supplierId,
      quantity: receipt.quantity,
      price: receipt.priceCents,
    })
    .onConflictDoUpdate({
      target: [supplierStocks.tenantId, supplierStocks.variantId, supplierStocks.supplierId],
      set: { quantity: sql`${supplierStocks.quantity} + ${receipt.quantity}`, updatedAt: sql`now()` },
    })
    .returning({ id: supplierStocks.id });
  await tx.insert(stockReceipts).values({
    tenantId,
    supplierStockId: row!.id,
    quantity: receipt.quantity,
    unitCost: receipt.unitCostCents,
    source: receipt.source,
  });
  return row!.id;
}

/** Units in stock per product and condition (the variant's `condition` attribute), every holder summed. */
export async function stockByCondition(tx: Transaction, tenantId: string, productIds: number[]) {
  if (!productIds.length) return new Map<string, number>();
  const rows = await queryRows<{ product_id: number; condition: string | null; units: number }>(
    tx,
    sql`select s.product_id, v.attributes->>'condition' as condition, sum(s.quantity)::int as units
          from supplier_stocks s
          join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id
         where s.tenant_id = ${tenantId} and s.product_id = any(${sql.param(productIds)}::int[])
         group by 1, 2`,
  );
  return new Map(rows.map((r) => [`${r.product_id}:${r.condition ?? 'NM'}`, r.units]));
}

/** The recorded receipts of a stock row (for a test or a report). */
export function receiptsOf(tx: Transaction, tenantId: string, supplierStockId: number) {
  return tx
    .select()
    .from(stockReceipts)
    .where(and(eq(stockReceipts.tenantId, tenantId), eq(stockReceipts.supplierStockId, supplierStockId)));
}
