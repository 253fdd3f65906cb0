import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { supplierStocks } from './inventory.tables.ts';
import type { Allocation } from './stock-reservation.ts';

/** One seller's offer of one variant: units at a price in cents. */
export interface Offer {
  productId: number;
  variantId: number;
  /** The supplier who sells them; null: the store's own stock (decision 040). */
  supplierId: number | null;
  quantity: number;
  price: Cents;
}

export type OfferRow = typeof supplierStocks.$inferSelect;

/** Every offer of these products, oldest stock row first. */
export async function offersOf(tx: Transaction, tenantId: string, productIds: number[]): Promise<OfferRow[]> {
  if (!productIds.length) return [];
  return tx
    .select()
    .from(supplierStocks)
    .where(and(eq(supplierStocks.tenantId, tenantId), inArray(supplierStocks.productId, productIds)))
    .orderBy(asc(supplierStocks.id));
}

/** New offers, all at once (seeding a catalogue); a supplier offers a variant at most once. */
export async function addOffers(tx: Transaction, tenantId: string, offers: Offer[]): Promise<void> {
  await dataChanged(tx, tenantId, 'products');
  if (offers.length) await tx.insert(supplierStocks).values(offers.map((o) => ({ tenantId, ...o })));
}

/** Sets suppliers' stock and price of variants: the offer is created, or its figures replaced. */
export async function setOffers(tx: Transaction, tenantId: string, offers: Offer[]): Promise<void> {
  await dataChanged(tx, tenantId, 'products');
  if (!offers.length) return;
  await tx
    .insert(supplierStocks)
    .values(offers.map((o) => ({ tenantId, ...o })))
    .onConflictDoUpdate({
      target: [supplierStocks.tenantId, supplierStocks.variantId, supplierStocks.supplierId],
      set: { quantity: sql`excluded.quantity`, price: sql`excluded.price`, updatedAt: sql`now()` },
    });
}

async function addUnits(tx: Transaction, tenantId: string, stockId: number, quantity: number) {
  await tx
    .update(supplierStocks)
    .set({ quantity: sql`${supplierStocks.quantity} + ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.id, stockId)));
}

/** The product's first stock row: where units go back when the order does not say where they came from. */
async function firstStockRow(tx: Transaction, tenantId: string, productId: number) {
  const [first] = await tx
    .select({ id: supplierStocks.id })
    .from(supplierStocks)
    .where(and(eq(supplierStocks.tenantId, tenantId), eq(supplierStocks.productId, productId)))
    .orderBy(asc(supplierStocks.id))
    .limit(1);
  return first?.id;
}

/**
 * Gives a cancelled line's units back to the stock rows they were taken from (`taken`, the allocation
 * record), so each supplier gets back what it sold. Units with no record (lines placed before the record
 * existed, or whose stock row was deleted since) go back to the product's first stock row.
 */
export async function releaseStock(
  tx: Transaction,
  tenantId: string,
  line: { productId: number; quantity: number; taken: Allocation[] },
): Promise<void> {
  await dataChanged(tx, tenantId, 'products');
  for (const { stockId, quantity } of line.taken) await addUnits(tx, tenantId, stockId, quantity);
  const unrecorded = line.quantity - line.taken.reduce((sum, t) => sum + t.quantity, 0);
  const first = unrecorded > 0 ? await firstStockRow(tx, tenantId, line.productId) : undefined;
  if (first !== undefined) await addUnits(tx, tenantId, first, unrecorded);
}
