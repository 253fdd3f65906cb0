import { sql } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Transaction } from '../../db/client.ts';
import { products, productVariants } from './catalog.tables.ts';
import type { NewProduct } from './product-writes.ts';

const nonEmpty = (table: string, column: string) =>
  sql.raw(`coalesce(nullif(excluded.${column}, ''), ${table}.${column})`);

/**
 * The metadata key of a product created from card data without stock (decision 040): it waits inactive,
 * hidden from shoppers, until it first has units in stock; then `priceFromOffers` puts it on sale.
 */
export const AWAITING_STOCK = 'awaiting_stock';

/**
 * Inserts or updates imported products by SKU, so importing a file again updates instead of duplicating.
 * An update keeps the price (offers set it), keeps a text the file leaves empty, and merges attributes and
 * metadata (a card without a type line keeps its stats). Answers each product's id, SKU and whether it is new.
 */
export async function upsertProductsBySku(tx: Transaction, tenantId: string, rows: NewProduct[]) {
  await dataChanged(tx, tenantId, 'products');
  return tx
    .insert(products)
    .values(rows.map((r) => ({ ...r, tenantId })))
    .onConflictDoUpdate({
      target: [products.tenantId, products.sku],
      set: {
        name: sql`excluded.name`,
        shortDescription: nonEmpty('products', 'short_description'),
        description: nonEmpty('products', 'description'),
        categoryId: sql`excluded.category_id`,
        attributes: sql.raw(
          `products.attributes || (excluded.attributes - (case when excluded.attributes->>'card_type' = '' then array['card_type','mana_cost','power','toughness'] else array[]::text[] end))`,
        ),
        // `awaiting_stock` marks a new product only: an update never hides a product again.
        metadata: sql`${products.metadata} || (excluded.metadata - ${AWAITING_STOCK}::text)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: products.id, sku: products.sku, fresh: sql<boolean>`xmax = 0` });
}

/** Inserts or updates variants by SKU (name and price follow the import); answers id, SKU and product. */
export async function upsertVariantsBySku(
  tx: Transaction,
  tenantId: string,
  variants: Omit<typeof productVariants.$inferInsert, 'tenantId' | 'id'>[],
) {
  await dataChanged(tx, tenantId, 'products');
  return tx
    .insert(productVariants)
    .values(variants.map((v) => ({ ...v, tenantId })))
    .onConflictDoUpdate({
      target: [productVariants.tenantId, productVariants.sku],
      set: { price: sql`excluded.price`, name: sql`excluded.name` },
    })
    .returning({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId });
}

/**
 * A marketplace product's price is its lowest in-stock offer (else its lowest offer); its condition is that
 * offer's variant's. A product awaiting its first stock (`AWAITING_STOCK`)
 * goes on sale once it has units. Reads inventory's offers in the same statement (one pass over a whole
 * import batch).
 */
export async function priceFromOffers(
  tx: Transaction,
  tenantId: string,
  productIds: number[],
): Promise<void> {
  await dataChanged(tx, tenantId, 'products');
  if (!productIds.length) return;
  // One pass: the best offer is an in-stock one whenever any is, so `best.in_stock` also says whether a
  // product awaiting its first stock goes on sale.
  const opening = sql`p.metadata ? ${AWAITING_STOCK}::text and best.in_stock`;
  await tx.execute(sql`
    update products p set
      price = best.price,
      attributes = p.attributes || jsonb_build_object('condition', best.condition),
      is_active = case when ${opening} then true else p.is_active end,
      metadata = case when ${opening} then p.metadata - ${AWAITING_STOCK}::text else p.metadata end,
      updated_at = case when ${opening} then now() else p.updated_at end
    from (
      select distinct on (s.product_id) s.product_id, s.price, v.attributes->>'condition' as condition,
        s.quantity > 0 as in_stock
      from supplier_stocks s
      join product_variants v on v.tenant_id = s.tenant_id and v.id = s.variant_id
      where s.tenant_id = ${tenantId} and s.product_id in ${productIds}
      order by s.product_id, (s.quantity > 0) desc, s.price, s.id
    ) best
    where p.tenant_id = ${tenantId} and p.id = best.product_id
      -- A row already right is not rewritten (its search vector and triggers are not cheap).
      and (p.price is distinct from best.price
        or p.attributes->>'condition' is distinct from best.condition
        or ${opening})`);
}
