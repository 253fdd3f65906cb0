import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products } from './catalog.tables.ts';

/** Counts units sold on the product (best sellers rank by it). */
export async function addUnitsSold(tx: Transaction, tenantId: string, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({ unitsSold: sql`${products.unitsSold} + ${quantity}` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}

/** Takes back units sold (a cancelled order); the count never goes below zero. */
export async function removeUnitsSold(
  tx: Transaction,
  tenantId: string,
  productId: number,
  quantity: number,
) {
  await tx
    .update(products)
    .set({ unitsSold: sql`greatest(${products.unitsSold} - ${quantity}, 0)` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)));
}
