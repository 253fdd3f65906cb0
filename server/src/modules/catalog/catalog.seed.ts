import { sql } from 'drizzle-orm';
import { slugify } from '../../platform/slug.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { suppliersOf } from '../auth/index.ts';
import { productImagePath } from './catalog.media.ts';
import { categories, productImages, products, productTypes, productVariants } from './catalog.tables.ts';
import { addOffers } from '../inventory/index.ts';
import { DEMO_CATALOGUES } from './demo/index.ts';

export interface CategorySeed {
  slug: string;
  name: string;
  description?: string;
  /** Slug of the parent category; listed before its children. */
  parent?: string;
}

export interface TypeSeed {
  slug: string;
  name: string;
  description?: string;
}

export interface ProductSeed {
  name: string;
  sku: string;
  category: string;
  type: string;
  /** Dollars with 2 decimals, e.g. "12.99". */
  price: string;
  compareAt?: string;
  short: string;
  description?: string;
  featured?: boolean;
  active?: boolean;
  /** Days from today until release: a positive number makes a preorder. */
  releaseInDays?: number;
  unitsSold?: number;
  daysAgo?: number;
  attributes?: Record<string, string>;
  /** Units each supplier holds, in the order of the suppliers passed to `insertCatalogue`. */
  stock: number[];
  /** Index of the supplier who lists it: a marketplace product. */
  seller?: number;
  slug?: string;
}

export interface CatalogueSeed {
  categories: CategorySeed[];
  types: TypeSeed[];
  products: ProductSeed[];
}

const DAY_MS = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Inserts a catalogue in a handful of multi-row statements: categories level by level, types,
 * products, one "Standard" variant each, an image each, and a stock row per supplier holding any.
 */
export async function insertCatalogue(
  tx: Transaction,
  tenantId: string,
  seed: CatalogueSeed,
  supplierIds: number[],
  now = new Date(),
): Promise<void> {
  const categoryIds = new Map<string, number>();
  let pending = seed.categories;
  while (pending.length > 0) {
    const ready = pending.filter((c) => !c.parent || categoryIds.has(c.parent));
    if (ready.length === 0)
      throw new Error(`Category parents missing: ${pending.map((c) => c.slug).join(', ')}`);
    const rows = await tx
      .insert(categories)
      .values(
        ready.map((c) => ({
          tenantId,
          slug: c.slug,
          name: c.name,
          description: c.description ?? '',
          parentId: c.parent ? categoryIds.get(c.parent)! : null,
          sortOrder: seed.categories.filter((o) => o.parent === c.parent).indexOf(c),
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    rows.forEach((r) => categoryIds.set(r.slug, r.id));
    pending = pending.filter((c) => !ready.includes(c));
  }

  const typeRows = await tx
    .insert(productTypes)
    .values(
      seed.types.map((t) => ({ tenantId, slug: t.slug, name: t.name, description: t.description ?? '' })),
    )
    .returning({ id: productTypes.id, slug: productTypes.slug });
  const typeIds = new Map(typeRows.map((r) => [r.slug, r.id]));

  const productRows = await tx
    .insert(products)
    .values(
      seed.products.map((p) => ({
        tenantId,
        slug: p.slug ?? slugify(p.name),
        name: p.name,
        sku: p.sku,
        shortDescription: p.short,
        description: p.description ?? p.short,
        price: p.price,
        compareAtPrice: p.compareAt ?? null,
        categoryId: categoryIds.get(p.category) ?? null,
        productTypeId: typeIds.get(p.type) ?? null,
        supplierId: p.seller === undefined ? null : supplierIds[p.seller]!,
        isMarketplaceProduct: p.seller !== undefined,
        isFeatured: p.featured ?? false,
        isActive: p.active ?? true,
        attributes: p.attributes ?? {},
        metaTitle: p.name,
        metaDescription: p.short,
        releaseDate:
          p.releaseInDays === undefined ? null : isoDate(new Date(now.getTime() + p.releaseInDays * DAY_MS)),
        unitsSold: p.unitsSold ?? 0,
        createdAt: new Date(now.getTime() - (p.daysAgo ?? 0) * DAY_MS),
      })),
    )
    .returning({ id: products.id, slug: products.slug });

  const variantRows = await tx
    .insert(productVariants)
    .values(
      seed.products.map((p, i) => ({
        tenantId,
        productId: productRows[i]!.id,
        name: 'Standard',
        sku: p.sku,
        price: p.price,
      })),
    )
    .returning({ id: productVariants.id });

  await tx.insert(productImages).values(
    seed.products.map((p, i) => ({
      tenantId,
      productId: productRows[i]!.id,
      file: productImagePath(productRows[i]!.slug),
      altText: p.name,
    })),
  );

  const stockRows = seed.products.flatMap((p, i) =>
    p.stock.flatMap((quantity, s) =>
      supplierIds[s] === undefined
        ? []
        : [
            {
              productId: productRows[i]!.id,
              variantId: variantRows[i]!.id,
              supplierId: supplierIds[s]!,
              quantity,
              price: p.price,
            },
          ],
    ),
  );
  await addOffers(tx, tenantId, stockRows);
}

/** The store's suppliers, oldest account first: the order a seed's stock figures are dealt in. */
export const supplierIdsOf = async (tx: Transaction, tenantId: string): Promise<number[]> =>
  (await suppliersOf(tx, tenantId)).map((s) => s.id);

/** Demo seeder: the card shop and the outdoor shop each get their own catalogue; other stores none. */
export async function seedDemoCatalogue(db: Database, tenant: TenantRow): Promise<void> {
  const seed = DEMO_CATALOGUES[tenant.slug];
  if (!seed) return;
  await withTenant(db, tenant.id, async (tx) => {
    await insertCatalogue(tx, tenant.id, seed, await supplierIdsOf(tx, tenant.id));
  });
  // Fresh statistics, or the planner ignores the indexes (the app role may not analyze).
  await db.execute(sql`analyze products, supplier_stocks, categories`);
}
