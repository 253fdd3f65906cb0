import { and, eq, inArray, min, sql, type SQL } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { productImages, products, productVariants } from './catalog.tables.ts';
import { activeVariantsOf } from './product-lookups.ts';

export type ProductRow = typeof products.$inferSelect;
/** A new product's columns; the store comes from the call. */
export type NewProduct = Omit<typeof products.$inferInsert, 'tenantId' | 'id' | 'searchVector'>;
export type ProductChanges = Partial<
  Pick<
    NewProduct,
    'name' | 'shortDescription' | 'description' | 'categoryId' | 'isActive' | 'price' | 'weightGrams'
  >
>;
export interface NewImage {
  productId: number;
  file: string;
  altText: string;
}

/** Adds a product to the store's catalogue. */
export async function insertProduct(
  tx: Transaction,
  tenantId: string,
  product: NewProduct,
): Promise<ProductRow> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .insert(products)
    .values({ ...product, tenantId })
    .returning();
  return row!;
}

/** Changes a product's editable fields (and its updated time); undefined when the store has no such product. */
export async function updateProduct(
  tx: Transaction,
  tenantId: string,
  id: number,
  changes: ProductChanges,
): Promise<ProductRow | undefined> {
  await dataChanged(tx, tenantId, 'products');
  const [row] = await tx
    .update(products)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(products.tenantId, tenantId), eq(products.id, id)))
    .returning();
  return row;
}

/** Gives every variant of a product one price (a single-price product, or tests changing a price). */
export async function setAllVariantPrices(
  tx: Transaction,
  tenantId: string,
  productId: number,
  price: Cents,
) {
  await dataChanged(tx, tenantId, 'products');
  await tx
    .update(productVariants)
    .set({ price })
    .where(and(eq(productVariants.tenantId, tenantId), eq(productVariants.productId, productId)));
}

/** A product's price follows its cheapest active variant (else `fallback`); answers the product. */
export async function priceFromVariants(
  tx: Transaction,
  tenantId: string,
  productId: number,
  fallback: Cents,
): Promise<ProductRow> {
  const [cheapest] = await tx
    .select({ price: min(productVariants.price) })
    .from(productVariants)
    .where(activeVariantsOf(tenantId, productId));
  return (await updateProduct(tx, tenantId, productId, { price: cheapest?.price ?? fallback }))!;
}

/** The products' images become `images` (their earlier images go). */
export async function replaceImages(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
  images: NewImage[],
): Promise<void> {
  await dataChanged(tx, tenantId, 'products');
  if (!productIds.length) return;
  await tx
    .delete(productImages)
    .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, productIds)));
  if (images.length) await tx.insert(productImages).values(images.map((i) => ({ ...i, tenantId })));
}

/**
 * The statement that counts units sold on the products (best sellers rank by it): lines of one product add
 * up, and the rows are updated in product id order, the order checkout takes its locks in; null for no lines.
 * The lines are arrays, so the text is one whatever their number. Checkout runs it inside the order's own statement (`createOrder`'s `alongside`),
 * so counting costs no round trip of its own while the stock rows are locked, and rolls back with the order.
 */
export function unitsSoldUpdate(
  tenantId: string,
  lines: { productId: number; quantity: number }[],
): SQL | null {
  const sold = new Map<number, number>();
  for (const l of lines) sold.set(l.productId, (sold.get(l.productId) ?? 0) + l.quantity);
  if (!sold.size) return null;
  const rows = [...sold].sort(([a], [b]) => a - b);
  return sql`update products p set units_sold = p.units_sold + s.units
    from unnest(${sql.param(rows.map(([id]) => id))}::int[], ${sql.param(rows.map(([, units]) => units))}::int[])
      as s (id, units)
    where p.tenant_id = ${tenantId}::uuid and p.id = s.id`;
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
