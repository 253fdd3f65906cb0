import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

// The fuzz found a multipart body cut off inside its file (the client sent everything it meant to and
// stopped) left the request waiting for ever: the request never answered and held its file open.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'cards', 'admin');
});
afterAll(() => t.close());

const BOUNDARY = 'cut-off';
const whole = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="deck.txt"\r\n\r\n`),
  Buffer.from('4 Lightning Bolt\n'.repeat(200)),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

describe('a multipart upload cut off before its end', () => {
  it.each([
    ['the card import', '/api/imports/?kind=cards'],
    ['the price import job', '/api/imports/?kind=prices'],
    ['the price file', '/api/manage/pricing/import/'],
    ['the store logo', '/api/manage/store/logo/'],
  ])('is refused at once by %s, with a readable error', async (_, url) => {
    for (const cut of [80, 120, whole.length - 20, whole.length - 4]) {
      const started = performance.now();
      const res = await injectAs(t.app, admin.host, {
        method: 'POST',
        url,
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: whole.subarray(0, cut),
      });
      expect(res.statusCode, `cut at ${cut}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.stringMatching(/./) });
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});
