import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../db/tenants.tables.ts';
import { createTestApp, csrfFor, injectAs, signInAs, type TestApp } from '../test/test-app.ts';

// Issue 26 rows 3 and 11: the request checks read `request.url`, so `/%61pi/…` (which the router sends to
// `/api/…`) and absolute-form targets passed them; and a list's links were written from an absolute target.
let t: TestApp;
let port: number;
const CARDS = 'cards.localhost';
const CSRF_REFUSED = 'CSRF token missing or invalid. Refresh the page and try again.';
const NOT_OPEN = 'Arcane Vault Games is opening soon. Please come back in a little while.';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(() => t?.close());

/** One raw HTTP/1.1 request over a socket (absolute-form targets cannot be sent through inject). */
function raw(lines: string[], body = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    const head = [...lines, `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', ''];
    socket.write(head.join('\r\n') + body);
  });
}

describe('request checks read the routed path', () => {
  it('CSRF: /%61pi/… without a token is refused like /api/…', async () => {
    const shopper = await signInAs(t, 'cards', 'shopper');
    const { 'x-csrftoken': _token, ...withoutToken } = shopper.headers;
    for (const url of ['/api/wishlist/', '/%61pi/wishlist/', '/%61%70%69/wishlist/']) {
      const res = await t.app.inject({ method: 'POST', url, headers: withoutToken, payload: { product: 1 } });
      expect([url, res.statusCode, res.json().error]).toEqual([url, 403, CSRF_REFUSED]);
    }
  });

  it('sessions: /%61pi/… is answered for the signed-in user', async () => {
    const shopper = await signInAs(t, 'cards', 'shopper');
    const res = await t.app.inject({
      method: 'GET',
      url: '/%61pi/auth/user/profile/',
      headers: shopper.headers,
    });
    expect([res.statusCode, res.json().username]).toEqual([200, 'shopper']);
  });

  it('opening guard: a store not yet open refuses a shopper write to /%61pi/…', async () => {
    await t.handle.db.update(tenants).set({ openedAt: null }).where(eq(tenants.slug, 'cards'));
    t.app.tenants.invalidate();
    try {
      const shopper = await signInAs(t, 'cards', 'shopper');
      const res = await injectAs(t.app, CARDS, {
        method: 'POST',
        url: '/%61pi/ecommerce/cart/',
        headers: shopper.headers,
        payload: { product_id: 1, quantity: 1 },
      });
      expect([res.statusCode, res.json()]).toEqual([403, { error: NOT_OPEN }]);
    } finally {
      await t.handle.db.update(tenants).set({ openedAt: new Date() }).where(eq(tenants.slug, 'cards'));
      t.app.tenants.invalidate();
    }
  });

  it('tenancy: /%61pi/… on a host of no store answers the API’s JSON 404, not the page', async () => {
    const res = await injectAs(t.app, 'nobody.localhost', {
      method: 'GET',
      url: '/%61pi/ecommerce/products/',
    });
    expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });
});

describe('absolute-form targets', () => {
  it('are refused with 400 before any check or handler runs', async () => {
    const csrf = await csrfFor(t.app, 'platform.localhost');
    const answer = await raw(
      [
        'POST http://platform.localhost/api/platform/stores/agency/suspend/ HTTP/1.1',
        'Host: platform.localhost',
        `Cookie: ${csrf.cookie}`,
        'Content-Type: application/json',
      ],
      '{}',
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('"error":"The request target must be a path (/…), not an absolute URL"');
  });

  it('never put their host into a list’s links', async () => {
    const answer = await raw(['GET http://evil.invalid/api/buylist/?page_size=1 HTTP/1.1', `Host: ${CARDS}`]);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).not.toContain('evil.invalid');
    const page = await injectAs(t.app, CARDS, { method: 'GET', url: '/api/buylist/?page_size=1' });
    expect(page.statusCode).toBe(200);
    const { next } = page.json<{ next: string | null }>();
    expect(next === null || next === '/api/buylist/?page_size=1&page=2', String(next)).toBe(true);
  });
});
