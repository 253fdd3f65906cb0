import type { ManageProduct, VariantUpdateSchema } from '@storefront/contract/manage';
import type { z } from 'zod';
import { toCents } from '@storefront/contract/money';
import { audit } from '../../platform/audit.ts';
import { NotFound } from '../../platform/errors.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { priceFromVariants, setVariantPrice } from '../catalog/index.ts';
import { setOffers } from '../inventory/index.ts';
import { loadManageable, manageViews, stockHolder, stockRowsOf } from './product-access.ts';

/**
 * Sets a variant's price and its holder's stock (the seller of a marketplace product, otherwise the
 * store's own); the product's price follows its cheapest active variant.
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
    const price = toCents(body.price);
    const variant = await setVariantPrice(tx, tenantId, productId, variantId, price);
    if (!variant) throw new NotFound('Variant not found');
    const holder = stockHolder(product, await stockRowsOf(tx, tenantId, productId));
    await setOffers(tx, tenantId, [
      { productId, variantId, supplierId: holder, quantity: body.stock, price },
    ]);
    const row = await priceFromVariants(tx, tenantId, productId, price);
    await audit(tx, tenantId, user, 'variant.update', `product ${product.sku} / ${variant.sku}`, {
      price: body.price,
      stock: body.stock,
    });
    return (await manageViews(tx, tenantId, user, [row]))[0]!;
  });
}
