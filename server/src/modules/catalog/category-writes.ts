import { and, eq, sql } from 'drizzle-orm';
import { dataChanged } from '../../platform/data-versions.ts';
import type { Transaction } from '../../db/client.ts';
import { categories, products, productTypes } from './catalog.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;
export interface CategoryFields {
  slug: string;
  name: string;
  description?: string;
  parentId: number | null;
  sortOrder?: number;
}

/** Adds a category to the store's tree. */
export async function insertCategory(
  tx: Transaction,
  tenantId: string,
  fields: CategoryFields,
): Promise<CategoryRow> {
  await dataChanged(tx, tenantId, 'categories');
  const [row] = await tx
    .insert(categories)
    .values({ ...fields, tenantId })
    .returning();
  return row!;
}

/** Renames, describes, moves or reorders a category; undefined when the store has no such category. */
export async function updateCategory(
  tx: Transaction,
  tenantId: string,
  id: number,
  fields: CategoryFields,
): Promise<CategoryRow | undefined> {
  await dataChanged(tx, tenantId, 'categories');
  const [row] = await tx
    .update(categories)
    .set(fields)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row;
}

/**
 * Deletes a category (its products and children stay, without it); answers what was deleted. The foreign
 * keys take no action (SET NULL on the composite key would null tenant_id too), so they are detached here.
 */
export async function deleteCategory(
  tx: Transaction,
  tenantId: string,
  id: number,
): Promise<CategoryRow | undefined> {
  await dataChanged(tx, tenantId, 'categories');
  await tx
    .update(categories)
    .set({ parentId: null })
    .where(and(eq(categories.tenantId, tenantId), eq(categories.parentId, id)));
  await tx
    .update(products)
    .set({ categoryId: null })
    .where(and(eq(products.tenantId, tenantId), eq(products.categoryId, id)));
  const [row] = await tx
    .delete(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .returning();
  return row;
}

/** The id of the category with this slug, created with these fields when missing (an existing one is kept). */
export async function ensureCategory(
  tx: Transaction,
  tenantId: string,
  fields: CategoryFields,
): Promise<number> {
  return (await ensureCategories(tx, tenantId, [fields])).get(fields.slug)!;
}

/** The ids of the categories with these slugs, each created when missing, in one statement (by slug). */
export async function ensureCategories(
  tx: Transaction,
  tenantId: string,
  fields: CategoryFields[],
): Promise<Map<string, number>> {
  if (!fields.length) return new Map();
  await dataChanged(tx, tenantId, 'categories');
  const rows = await tx
    .insert(categories)
    .values(fields.map((f) => ({ ...f, tenantId })))
    .onConflictDoUpdate({ target: [categories.tenantId, categories.slug], set: { slug: sql`excluded.slug` } })
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** The id of the product type with this slug, created when missing (an existing one is kept). */
export async function ensureProductType(
  tx: Transaction,
  tenantId: string,
  fields: { slug: string; name: string; description: string },
): Promise<number> {
  await dataChanged(tx, tenantId, 'categories');
  const [row] = await tx
    .insert(productTypes)
    .values({ ...fields, tenantId })
    .onConflictDoUpdate({
      target: [productTypes.tenantId, productTypes.slug],
      set: { slug: sql`excluded.slug` },
    })
    .returning({ id: productTypes.id });
  return row!.id;
}
