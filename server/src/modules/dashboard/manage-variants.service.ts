import { and, eq, min, sql } from 'drizzle-orm';
import type { ManageProduct, VariantUpdateSchema } from '@storefront/contract/manage';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { products, productVariants } from '../catalog/index.ts';
import { setOffers } from '../inventory/index.ts';
import { loadManageable, manageViews, stockHolder, stockRowsOf } from './product-access.ts';

/**
 * Sets a variant's price and its holder's stock (the seller of a marketplace product, otherwise the
 * editor); the product's price follows its cheapest active variant.
 */
export async function setVariant(
  ctx: RequestContext,
  productId: number,
  variantId: number,
  body: z.output<typeof VariantUpdateSchema>,
): Promise<ManageProduct> {
  const user = requireRole(ctx, 'supplier', 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const product = await loadManageable(tx, tenantId, user, productId);
    const ofVariant = and(
      eq(productVariants.tenantId, tenantId),
      eq(productVariants.productId, productId),
      eq(productVariants.id, variantId),
    );
    const [variant] = await tx
      .update(productVariants)
      .set({ price: body.price })
      .where(ofVariant)
      .returning();
    if (!variant) throw new NotFound('Variant not found');
    const holder = stockHolder(product, user, await stockRowsOf(tx, tenantId, productId));
    await setOffers(tx, tenantId, [
      { productId, variantId, supplierId: holder, quantity: body.stock, price: body.price },
    ]);
    const [cheapest] = await tx
      .select({ price: min(productVariants.price) })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.tenantId, tenantId),
          eq(productVariants.productId, productId),
          eq(productVariants.isActive, true),
        ),
      );
    const [row] = await tx
      .update(products)
      .set({ price: cheapest?.price ?? body.price, updatedAt: sql`now()` })
      .where(and(eq(products.tenantId, tenantId), eq(products.id, productId)))
      .returning();
    await audit(tx, tenantId, user, 'variant.update', `product ${product.sku} / ${variant.sku}`, {
      price: body.price,
      stock: body.stock,
    });
    return (await manageViews(tx, tenantId, user, [row!]))[0]!;
  });
}
