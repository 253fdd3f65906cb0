import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products, productVariants } from '../catalog/index.ts';
import { cartItems } from './cart.tables.ts';

// Written with explicit table names: Drizzle leaves columns unqualified in single-table selects,
// which would bind `products.id` inside these subqueries to the inner table.
/** Units of a product on hand: the sum of its suppliers' stock rows. */
export const availableStock = sql<number>`coalesce((select sum(ss.quantity)::int from supplier_stocks ss
  where ss.tenant_id = products.tenant_id and ss.product_id = products.id), 0)`;

/** Units of a variant on hand: the sum of its suppliers' stock rows. */
const variantStock = sql<number>`coalesce((select sum(ss.quantity)::int from supplier_stocks ss
  where ss.tenant_id = product_variants.tenant_id and ss.variant_id = product_variants.id), 0)`;

const firstImage = sql<{ file: string; alt_text: string } | null>`(select json_build_object(
    'file', pi.file, 'alt_text', pi.alt_text) from product_images pi
  where pi.tenant_id = products.tenant_id and pi.product_id = products.id
  order by pi.sort_order, pi.id limit 1)`;

export interface CartLineRow {
  id: number;
  quantity: number;
  priceSnapshot: string;
  /** The chosen variant; the line's price and stock are then the variant's. */
  variant: { id: number; name: string } | null;
  product: {
    id: number;
    slug: string;
    name: string;
    sku: string;
    price: string;
    isActive: boolean;
    image: { file: string; alt_text: string } | null;
    availableStock: number;
  };
}

/** A user's cart lines with their products, oldest first. */
export async function cartLines(tx: Transaction, tenantId: string, userId: number): Promise<CartLineRow[]> {
  const rows = await tx
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      priceSnapshot: cartItems.priceSnapshot,
      productId: products.id,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      price: products.price,
      isActive: products.isActive,
      image: firstImage,
      availableStock,
      variantId: productVariants.id,
      variantName: productVariants.name,
      variantPrice: productVariants.price,
      variantStock,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.tenantId, cartItems.tenantId), eq(products.id, cartItems.productId)))
    .leftJoin(
      productVariants,
      and(eq(productVariants.tenantId, cartItems.tenantId), eq(productVariants.id, cartItems.variantId)),
    )
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    priceSnapshot: r.priceSnapshot,
    variant: r.variantId === null ? null : { id: r.variantId, name: r.variantName! },
    product: {
      id: r.productId,
      slug: r.slug,
      name: r.name,
      sku: r.sku,
      price: r.variantId === null ? r.price : r.variantPrice!,
      isActive: r.isActive,
      image: r.image,
      availableStock: Number(r.variantId === null ? r.availableStock : r.variantStock),
    },
  }));
}

/**
 * What a cart line sells: an active product of the store with its price and stock, or, when a variant is
 * named, that variant of it with the variant's price and stock. Null when there is no such thing to sell.
 */
export async function productForCart(
  tx: Transaction,
  tenantId: string,
  productId: number,
  variantId: number | null = null,
) {
  const [row] = await tx
    .select({ id: products.id, name: products.name, price: products.price, availableStock })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.isActive, true)));
  if (!row) return null;
  if (variantId === null) return { ...row, variantId, availableStock: Number(row.availableStock) };
  const [variant] = await tx
    .select({ name: productVariants.name, price: productVariants.price, stock: variantStock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.tenantId, tenantId),
        eq(productVariants.productId, productId),
        eq(productVariants.id, variantId),
        eq(productVariants.isActive, true),
      ),
    );
  if (!variant) return null;
  return {
    id: row.id,
    name: `${row.name} (${variant.name})`,
    price: variant.price,
    variantId,
    availableStock: Number(variant.stock),
  };
}
