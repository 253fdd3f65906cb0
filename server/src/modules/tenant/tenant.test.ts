import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../demo/demo-tenants.ts';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/tenant-info/', () => {
  it.each(DEMO_TENANTS.map((d) => [d.domains![0]!, d] as const))(
    'answers %s with its own name and theme',
    async (host, demo) => {
      const res = await injectAs(t.app, `${host}:8000`, { method: 'GET', url: '/api/tenant-info/' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.tenant).toEqual({ name: demo.name, slug: demo.slug });
      expect(body.theme).toMatchObject({
        primary: demo.primaryColor,
        secondary: demo.secondaryColor,
        app_type: demo.appType,
        logo_url: null,
        client_details: demo.clientDetails,
      });
      expect(body.tokens).toEqual({
        primary: demo.primaryColor,
        secondary: demo.secondaryColor,
        app_type: demo.appType,
      });
    },
  );

  it('falls back to the spec defaults for a store without a theme', async () => {
    const { tenants } = await import('../../db/tenants.tables.ts');
    await t.handle.db
      .insert(tenants)
      .values({ slug: 'plain', name: 'Plain Shop', domains: ['plain.localhost'] });
    const res = await injectAs(t.app, 'plain.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(res.json().theme).toMatchObject({
      primary: '#3B82F6',
      secondary: '#6B7280',
      app_type: 'ecommerce',
      logo_url: null,
    });
  });

  it('answers the platform defaults on a host no store has (decision 019: no default store)', async () => {
    const res = await injectAs(t.app, 'nowhere.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      tenant: { name: null },
      theme: { primary: '#3B82F6', app_type: 'ecommerce' },
    });
    const health = await injectAs(t.app, 'nowhere.localhost', { method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
  });
});

describe('GET /api/csrf-token/', () => {
  it('answers a token and sets it as an httpOnly cookie', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/csrf-token/' });
    expect(res.statusCode).toBe(200);
    const { csrfToken } = res.json();
    expect(csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = res.cookies.find((c) => c.name === 'csrftoken');
    expect(cookie).toMatchObject({ value: csrfToken, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('keeps a valid token instead of minting a new one', async () => {
    const { token, cookie } = await csrfFor(t.app, 'cards.localhost');
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/csrf-token/',
      headers: { cookie },
    });
    expect(res.json().csrfToken).toBe(token);
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses an unsafe call without the header, with a wrong one, or with another store’s token', async () => {
    const { token, cookie, headers } = await csrfFor(t.app, 'cards.localhost');
    const call = (h: Record<string, string>) =>
      injectAs(t.app, 'cards.localhost', { method: 'POST', url: '/api/health/', headers: h });
    expect((await call({ cookie })).statusCode).toBe(403);
    expect((await call({ cookie, 'x-csrftoken': `${token}x` })).statusCode).toBe(403);
    const foreign = await csrfFor(t.app, 'outdoor.localhost');
    expect((await call(foreign.headers)).statusCode).toBe(403);
    expect((await call(foreign.headers)).json().error).toMatch(/CSRF/);
    // With the right token the call passes CSRF and reaches routing (no POST route here: 404).
    expect((await call(headers)).statusCode).toBe(404);
  });
});
