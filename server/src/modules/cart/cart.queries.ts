import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toCents, type Cents } from '@storefront/contract/money';
import { queryPrepared, type Transaction } from '../../db/client.ts';
import { activeVariantsOf } from '../catalog/index.ts';
import { products, productVariants } from '../catalog/tables.ts';
import { cartItems } from './cart.tables.ts';

// Written with explicit table names: Drizzle leaves columns unqualified in single-table selects,
// which would bind `products.id` inside these subqueries to the inner table.
/**
 * Units a cart line can hold: the sum of its variant's stock rows (joined as `product_variants`) while the
 * variant is sold. A line without a variant (left from before lines always named one) can hold nothing.
 */
const lineStock = sql<number>`case when product_variants.is_active then coalesce((select sum(ss.quantity)::int
  from supplier_stocks ss where ss.tenant_id = products.tenant_id and ss.product_id = products.id
    and ss.variant_id = product_variants.id), 0) else 0 end`;

/** What a unit of the line costs, in cents: its variant's price (the product's for a line left without one). */
const linePrice = sql<Cents>`coalesce(product_variants.price, products.price)`.mapWith(productVariants.price);

/**
 * Whether a line names its variant: a card's variant always does (its condition, finish and language are
 * what was sold, issue 25), any other product's when it offers a choice (more than one variant sold).
 */
const namesVariant = (variants: string, product: string) =>
  sql<boolean>`(${sql.raw(variants)}.attributes ->> 'condition' is not null or (select count(*) > 1
    from product_variants pv
    where pv.tenant_id = ${sql.raw(product)}.tenant_id and pv.product_id = ${sql.raw(product)}.id and pv.is_active))`;
const offersChoice = namesVariant('product_variants', 'products');

const firstImage = sql<{ file: string; alt_text: string } | null>`(select json_build_object(
    'file', pi.file, 'alt_text', pi.alt_text) from product_images pi
  where pi.tenant_id = products.tenant_id and pi.product_id = products.id
  order by pi.sort_order, pi.id limit 1)`;

export interface CartLineRow {
  id: number;
  quantity: number;
  priceSnapshot: Cents;
  /**
   * The variant the line sells (its price and stock are the variant's); null only for a line stored before
   * lines always named one. `shown`: the line is named with the variant (a card's, or a product offering a choice).
   */
  variant: { id: number; name: string; sku: string; isActive: boolean; shown: boolean } | null;
  product: {
    id: number;
    slug: string;
    name: string;
    sku: string;
    price: Cents;
    isActive: boolean;
    /** One unit's shipping weight in grams; null when the store gave none. */
    weightGrams: number | null;
    image: { file: string; alt_text: string } | null;
    availableStock: number;
  };
}

/**
 * A user's cart lines with their products, oldest first. With `lock`, the lines stay locked (FOR UPDATE)
 * until the transaction ends, so two checkouts of one cart queue: the second sees what the first committed.
 */
export async function cartLines(
  tx: Transaction,
  tenantId: string,
  userId: number,
  { lock = false } = {},
): Promise<CartLineRow[]> {
  const query = tx
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
      weightGrams: products.weightGrams,
      image: firstImage,
      availableStock: lineStock,
      variantId: productVariants.id,
      variantName: productVariants.name,
      variantSku: productVariants.sku,
      variantActive: productVariants.isActive,
      offersChoice,
    })
    .from(cartItems)
    .innerJoin(products, and(eq(products.tenantId, cartItems.tenantId), eq(products.id, cartItems.productId)))
    .leftJoin(
      productVariants,
      and(eq(productVariants.tenantId, cartItems.tenantId), eq(productVariants.id, cartItems.variantId)),
    )
    .where(and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const rows = await (lock ? query.for('update', { of: cartItems }) : query);
  return rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    priceSnapshot: r.priceSnapshot,
    variant:
      r.variantId === null
        ? null
        : {
            id: r.variantId,
            name: r.variantName!,
            sku: r.variantSku!,
            isActive: r.variantActive!,
            shown: r.offersChoice,
          },
    product: {
      id: r.productId,
      slug: r.slug,
      name: r.name,
      sku: r.sku,
      price: r.price,
      isActive: r.isActive,
      weightGrams: r.weightGrams,
      image: r.image,
      availableStock: Number(r.availableStock),
    },
  }));
}

/** A line as the shopper knows it: the product, and the variant when the product offers a choice. */
export const lineName = (product: string, shownVariant: string | null) =>
  shownVariant ? `${product} (${shownVariant})` : product;

/** The name of a cart line as shown to the shopper. */
export const cartLineName = (line: Pick<CartLineRow, 'variant'> & { product: { name: string } }) =>
  lineName(line.product.name, line.variant?.shown ? line.variant.name : null);

/** The product's variant a line without a chosen one takes: its cheapest sold variant in stock. */
async function cheapestVariantInStock(tx: Transaction, tenantId: string, productId: number) {
  const [row] = await tx
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(
        activeVariantsOf(tenantId, productId),
        sql`exists (select 1 from supplier_stocks ss where ss.tenant_id = ${productVariants.tenantId}
          and ss.variant_id = ${productVariants.id} and ss.quantity > 0)`,
      ),
    )
    .orderBy(asc(productVariants.price), asc(productVariants.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * What a cart line sells: one sold variant of an active product of the store, with the variant's price and
 * stock. Without a chosen variant, the cheapest sold variant in stock (so the line is priced and reserved as
 * exactly that variant); a product with none in stock answers with no stock. Null when there is no such
 * product or the chosen variant is not sold.
 */
export async function productForCart(
  tx: Transaction,
  tenantId: string,
  productId: number,
  chosenVariantId: number | null = null,
) {
  const variantId = chosenVariantId ?? (await cheapestVariantInStock(tx, tenantId, productId));
  const [row] = await tx
    .select({
      name: products.name,
      price: linePrice,
      availableStock: lineStock,
      variantName: productVariants.name,
      offersChoice,
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
  if (!row || (chosenVariantId !== null && row.variantName === null)) return null;
  const named = row.variantName !== null && row.offersChoice ? row.variantName : null;
  return {
    id: productId,
    name: lineName(row.name, named),
    price: row.price,
    variantId: row.variantName === null ? null : variantId,
    availableStock: row.variantName === null ? 0 : Number(row.availableStock),
  };
}

/** Of these lines' products and variants, which still exist: a filter for putting lines back in a cart. */
export async function linesStillSold(
  tx: Transaction,
  tenantId: string,
  lines: { productId: number; variantId: number | null }[],
): Promise<(line: { productId: number; variantId: number | null }) => boolean> {
  const productIds = lines.map((l) => l.productId);
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const live = productIds.length
    ? await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inArray(products.id, productIds)))
    : [];
  const liveVariants = variantIds.length
    ? await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.id, variantIds)))
    : [];
  return (line) =>
    live.some((p) => p.id === line.productId) &&
    (line.variantId === null || liveVariants.some((v) => v.id === line.variantId));
}

/** A line checkout took out of the cart: what pricing and the order need of it, and the stored row. */
export interface TakenCartLine extends Pick<CartLineRow, 'id' | 'quantity' | 'variant'> {
  product: Omit<CartLineRow['product'], 'image' | 'availableStock'>;
  /** The row as it was stored, for `restoreCart` when the payment does not go through. */
  stored: typeof cartItems.$inferSelect;
}

interface TakenRow {
  id: number;
  product_id: number;
  variant_id: number | null;
  quantity: number;
  price_snapshot: string;
  created_at: string | Date;
  updated_at: string | Date;
  slug: string;
  name: string;
  sku: string;
  price: string;
  is_active: boolean;
  weight_grams: number | null;
  variant_name: string | null;
  variant_sku: string | null;
  variant_active: boolean | null;
  offers_choice: boolean;
}

/**
 * Empties the shopper's cart for checkout and answers its lines, oldest first, priced from the database, in
 * one statement: the delete locks the lines, so two checkouts of one cart queue and the second finds the
 * cart the first left (empty). The caller's transaction rolls back to put them back on any refusal. Prepared:
 * each connection plans it once.
 */
export async function takeCart(tx: Transaction, tenantId: string, userId: number): Promise<TakenCartLine[]> {
  const rows = await queryPrepared<TakenRow>(
    tx,
    sql`with taken as (
        delete from cart_items where tenant_id = ${tenantId} and user_id = ${userId}
        returning id, product_id, variant_id, quantity, price_snapshot, created_at, updated_at)
      select t.id, t.product_id, t.variant_id, t.quantity, t.price_snapshot::text, t.created_at, t.updated_at,
        p.slug, p.name, p.sku, coalesce(v.price, p.price)::text as price, p.is_active, p.weight_grams,
        v.name as variant_name, v.sku as variant_sku, v.is_active as variant_active,
        ${namesVariant('v', 'p')} as offers_choice
      from taken t
      join products p on p.tenant_id = ${tenantId} and p.id = t.product_id
      left join product_variants v on v.tenant_id = ${tenantId} and v.id = t.variant_id
      order by t.created_at, t.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    variant:
      r.variant_id === null
        ? null
        : {
            id: r.variant_id,
            name: r.variant_name!,
            sku: r.variant_sku!,
            isActive: r.variant_active!,
            shown: r.offers_choice,
          },
    product: {
      id: r.product_id,
      slug: r.slug,
      name: r.name,
      sku: r.sku,
      price: toCents(r.price),
      isActive: r.is_active,
      weightGrams: r.weight_grams,
    },
    stored: {
      tenantId,
      userId,
      id: r.id,
      productId: r.product_id,
      variantId: r.variant_id,
      quantity: r.quantity,
      priceSnapshot: toCents(r.price_snapshot),
      createdAt: new Date(r.created_at),
      updatedAt: new Date(r.updated_at),
    },
  }));
}
