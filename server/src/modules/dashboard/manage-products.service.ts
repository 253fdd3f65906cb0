import { drawnProductImage } from '@storefront/contract/responsive-image';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { slugify } from '../../platform/slug.ts';
import { pageAnswer, pageWindow } from '../../platform/paging.ts';
import type {
  ManageProduct,
  ManageProductPage,
  ProductCreateSchema,
  ProductUpdate,
} from '@storefront/contract/dashboard-manage';
import type { PageQuery } from '@storefront/contract/common';
import type { z } from 'zod';
import { toCents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { BadRequest, Conflict, Forbidden } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import {
  insertProduct,
  insertVariant,
  replaceImages,
  updateProduct as updateCatalogProduct,
} from '../catalog/index.ts';
import { categories, products } from '../catalog/tables.ts';
import { addOffers } from '../inventory/index.ts';
import { withManageable, manageable, manageViews } from './product-access.ts';
import { AWAITING_APPROVAL, mayPublish } from './supplier-approval.ts';

const MANAGERS = ['supplier', 'staff', 'admin'] as const;

/** Products the user may manage, newest first, optionally filtered by name or SKU. */
export async function manageProducts(
  ctx: RequestContext,
  query: PageQuery & { q?: string | undefined },
): Promise<ManageProductPage> {
  const user = requireRole(ctx, ...MANAGERS);
  return ctx.db(async (tx) => {
    const text = query.q ? `%${query.q.replace(/[%_\\]/g, '\\$&')}%` : null;
    const where = and(
      manageable(ctx.tenant.id, user),
      text ? or(ilike(products.name, text), ilike(products.sku, text)) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [total] = await tx.select({ n: count() }).from(products).where(where);
    const rows = await tx
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset(offset);
    const results = await manageViews(tx, ctx.tenant.id, user, rows);
    return pageAnswer('/api/manage/products/', { ...query }, total?.n ?? 0, results);
  });
}

/** One manageable product; another supplier's answers 404. */
export async function manageProduct(ctx: RequestContext, id: number): Promise<ManageProduct> {
  return withManageable(
    ctx,
    id,
    async ({ tx, tenantId, user, product }) => (await manageViews(tx, tenantId, user, [product]))[0]!,
  );
}

async function assertCategory(tx: Transaction, tenantId: string, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)));
  if (!row) throw new BadRequest('Please fix the errors below', { category_id: 'Unknown category' });
}

async function freeSlug(tx: Transaction, tenantId: string, name: string): Promise<string> {
  const base = slugify(name) || 'product';
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), sql`${products.slug} ~ ${`^${base}(-[0-9]+)?$`}`));
  const used = new Set(taken.map((r) => r.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/**
 * A new product with one "Standard" variant and the creator's stock of it. A supplier's product is a
 * marketplace product they sell (hidden while the supplier awaits approval); staff and admin add the store's
 * own. The SKU must be new in the store.
 */
export async function createProduct(
  ctx: RequestContext,
  body: z.output<typeof ProductCreateSchema>,
): Promise<ManageProduct> {
  const user = requireRole(ctx, ...MANAGERS);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    await assertCategory(tx, tenantId, body.category_id);
    const [clash] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, tenantId), eq(products.sku, body.sku)));
    if (clash) throw new Conflict('A product with this SKU already exists', { sku: 'Already in use' });
    const slug = await freeSlug(tx, tenantId, body.name);
    const supplier = user.role === 'supplier';
    const price = toCents(body.price);
    const row = await insertProduct(tx, tenantId, {
      slug,
      name: body.name,
      sku: body.sku,
      shortDescription: body.short_description,
      description: body.description,
      price,
      categoryId: body.category_id,
      weightGrams: body.weight_grams,
      supplierId: supplier ? user.id : null,
      isMarketplaceProduct: supplier,
      isActive: body.is_active && (await mayPublish(tx, tenantId, user)),
    });
    const variantId = await insertVariant(tx, tenantId, {
      productId: row.id,
      name: 'Standard',
      sku: `${body.sku}-STD`,
      price,
    });
    await addOffers(tx, tenantId, [
      {
        productId: row.id,
        variantId,
        supplierId: supplier ? user.id : null,
        quantity: body.stock,
        price,
      },
    ]);
    await replaceImages(
      tx,
      tenantId,
      [row.id],
      [{ productId: row.id, file: drawnProductImage(slug), altText: body.name }],
    );
    await audit(tx, tenantId, user, 'product.create', `product ${body.sku}`, {
      name: body.name,
      price: body.price,
      stock: body.stock,
    });
    return (await manageViews(tx, tenantId, user, [row]))[0]!;
  });
}

/**
 * Edits name, descriptions, category or active flag of a product the user may manage; a supplier still
 * awaiting approval cannot make one visible.
 */
export async function updateProduct(
  ctx: RequestContext,
  id: number,
  body: ProductUpdate,
): Promise<ManageProduct> {
  return withManageable(ctx, id, async ({ tx, tenantId, user, product: current }) => {
    // An empty PATCH is a no-op answering the current product (as PATCH of a profile is).
    if (Object.values(body).every((v) => v === undefined))
      return (await manageViews(tx, tenantId, user, [current]))[0]!;
    await assertCategory(tx, tenantId, body.category_id);
    if (body.is_active && !(await mayPublish(tx, tenantId, user))) throw new Forbidden(AWAITING_APPROVAL);
    const row = await updateCatalogProduct(tx, tenantId, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.short_description !== undefined && { shortDescription: body.short_description }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.category_id !== undefined && { categoryId: body.category_id }),
      ...(body.weight_grams !== undefined && { weightGrams: body.weight_grams }),
      ...(body.is_active !== undefined && { isActive: body.is_active }),
    });
    await audit(tx, tenantId, user, 'product.update', `product ${row!.sku}`, { ...body });
    return (await manageViews(tx, tenantId, user, [row!]))[0]!;
  });
}
