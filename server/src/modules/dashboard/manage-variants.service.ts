import {
  VARIANT_OPTIONS,
  type ManageProduct,
  type VariantCreateSchema,
  type VariantOption,
  type VariantUpdateSchema,
} from '@storefront/contract/dashboard-manage';
import type { z } from 'zod';
import { toCents, type Cents } from '@storefront/contract/money';
import type { Transaction } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import type { SessionUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import {
  insertVariant,
  priceFromVariants,
  restoreVariant,
  updateVariant,
  variantBySku,
  variantsOf,
} from '../catalog/index.ts';
import { setOffers } from '../inventory/index.ts';
import {
  withManageable,
  manageViews,
  stockHolder,
  stockRowsOf,
  type ManagedProduct,
} from './product-access.ts';

type ProductRow = ManagedProduct['product'];
type Options = Partial<Record<VariantOption, string>>;

/** The attributes with the options given: an empty one removed, the rest (a card's `is_foil`) kept. */
function withOptions(attributes: Record<string, unknown>, options: Options): Record<string, unknown> {
  const next = { ...attributes };
  for (const key of VARIANT_OPTIONS) {
    const value = options[key];
    if (value === undefined) continue;
    if (value) next[key] = value;
    else delete next[key];
  }
  return next;
}

/** A SKU names one variant in the store (of any product, removed ones too). */
async function assertFreeSku(tx: Transaction, tenantId: string, sku: string, variantId?: number) {
  const taken = await variantBySku(tx, tenantId, sku);
  if (taken && taken.id !== variantId)
    throw new Conflict('A variant with this SKU already exists', { sku: 'Already in use' });
}

/** Sets the holder's stock of the variant, lets the product's price follow its variants, and answers it. */
async function afterVariantChange(
  tx: Transaction,
  ctx: RequestContext,
  user: SessionUser,
  product: ProductRow,
  offer: { variantId: number; quantity: number; price: Cents },
): Promise<ManageProduct> {
  const tenantId = ctx.tenant.id;
  const holder = stockHolder(product, await stockRowsOf(tx, tenantId, product.id));
  await setOffers(tx, tenantId, [{ productId: product.id, supplierId: holder, ...offer }]);
  const row = await priceFromVariants(tx, tenantId, product.id, product.price);
  return (await manageViews(tx, tenantId, user, [row]))[0]!;
}

/**
 * Adds a variant to a product the user may manage, with its own SKU (new in the store), price, options and
 * the holder's stock; the product's price follows its cheapest active variant. A SKU that a removed
 * variant of this product holds brings that variant back with what is given (its orders keep pointing at
 * it); one that any other variant of the store holds is refused.
 */
export async function addVariant(
  ctx: RequestContext,
  productId: number,
  body: z.output<typeof VariantCreateSchema>,
): Promise<ManageProduct> {
  return withManageable(ctx, productId, async ({ tx, tenantId, user, product }) => {
    const price = toCents(body.price);
    const removed = await variantBySku(tx, tenantId, body.sku);
    if (removed && !removed.isActive && removed.productId === productId) {
      await restoreVariant(tx, tenantId, productId, removed.id, {
        name: body.name,
        price,
        attributes: withOptions({}, body),
      });
      await audit(tx, tenantId, user, 'variant.restore', `product ${product.sku} / ${body.sku}`, { ...body });
      return afterVariantChange(tx, ctx, user, product, {
        variantId: removed.id,
        quantity: body.stock,
        price,
      });
    }
    await assertFreeSku(tx, tenantId, body.sku);
    const siblings = await variantsOf(tx, tenantId, [productId]);
    const variantId = await insertVariant(tx, tenantId, {
      productId,
      name: body.name,
      sku: body.sku,
      price,
      attributes: withOptions({}, body),
      sortOrder: Math.max(0, ...siblings.map((v) => v.sortOrder + 1)),
    });
    await audit(tx, tenantId, user, 'variant.create', `product ${product.sku} / ${body.sku}`, { ...body });
    return afterVariantChange(tx, ctx, user, product, { variantId, quantity: body.stock, price });
  });
}

/**
 * Sets a variant's price and its holder's stock (the seller of a marketplace product, otherwise the
 * store's own), and its name, SKU and options when given; the product's price follows its cheapest active
 * variant.
 */
export async function setVariant(
  ctx: RequestContext,
  productId: number,
  variantId: number,
  body: z.output<typeof VariantUpdateSchema>,
): Promise<ManageProduct> {
  return withManageable(ctx, productId, async ({ tx, tenantId, user, product }) => {
    const current = (await variantsOf(tx, tenantId, [productId])).find((v) => v.id === variantId);
    if (!current?.isActive) throw new NotFound('Variant not found');
    if (body.sku !== undefined) await assertFreeSku(tx, tenantId, body.sku, variantId);
    const price = toCents(body.price);
    const variant = await updateVariant(tx, tenantId, productId, variantId, {
      price,
      ...(body.name !== undefined && { name: body.name }),
      ...(body.sku !== undefined && { sku: body.sku }),
      attributes: withOptions(current.attributes, body),
    });
    await audit(tx, tenantId, user, 'variant.update', `product ${product.sku} / ${variant!.sku}`, {
      ...body,
    });
    return afterVariantChange(tx, ctx, user, product, { variantId, quantity: body.stock, price });
  });
}

/**
 * Removes a variant from sale: it is deactivated with no stock rather than deleted, so the orders that sold
 * it keep their records. A product keeps at least one variant.
 */
export async function removeVariant(
  ctx: RequestContext,
  productId: number,
  variantId: number,
): Promise<ManageProduct> {
  return withManageable(ctx, productId, async ({ tx, tenantId, user, product }) => {
    const active = (await variantsOf(tx, tenantId, [productId])).filter((v) => v.isActive);
    const variant = active.find((v) => v.id === variantId);
    if (!variant) throw new NotFound('Variant not found');
    if (active.length === 1)
      throw new BadRequest('A product keeps at least one variant: add another before removing this one');
    await updateVariant(tx, tenantId, productId, variantId, { isActive: false });
    await audit(tx, tenantId, user, 'variant.remove', `product ${product.sku} / ${variant.sku}`);
    return afterVariantChange(tx, ctx, user, product, { variantId, quantity: 0, price: variant.price });
  });
}
