import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ManageProduct } from '@storefront/contract/dashboard-manage';
import { audit } from '../../platform/audit.ts';
import { boundedCache } from '../../platform/bounded-cache.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { NotFound } from '../../platform/errors.ts';
import { resizeImage } from '../../platform/pictures.ts';
import { requireRole } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { replaceImages } from '../catalog/index.ts';
import { setStoreLogo } from '../tenant/index.ts';
import { loadManageable, manageViews } from './product-access.ts';
import { productUploads } from './uploads.tables.ts';

/** The longest side of the small copy a phone's product card loads (`-400.webp`, via the pages' srcset). */
export const IMAGE_SMALL_SIDE = 400;
export const uploadPath = (id: number) => `/media/uploads/${id}.webp`;

/** Small copies made on first request, by the stored picture's digest. */
const smallCopies = boundedCache<string, Buffer>({ max: 500, ttlMs: 24 * 60 * 60 * 1000 });

/** Replaces a manageable product's picture with the uploaded one, resized on the server. */
export async function uploadProductImage(
  ctx: RequestContext,
  productId: number,
  file: Buffer,
): Promise<ManageProduct> {
  const user = requireRole(ctx, 'supplier', 'staff', 'admin');
  const tenantId = ctx.tenant.id;
  const data = await resizeImage(file);
  return ctx.db(async (tx) => {
    const product = await loadManageable(tx, tenantId, user, productId);
    const [upload] = await tx
      .insert(productUploads)
      .values({ tenantId, productId, contentType: 'image/webp', data })
      .returning({ id: productUploads.id });
    await replaceImages(
      tx,
      tenantId,
      [productId],
      [{ productId, file: uploadPath(upload!.id), altText: product.name }],
    );
    await audit(tx, tenantId, user, 'product.image', `product ${product.sku}`, { bytes: data.length });
    return (await manageViews(tx, tenantId, user, [product]))[0]!;
  });
}

/** A stored upload's bytes, for the public media route; `small` shrinks it to fit 400×400 (never enlarged). */
export async function uploadedImage(ctx: RequestContext, id: number, small = false) {
  const image = await storedImage(ctx, id);
  if (!small) return image;
  // Keyed by the picture's bytes, not its id: an id names another picture in another database (tests'
  // apps share this process; a restored backup), the bytes never do.
  const key = createHash('sha1').update(image.data).digest('base64');
  let data = smallCopies.get(key);
  if (!data) {
    data = await sharp(image.data)
      .resize(IMAGE_SMALL_SIDE, IMAGE_SMALL_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    smallCopies.set(key, data);
  }
  return { data, contentType: image.contentType };
}

async function storedImage(ctx: RequestContext, id: number) {
  const [row] = await ctx.db((tx) =>
    tx
      .select({ data: productUploads.data, contentType: productUploads.contentType })
      .from(productUploads)
      .where(and(eq(productUploads.tenantId, ctx.tenant.id), eq(productUploads.id, id))),
  );
  if (!row) throw new NotFound('Image not found');
  return row;
}

/** Admin only: stores an uploaded picture (resized) as the store's logo and answers its address. */
export async function uploadStoreLogo(ctx: RequestContext, file: Buffer, onSaved: () => void) {
  const user = requireRole(ctx, 'admin');
  const tenantId = ctx.tenant.id;
  const data = await resizeImage(file);
  const logoUrl = await ctx.db(async (tx) => {
    const [upload] = await tx
      .insert(productUploads)
      .values({ tenantId, productId: null, contentType: 'image/webp', data })
      .returning({ id: productUploads.id });
    const url = uploadPath(upload!.id);
    await setStoreLogo(tx, tenantId, url);
    await dataChanged(tx, tenantId, 'store');
    await audit(tx, tenantId, user, 'store.logo', 'store', { bytes: data.length });
    return url;
  });
  onSaved();
  return { logo_url: logoUrl };
}
