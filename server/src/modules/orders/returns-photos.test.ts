import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { multipartImage, pngOf } from '../../test/multipart.ts';

import { deliveredOrder, returnsTestApp, type ReturnsTestApp } from '../../test/returns.test-helpers.ts';
import { injectAs, signInAs } from '../../test/test-app.ts';

let { t, card, shopper, staff } = {} as ReturnsTestApp;
beforeAll(async () => {
  ({ t, card, shopper, staff } = await returnsTestApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`truncate cart_items, orders cascade`);
});

/** A delivered order of one Near Mint copy and a return of it, requested by the shopper. */
async function requested() {
  const order = await deliveredOrder(shopper, staff, {
    product_id: card.product,
    variant_id: card.nm,
    quantity: 1,
  });
  const ret = await shopper('POST', `/api/orders/${order.id}/returns/`, {
    lines: [{ order_item_id: order.items[0]!.id, quantity: 1 }],
    reason: 'Arrived bent',
  });
  expect(ret.statusCode).toBe(201);
  return { orderId: order.id, returnId: ret.json<{ id: number }>().id };
}

/** `username` of store `slug` posts `file` as the return's photo. */
async function addPhoto(slug: string, username: string, orderId: number, returnId: number, file: Buffer) {
  const who = await signInAs(t, slug, username);
  const body = multipartImage(file);
  return injectAs(t.app, who.host, {
    method: 'POST',
    url: `/api/orders/${orderId}/returns/${returnId}/photos/`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function getAs(slug: string, username: string | null, url: string) {
  if (!username) return injectAs(t.app, `${slug}.localhost`, { method: 'GET', url });
  const who = await signInAs(t, slug, username);
  return injectAs(t.app, who.host, { method: 'GET', url, headers: who.headers });
}

describe('return photos', () => {
  it('the customer adds a photo, resized to WebP, that they and staff see on the return', async () => {
    const { orderId, returnId } = await requested();
    const res = await addPhoto('cards', 'shopper', orderId, returnId, await pngOf(2400, 1200));
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json<{ photos: string[] }>().photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatch(new RegExp(`^/api/orders/${orderId}/returns/${returnId}/photos/\\d+\\.webp$`));

    const own = await getAs('cards', 'shopper', photos[0]!);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    expect((await getAs('cards', 'staff', photos[0]!)).statusCode).toBe(200);

    const listed = (await staff('GET', '/api/manage/returns/')).json<{ results: { photos: string[] }[] }>();
    expect(listed.results[0]!.photos).toEqual(photos);
    const mine = (await shopper('GET', `/api/orders/${orderId}/returns/`)).json<{
      results: { photos: string[] }[];
    }>();
    expect(mine.results[0]!.photos).toEqual(photos);
  });

  it('refuses what is not a picture, a fourth photo, and photos once the return is received', async () => {
    const { orderId, returnId } = await requested();
    const text = await addPhoto('cards', 'shopper', orderId, returnId, Buffer.from('not an image'));
    expect(text.statusCode).toBe(400);
    expect(text.json().error).toBe('Please upload a JPEG, PNG, WebP or GIF image');
    for (let i = 0; i < 3; i++)
      expect((await addPhoto('cards', 'shopper', orderId, returnId, await pngOf(20, 20))).statusCode).toBe(
        201,
      );
    const fourth = await addPhoto('cards', 'shopper', orderId, returnId, await pngOf(20, 20));
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().error).toBe('At most 3 photos per return');

    const { orderId: o2, returnId: r2 } = await requested();
    expect((await staff('POST', `/api/manage/returns/${r2}/approve/`)).statusCode).toBe(200);
    expect((await addPhoto('cards', 'shopper', o2, r2, await pngOf(20, 20))).statusCode).toBe(201);
    const [line] = (await staff('GET', '/api/manage/returns/?status=approved')).json().results[0].lines;
    const received = await staff('POST', `/api/manage/returns/${r2}/receive/`, {
      lines: [{ return_item_id: line.id, quantity: 1 }],
      method: 'store_credit',
    });
    expect(received.statusCode, received.body).toBe(200);
    const late = await addPhoto('cards', 'shopper', o2, r2, await pngOf(20, 20));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('Photos can be added only until the store receives the return');
    expect((await shopper('GET', `/api/orders/${o2}/returns/`)).json().results[0].photos).toHaveLength(1);
  });

  it("keeps photos to the return's customer and store: others add none and see none", async () => {
    const { orderId, returnId } = await requested();
    const added = await addPhoto('cards', 'shopper', orderId, returnId, await pngOf(20, 20));
    const url = added.json<{ photos: string[] }>().photos[0]!;
    // Another customer of the store, the other store's shopper and staff, and nobody signed in.
    expect(
      (await addPhoto('cards', 'toploader_tom', orderId, returnId, await pngOf(20, 20))).statusCode,
    ).toBe(404);
    expect((await addPhoto('outdoor', 'shopper', orderId, returnId, await pngOf(20, 20))).statusCode).toBe(
      404,
    );
    expect((await getAs('cards', 'toploader_tom', url)).statusCode).toBe(404);
    expect((await getAs('outdoor', 'shopper', url)).statusCode).toBe(404);
    expect((await getAs('outdoor', 'staff', url)).statusCode).toBe(404);
    expect((await getAs('cards', null, url)).statusCode).toBe(401);
    // A photo named under another order or return is not found either.
    expect(
      (await getAs('cards', 'staff', url.replace(`/orders/${orderId}/`, `/orders/${orderId + 1}/`)))
        .statusCode,
    ).toBe(404);
    expect((await getAs('cards', 'staff', url.replace(/\/\d+\.webp$/, '/x.webp'))).statusCode).toBe(400);
    expect((await shopper('GET', `/api/orders/${orderId}/returns/`)).json().results[0].photos).toHaveLength(
      1,
    );
  });
});
