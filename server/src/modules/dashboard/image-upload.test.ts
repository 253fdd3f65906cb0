import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartImage, pngOf } from '../../test/multipart.ts';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { manageTestApp } from './manage.test-helpers.ts';

let t: TestApp;
let lantern: number;
beforeAll(async () => {
  ({ t, lantern } = await manageTestApp());
});
afterAll(() => t.close());

async function upload(username: string, productId: number, file: Buffer) {
  const who = await signInAs(t, 'cards', username);
  const body = multipartImage(file);
  return injectAs(t.app, who.host, {
    method: 'POST',
    url: `/api/manage/products/${productId}/image/`,
    headers: { ...who.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const png = pngOf;

describe('POST /api/manage/products/{id}/image/', () => {
  it('resizes the picture to fit 800×800 as WebP and makes it the product’s image in the store', async () => {
    const res = await upload('nova_cards', lantern, await png(2000, 1000));
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().image;
    expect(image).toMatch(/^\/media\/uploads\/\d+\.webp$/);
    const served = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: image });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 400]);
    const page = (
      await injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: '/api/ecommerce/products/alpha-zephyr-lantern/',
      })
    ).json();
    expect(page.image.file).toBe(image);
    expect((await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: image })).statusCode).toBe(404);
  });

  it('serves a 400-pixel copy at {id}-400.webp for small screens (srcset), cached immutably, in its store only', async () => {
    const res = await upload('nova_cards', lantern, await png(2000, 1000));
    const small = (res.json().image as string).replace('.webp', '-400.webp');
    for (let i = 0; i < 2; i++) {
      const served = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: small });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 200]);
    }
    expect((await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: small })).statusCode).toBe(404);
    const other = small.replace('-400.webp', '-300.webp');
    expect((await injectAs(t.app, 'cards.localhost', { method: 'GET', url: other })).statusCode).toBe(400);
  });

  it('never enlarges a small picture', async () => {
    const res = await upload('staff', lantern, await png(120, 90));
    const served = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: res.json().image });
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([120, 90]);
    const small = res.json().image.replace('.webp', '-400.webp');
    const smallServed = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: small });
    const smallMeta = await sharp(smallServed.rawPayload).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([120, 90]);
  });

  it('refuses a file that is not an image with 400', async () => {
    const res = await upload('nova_cards', lantern, Buffer.from('hello, not a picture'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.image).toBe('Not a readable image');
  });

  it('answers 404 to another supplier and 403 to a customer', async () => {
    expect((await upload('dragonhoard', lantern, await png(10, 10))).statusCode).toBe(404);
    expect((await upload('shopper', lantern, await png(10, 10))).statusCode).toBe(403);
  });
});
