import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../test/test-app.ts';
import { newProduct } from '../test/catalog.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<html><head><title>S</title></head><body></body></html>');
  t = await createTestApp({
    config: { webDist },
    extraRoutes: (app) => {
      app.get('/api/test-bad-cast/', async (request) => {
        await request.ctx.db((tx) => tx.execute(sql`select ${'not a number'}::int`));
      });
      app.get('/api/test-duplicate/', async (request) => {
        await request.ctx.db((tx) => tx.execute(sql`select 1 / 0`));
      });
    },
  });
});
afterAll(() => t.close());

const HOST = 'cards.localhost';
const as = async (username: string) => (await signInAs(t, 'cards', username)).headers;

describe('text fields', () => {
  it('refuse NUL with a 400 naming the field, and store nothing', async () => {
    const headers = await as('shopper');
    const res = await injectAs(t.app, HOST, {
      method: 'PATCH',
      url: '/api/user/profile/',
      headers,
      payload: { first_name: 'Ann\u0000ie' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ first_name: 'Must not contain NUL characters or broken Unicode' });
    const me = await injectAs(t.app, HOST, { method: 'GET', url: '/api/user/profile/', headers });
    expect(me.json().first_name).not.toContain('\u0000');
  });

  it('refuse a lone surrogate in store settings with a 400 naming the field', async () => {
    const headers = await as('admin');
    const current = await injectAs(t.app, HOST, { method: 'GET', url: '/api/manage/store/', headers });
    const settings = current.json();
    const res = await injectAs(t.app, HOST, {
      method: 'PUT',
      url: '/api/manage/store/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...settings,
        client_details: { ...settings.client_details, description: 'Cards \ud800 here' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'client_details.description': 'Must not contain NUL characters or broken Unicode',
    });
  });

  it('refuse NUL in a query string with a 400', async () => {
    const res = await injectAs(t.app, HOST, { method: 'GET', url: '/api/ecommerce/products/?search=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ search: 'Must not contain NUL characters or broken Unicode' });
  });
});

describe('ids', () => {
  it('are bounded to the integer column in paths and bodies', async () => {
    const staff = await as('staff');
    const shopper = await as('shopper');
    const calls = [
      { method: 'DELETE', url: '/api/manage/categories/2147483648/', headers: staff },
      { method: 'GET', url: '/api/orders/99999999999999999999/', headers: shopper },
      { method: 'DELETE', url: '/api/ecommerce/cart/items/-1/', headers: shopper },
      {
        method: 'POST',
        url: '/api/manage/categories/',
        headers: staff,
        payload: { name: 'Huge Parent', parent: 2 ** 31 },
      },
      { method: 'POST', url: '/api/ecommerce/cart/', headers: shopper, payload: { product_id: 2 ** 31 } },
    ] as const;
    for (const call of calls) {
      const res = await injectAs(t.app, HOST, call);
      expect([call.url, res.statusCode]).toEqual([call.url, 400]);
    }
  });
});

describe('updates', () => {
  it('PATCH /api/user/profile/ with {} changes nothing and answers the current profile', async () => {
    const headers = await as('shopper');
    const before = (
      await injectAs(t.app, HOST, { method: 'GET', url: '/api/user/profile/', headers })
    ).json();
    const res = await injectAs(t.app, HOST, {
      method: 'PATCH',
      url: '/api/user/profile/',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(before);
  });

  it('PATCH /api/manage/products/{id}/ with {} changes nothing, not even the audit log', async () => {
    const headers = await as('admin');
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      injectAs(t.app, HOST, { method, url, headers, ...(payload && { payload }) });
    const made = await call('POST', '/api/manage/products/', newProduct('Noop Lamp', 'NOOP-1', '3.00', 2));
    expect(made.statusCode).toBe(201);
    const audit = async () => (await call('GET', '/api/manage/audit/')).json().count;
    const entries = await audit();
    const res = await call('PATCH', `/api/manage/products/${made.json().id}/`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(made.json());
    expect(await audit()).toBe(entries);
  });
});

describe('multipart', () => {
  it('answers 400 for an upload without a boundary or with a broken part', async () => {
    const headers = await as('admin');
    const url = '/api/manage/products/1/image/';
    const noBoundary = await injectAs(t.app, HOST, {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'nothing here',
    });
    expect(noBoundary.statusCode).toBe(400);
    const broken = await injectAs(t.app, HOST, {
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('the static file server', () => {
  it('answers 400 or 404 for malformed paths, never 500 or the app', async () => {
    for (const url of ['/%00', '/assets/%00.js', '/products/%E0%A4%A', '/..%2f..%2fetc%2fpasswd']) {
      const res = await injectAs(t.app, HOST, { method: 'GET', url });
      expect([url, [400, 404].includes(res.statusCode)]).toEqual([url, true]);
    }
  });
});

describe('database errors caused by input', () => {
  it('are a 4xx with a readable message', async () => {
    const cast = await injectAs(t.app, HOST, { method: 'GET', url: '/api/test-bad-cast/' });
    expect(cast.statusCode).toBe(400);
    expect(cast.json()).toEqual({ error: 'A value has the wrong format.' });
    const divide = await injectAs(t.app, HOST, { method: 'GET', url: '/api/test-duplicate/' });
    expect(divide.statusCode).toBe(400);
  });
});
