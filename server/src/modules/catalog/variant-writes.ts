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

/** Changes one variant of a product that is (or is not) on sale; undefined when there is no such variant. */
async function changeVariant(
  tx: Transaction,
  tenantId: string,
  where: { productId: number; variantId: number; onSale: boolean },
  changes: VariantChanges,
): Promise<VariantRow | undefined> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .update(productVariants)
    .set(changes)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, where.productId),
        eq(productVariants.id, where.variantId),
        eq(productVariants.isActive, where.onSale),
      ),
    )
    .returning();
  return row;
}

/** Changes one active variant of a product; undefined when the product has no such active variant. */
export const updateVariant = (
  tx: Transaction,
  tenantId: string,
  productId: number,
  variantId: number,
  changes: VariantChanges,
) => changeVariant(tx, tenantId, { productId, variantId, onSale: true }, changes);

/** Puts a removed variant of the product back on sale with the changes given; undefined when there is none. */
export const restoreVariant = (
  tx: Transaction,
  tenantId: string,
  productId: number,
  variantId: number,
  changes: Omit<VariantChanges, 'isActive'>,
) => changeVariant(tx, tenantId, { productId, variantId, onSale: false }, { ...changes, isActive: true });

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
