import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { WishlistEntry } from '@storefront/contract/account';
import { formatCents } from '@storefront/contract/money';
import { NotFound } from '../../platform/errors.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { productImages, products } from '../catalog/tables.ts';
import { wishlistItems } from './account.tables.ts';

/** The signed-in user's wishlist, newest first, with what the grid shows of each product. */
export async function listWishlist(ctx: RequestContext): Promise<WishlistEntry[]> {
  const me = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  return ctx.db(async (tx) => {
    const rows = await tx
      .select({ item: wishlistItems, product: products })
      .from(wishlistItems)
      .innerJoin(
        products,
        and(eq(products.tenantId, wishlistItems.tenantId), eq(products.id, wishlistItems.productId)),
      )
      .where(and(eq(wishlistItems.tenantId, tenantId), eq(wishlistItems.userId, me.id)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
    const ids = rows.map((r) => r.product.id);
    const images = ids.length
      ? await tx
          .select()
          .from(productImages)
          .where(and(eq(productImages.tenantId, tenantId), inArray(productImages.productId, ids)))
          .orderBy(asc(productImages.sortOrder), asc(productImages.id))
      : [];
    return rows.map(({ item, product }) => {
      const image = images.find((i) => i.productId === product.id);
      return {
        product: product.id,
        added_at: item.createdAt.toISOString(),
        product_detail: {
          id: product.id,
          slug: product.slug,
          name: product.name,
          price: formatCents(product.price),
          short_description: product.shortDescription,
          is_active: product.isActive,
          image: image ? { file: image.file, alt_text: image.altText } : null,
        },
      };
    });
  });
}

/** Adds a product of this store to the wishlist; adding it again changes nothing. */
export async function addToWishlist(ctx: RequestContext, productId: number): Promise<void> {
  const me = requireUser(ctx);
  await ctx.db(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.tenantId, ctx.tenant.id), eq(products.id, productId)));
    if (!product) throw new NotFound('Product not found');
    await tx
      .insert(wishlistItems)
      .values({ tenantId: ctx.tenant.id, userId: me.id, productId })
      .onConflictDoNothing();
  });
}

/** Removes a product from the user's own wishlist; removing one that is not there changes nothing. */
export async function removeFromWishlist(ctx: RequestContext, productId: number): Promise<void> {
  const me = requireUser(ctx);
  await ctx.db((tx) =>
    tx
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.tenantId, ctx.tenant.id),
          eq(wishlistItems.userId, me.id),
          eq(wishlistItems.productId, productId),
        ),
      ),
  );
}
