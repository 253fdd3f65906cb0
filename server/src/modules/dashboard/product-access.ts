import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  VARIANT_OPTIONS,
  type ManageProduct,
  type VariantOption,
} from '@storefront/contract/dashboard-manage';
import type { Transaction } from '../../db/client.ts';
import { NotFound } from '../../platform/errors.ts';
import { formatCents } from '@storefront/contract/money';
import { requireRole, type SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { users } from '../auth/tables.ts';
import { productImages, products, productVariants } from '../catalog/tables.ts';
import { offersOf } from '../inventory/index.ts';

type ProductRow = typeof products.$inferSelect;

/** A variant's options as the management screens edit them ("" when it has none). */
const variantOptions = (attributes: Record<string, unknown>): Record<VariantOption, string> =>
  Object.fromEntries(
    VARIANT_OPTIONS.map((key) => [key, typeof attributes[key] === 'string' ? attributes[key] : '']),
  ) as Record<VariantOption, string>;

/** Which products a manager may touch: a supplier only their own, staff and admin every one of the store. */
export const manageable = (tenantId: string, user: SessionUser) =>
  user.role === 'supplier'
    ? and(eq(products.tenantId, tenantId), eq(products.supplierId, user.id))
    : eq(products.tenantId, tenantId);

/** The product if the user may manage it, locked for the change; anyone else's answers 404 as if absent. */
export async function loadManageable(tx: Transaction, tenantId: string, user: SessionUser, id: number) {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(manageable(tenantId, user), eq(products.id, id)))
    .for('update');
  if (!row) throw new NotFound('Product not found');
  return row;
}

/** What `withManageable` hands its work: the transaction, the store, the manager and the product, locked. */
export interface ManagedProduct {
  tx: Transaction;
  tenantId: string;
  user: SessionUser;
  product: ProductRow;
}

/**
 * Runs `work` in one transaction on a product the signed-in manager may manage (a supplier their own,
 * staff and admins any), locked; anyone else's answers 404 as if absent.
 */
export function withManageable<T>(
  ctx: RequestContext,
  productId: number,
  work: (on: ManagedProduct) => Promise<T>,
): Promise<T> {
  const user = requireRole(ctx, 'supplier', 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) =>
    work({ tx, tenantId, user, product: await loadManageable(tx, tenantId, user, productId) }),
  );
}

/**
 * Whose stock row a manager's stock figure is: the seller's for a marketplace product; for the store's
 * own, the holder of its first stock row (the one checkout takes from first), else the store (null).
 */
export function stockHolder(
  product: ProductRow,
  stocks: { productId: number; supplierId: number | null; id: number }[],
): number | null {
  if (product.supplierId !== null) return product.supplierId;
  const first = stocks.filter((s) => s.productId === product.id).sort((a, b) => a.id - b.id)[0];
  return first ? first.supplierId : null;
}

/** A product's stock rows, for `stockHolder`. */
export const stockRowsOf = (tx: Transaction, tenantId: string, productId: number) =>
  offersOf(tx, tenantId, [productId]);

/** Products as the management screens show them, with variants, the holder's stock and the first image. */
export async function manageViews(
  tx: Transaction,
  tenantId: string,
  user: SessionUser,
  rows: ProductRow[],
): Promise<ManageProduct[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [variants, stocks, images, sellers] = await Promise.all([
    tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.tenantId, tenantId), inArray(productVariants.productId, ids)))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    offersOf(tx, tenantId, ids),
    tx
      .select()
      .from(productImages)
      .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, ids)))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.tenantId, tenantId)),
  ]);
  return rows.map((p) => {
    const holder = stockHolder(p, stocks);
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      sku: p.sku,
      short_description: p.shortDescription,
      description: p.description,
      price: formatCents(p.price),
      is_active: p.isActive,
      category_id: p.categoryId,
      weight_grams: p.weightGrams,
      total_stock: stocks.filter((s) => s.productId === p.id).reduce((sum, s) => sum + s.quantity, 0),
      supplier: sellers.find((s) => s.id === p.supplierId)?.username ?? null,
      image: images.find((i) => i.productId === p.id)?.file ?? null,
      variants: variants
        .filter((v) => v.productId === p.id && v.isActive)
        .map((v) => ({
          id: v.id,
          name: v.name,
          sku: v.sku,
          price: formatCents(v.price),
          stock: stocks.find((s) => s.variantId === v.id && s.supplierId === holder)?.quantity ?? 0,
          ...variantOptions(v.attributes),
        })),
    };
  });
}
