import { toCents } from '@storefront/contract/money';
import { slugify } from '../../platform/slug.ts';
import type { Transaction } from '../../db/client.ts';
import { drawnProductImage } from '@storefront/contract/responsive-image';
import { categories, productImages, products, productTypes, productVariants } from './catalog.tables.ts';

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
  /** Index (in the `supplierIds` passed to `insertCatalogue`) of the supplier who lists it: a marketplace product. */
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

/** A seeded product's new ids, in the order of the seed's products. */
export interface SeededProduct {
  productId: number;
  variantId: number;
}

/**
 * Inserts a catalogue in a handful of multi-row statements: categories level by level, types, products,
 * one "Standard" variant each and an image each; answers their ids (stock is inventory's to add).
 */
export async function insertCatalogue(
  tx: Transaction,
  tenantId: string,
  seed: CatalogueSeed,
  supplierIds: number[],
  now = new Date(),
): Promise<SeededProduct[]> {
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
        price: toCents(p.price),
        compareAtPrice: p.compareAt === undefined ? null : toCents(p.compareAt),
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
        price: toCents(p.price),
      })),
    )
    .returning({ id: productVariants.id });

  await tx.insert(productImages).values(
    seed.products.map((p, i) => ({
      tenantId,
      productId: productRows[i]!.id,
      file: drawnProductImage(productRows[i]!.slug),
      altText: p.name,
    })),
  );
  return productRows.map((p, i) => ({ productId: p.id, variantId: variantRows[i]!.id }));
}
