import { and, eq } from 'drizzle-orm';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { productVariants } from './catalog.tables.ts';

export type VariantRow = typeof productVariants.$inferSelect;
export interface NewVariant {
  productId: number;
  name: string;
  sku: string;
  price: Cents;
  /** What tells it apart (condition, finish, size…). */
  attributes?: Record<string, unknown>;
  sortOrder?: number;
}

/** Adds a purchasable version to a product; answers its id. */
export async function insertVariant(tx: Transaction, tenantId: string, variant: NewVariant): Promise<number> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .insert(productVariants)
    .values({ ...variant, tenantId })
    .returning({ id: productVariants.id });
  return row!.id;
}

export type VariantChanges = Partial<Pick<VariantRow, 'name' | 'sku' | 'price' | 'attributes' | 'isActive'>>;

/** Changes one active variant of a product; undefined when the product has no such active variant. */
export async function updateVariant(
  tx: Transaction,
  tenantId: string,
  productId: number,
  variantId: number,
  changes: VariantChanges,
): Promise<VariantRow | undefined> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .update(productVariants)
    .set(changes)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        eq(productVariants.id, variantId),
        eq(productVariants.isActive, true),
      ),
    )
    .returning();
  return row;
}

/** Puts a removed variant of the product back on sale with the changes given; undefined when there is none. */
export async function restoreVariant(
  tx: Transaction,
  tenantId: string,
  productId: number,
  variantId: number,
  changes: Omit<VariantChanges, 'isActive'>,
): Promise<VariantRow | undefined> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .update(productVariants)
    .set({ ...changes, isActive: true })
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        eq(productVariants.id, variantId),
        eq(productVariants.isActive, false),
      ),
    )
    .returning();
  return row;
}

/** The store's variant with this SKU, of any product, removed ones too (a SKU names one variant for good). */
export async function variantBySku(
  tx: Transaction,
  tenantId: string,
  sku: string,
): Promise<VariantRow | undefined> {
  const [row] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.sku, sku)));
  return row;
}
