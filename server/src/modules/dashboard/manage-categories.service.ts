import { and, asc, eq } from 'drizzle-orm';
import { slugify } from '../../platform/slug.ts';
import type { CategoryInput, ManageCategory } from '@storefront/contract/dashboard-manage';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import {
  deleteCategory as deleteCategoryRow,
  insertCategory,
  updateCategory as updateCategoryRow,
  type CategoryRow,
} from '../catalog/index.ts';
import { categories } from '../catalog/tables.ts';

const fieldsOf = (slug: string, body: CategoryInput) => ({
  slug,
  name: body.name,
  description: body.description,
  parentId: body.parent,
  sortOrder: body.sort_order,
});
const view = (c: CategoryRow): ManageCategory => ({
  id: c.id,
  slug: c.slug,
  name: c.name,
  description: c.description,
  parent: c.parentId,
  sort_order: c.sortOrder,
});

/** Staff and admin: the store's categories in sibling order. */
export async function manageCategories(ctx: RequestContext): Promise<ManageCategory[]> {
  requireRole(ctx, 'staff', 'admin');
  const rows = await ctx.db((tx) =>
    tx
      .select()
      .from(categories)
      .where(eq(categories.tenantId, ctx.tenant.id))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  );
  return rows.map(view);
}

/** A parent must be another category of the store, and never the category itself or one below it. */
async function checkParent(tx: Transaction, tenantId: string, parent: number | null, self?: number) {
  if (parent === null) return;
  const all = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.tenantId, tenantId));
  const byId = new Map(all.map((c) => [c.id, c.parentId]));
  if (!byId.has(parent)) throw new BadRequest('Please fix the errors below', { parent: 'Unknown category' });
  for (let at: number | null | undefined = parent; at != null; at = byId.get(at)) {
    if (at === self)
      throw new BadRequest('Please fix the errors below', { parent: 'A category cannot sit inside itself' });
  }
}

async function assertFreeSlug(tx: Transaction, tenantId: string, slug: string, self?: number) {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.slug, slug)));
  if (row && row.id !== self)
    throw new Conflict('A category with this name already exists', { name: 'Already in use' });
}

/** Staff and admin add a category; its slug comes from the name and must be new in the store. */
export async function createCategory(ctx: RequestContext, body: CategoryInput): Promise<ManageCategory> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await checkParent(tx, tenantId, body.parent);
    const slug = slugify(body.name);
    await assertFreeSlug(tx, tenantId, slug);
    const row = await insertCategory(tx, tenantId, fieldsOf(slug, body));
    await audit(tx, tenantId, user, 'category.create', `category ${slug}`, { ...body });
    return view(row);
  });
}

/** Staff and admin rename, describe, move or reorder a category. */
export async function updateCategory(
  ctx: RequestContext,
  id: number,
  body: CategoryInput,
): Promise<ManageCategory> {
  const user = requireRole(ctx, 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const slug = slugify(body.name);
    await checkParent(tx, tenantId, body.parent, id);
    await assertFreeSlug(tx, tenantId, slug, id);
    const row = await updateCategoryRow(tx, tenantId, id, fieldsOf(slug, body));
    if (!row) throw new NotFound('Category not found');
    await audit(tx, tenantId, user, 'category.update', `category ${slug}`, { ...body });
    return view(row);
  });
}

/** Staff and admin delete a category; its products and children stay, without it (one transaction). */
export async function deleteCategory(ctx: RequestContext, id: number): Promise<void> {
  const user = requireRole(ctx, 'staff', 'admin');
  await ctx.db(async (tx) => {
    const row = await deleteCategoryRow(tx, ctx.tenant.id, id);
    if (!row) throw new NotFound('Category not found');
    await audit(tx, ctx.tenant.id, user, 'category.delete', `category ${row.slug}`, { name: row.name });
  });
}
