import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { products, productVariants } from '../catalog/tables.ts';
import { cartItems } from './cart.tables.ts';

// Written with explicit table names: Drizzle leaves columns unqualified in single-table selects,
// which would bind `products.id` inside these subqueries to the inner table.
/**
 * Units a cart line can hold: the sum of its product's stock rows, or of its variant's rows when the line
 * names one (joined as `product_variants`, null otherwise).
 */
const lineStock = sql<number>`coalesce((select sum(ss.quantity)::int from supplier_stocks ss
  where ss.tenant_id = products.tenant_id and ss.product_id = products.id
    and (product_variants.id is null or ss.variant_id = product_variants.id)), 0)`;

/** What a unit of the line costs: the variant's price when it names one, else the product's. */
const linePrice = sql<string>`coalesce(product_variants.price, products.price)`;

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
      price: linePrice,
      isActive: products.isActive,
      image: firstImage,
      availableStock: lineStock,
      variantId: productVariants.id,
      variantName: productVariants.name,
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
      price: r.price,
      isActive: r.isActive,
      image: r.image,
      availableStock: Number(r.availableStock),
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
    .select({
      name: products.name,
      price: linePrice,
      availableStock: lineStock,
      variantName: productVariants.name,
    })
    .from(products)
    .leftJoin(
      productVariants,
      and(
        eq(productVariants.tenantId, products.tenantId),
        eq(productVariants.productId, products.id),
        variantId === null ? sql`false` : eq(productVariants.id, variantId),
        eq(productVariants.isActive, true),
      ),
    )
    .where(and(eq(products.tenantId, tenantId), eq(products.id, productId), eq(products.isActive, true)));
  if (!row || (variantId !== null && row.variantName === null)) return null;
  return {
    id: productId,
    name: row.variantName === null ? row.name : `${row.name} (${row.variantName})`,
    price: row.price,
    variantId,
    availableStock: Number(row.availableStock),
  };
}
