import { and, count, eq } from 'drizzle-orm';
import {
  RETURN_MESSAGES,
  photosOpen,
  RETURN_PHOTOS_MAX,
  RETURN_STATUSES,
  type Return,
} from '@storefront/contract/orders-returns';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { resizeImage } from '../../platform/pictures.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { RequestContext } from '../../platform/tenancy.ts';
import { lockReturn } from './return-lock.ts';
import { returnView } from './return-view.ts';
import { returnPhotos, returns } from './returns.tables.ts';

/**
 * The customer adds a photo to their own return while the store has not received it (at most 3). The
 * picture is resized to WebP before the transaction, so a large upload holds no lock.
 */
export async function addReturnPhoto(
  ctx: RequestContext,
  orderId: number,
  returnId: number,
  file: Buffer,
): Promise<Return> {
  const user = requireUser(ctx);
  const tenantId = ctx.tenant.id;
  const data = await resizeImage(file);
  return ctx.db(async (tx) => {
    const ret = await lockReturn(tx, tenantId, returnId, [...RETURN_STATUSES], { userId: user.id, orderId });
    if (!photosOpen(ret.status))
      throw new Conflict(RETURN_MESSAGES.photoClosed);
    const [held] = await tx
      .select({ n: count() })
      .from(returnPhotos)
      .where(and(eq(returnPhotos.tenantId, tenantId), eq(returnPhotos.returnId, returnId)));
    if (held!.n >= RETURN_PHOTOS_MAX)
      throw new BadRequest(RETURN_MESSAGES.tooManyPhotos, { image: RETURN_MESSAGES.tooManyPhotos });
    await tx.insert(returnPhotos).values({ tenantId, returnId, contentType: 'image/webp', data });
    return returnView(tx, tenantId, returnId, false);
  });
}

/** A return's photo, to the customer who made the return or to the store's staff; anyone else 404. */
export async function returnPhoto(ctx: RequestContext, orderId: number, returnId: number, photoId: number) {
  const user = requireUser(ctx);
  const staff = user.role === 'staff' || user.role === 'admin';
  const [row] = await ctx.db((tx) =>
    tx
      .select({ data: returnPhotos.data, contentType: returnPhotos.contentType })
      .from(returnPhotos)
      .innerJoin(
        returns,
        and(eq(returns.tenantId, returnPhotos.tenantId), eq(returns.id, returnPhotos.returnId)),
      )
      .where(
        and(
          eq(returnPhotos.tenantId, ctx.tenant.id),
          eq(returnPhotos.id, photoId),
          eq(returns.id, returnId),
          eq(returns.orderId, orderId),
          staff ? undefined : eq(returns.userId, user.id),
        ),
      ),
  );
  if (!row) throw new NotFound('Photo not found');
  return row;
}
