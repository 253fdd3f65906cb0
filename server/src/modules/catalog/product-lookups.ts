import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ProductListItem } from '@storefront/contract/catalog';
import { queryRows, type Queryable, type Transaction } from '../../db/client.ts';
import { PRODUCT_COLUMNS, PRODUCT_FROM, toListItem, type ProductRow } from './catalog.rows.ts';
import { productImages, products, productVariants } from './catalog.tables.ts';

/** How many products the store has (any state). */
export async function productCount(tx: Transaction, tenantId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(eq(products.tenantId, tenantId));
  return row?.n ?? 0;
}

/** The store's product with this SKU, if any. */
export async function productBySku(tx: Transaction, tenantId: string, sku: string) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.sku, sku)));
  return row;
}

/** The store's first `limit` active products, oldest first (demo orders are made of them). */
export async function activeProducts(tx: Transaction, tenantId: string, limit: number) {
  return tx
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      price: products.price,
    })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** Which variants of a product are on sale (a removed one stays, inactive, for the orders that sold it). */
export const activeVariantsOf = (tenantId: string, productId: number) =>
  and(
    eq(productVariants.tenantId, tenantId),
    eq(productVariants.productId, productId),
    eq(productVariants.isActive, true),
  );

/** The products' variants in their display order. */
export async function variantsOf(tx: Transaction, tenantId: string, productIds: number[]) {
  if (!productIds.length) return [];
  return tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, productIds)))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

/** The ids of the store's products with these SKUs, by SKU (unknown SKUs are left out). */
export async function productIdsBySku(
  tx: Transaction,
  tenantId: string,
  skus: string[],
): Promise<Map<string, number>> {
  if (!skus.length) return new Map();
  const rows = await tx
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.sku, skus)));
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** Product summaries by id for other modules (cart, wishlist, orders): active or not, in the order asked. */
export async function productSummaries(
  tx: Queryable,
  tenantId: string,
  ids: number[],
): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<ProductRow>(
    tx,
    sql`select ${PRODUCT_COLUMNS} from ${PRODUCT_FROM} where p.tenant_id = ${tenantId} and p.id in (${list})`,
  );
  const byId = new Map(rows.map((r) => [r.id, toListItem(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The first pictures of these products that live on another host (an imported card's picture). */
export async function remoteImagesOf(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<Map<number, string>> {
  if (!productIds.length) return new Map();
  const rows = await tx
    .select({ productId: productImages.productId, file: productImages.file })
    .from(productImages)
    .where(
      and(
        eq(productImages.tenantId, tenantId),
        inArray(productImages.productId, productIds),
        sql`${productImages.file} like 'https://%'`,
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.file]));
}
