import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfFor, createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { addOperator, platformBrowser, platformCall } from '../../test/platform.test-helpers.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof platformBrowser>>;
beforeAll(async () => {
  t = await createTestApp();
  await addOperator(t);
  ops = await platformBrowser(t);
});
afterAll(() => t.close());

const create = (payload: object) =>
  platformCall(t, ops, { method: 'POST', url: '/api/platform/stores/', payload });
const listed = async () =>
  (await platformCall(t, ops, { method: 'GET', url: '/api/platform/stores/' })).json().results as {
    slug: string;
    status: string;
    domains: string[];
    products: number;
    orders: number;
    users: number;
  }[];

/** Signs in with a password on `host` as a browser would (a CSRF token first). */
async function signIn(host: string, username: string, password: string) {
  const csrf = await csrfFor(t.app, host);
  return injectAs(t.app, host, {
    method: 'POST',
    url: '/api/auth/login/',
    payload: { username, password },
    headers: csrf.headers,
  });
}

const COMICS = {
  slug: 'comics',
  name: 'Panel Comics',
  domains: ['comics.localhost', 'shop.comics.example'],
  app_type: 'ecommerce',
  owner_email: 'Owner@Comics.example',
};

describe('creating a store', () => {
  it('serves it at once, with default shipping and payment methods and its owner as admin', async () => {
    // The host is asked first, so the resolver has cached "no store here" for it.
    expect(
      (await injectAs(t.app, 'comics.localhost', { method: 'GET', url: '/api/tenant-info/' })).json().tenant,
    ).toEqual({ name: null, slug: null });
    const res = await create(COMICS);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.store).toMatchObject({
      slug: 'comics',
      name: 'Panel Comics',
      domains: ['comics.localhost', 'shop.comics.example'],
      url: 'http://comics.localhost:8000',
      status: 'active',
      app_type: 'ecommerce',
      products: 0,
      orders: 0,
      users: 1,
    });
    expect(body.owner).toEqual({ username: 'Owner', email: 'Owner@Comics.example' });
    expect(body.set_password_link).toMatch(
      /^http:\/\/comics\.localhost:8000\/password-reset\/confirm\?token=[\w-]{43}$/,
    );

    const info = await injectAs(t.app, 'comics.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json().tenant).toEqual({ name: 'Panel Comics', slug: 'comics' });
    const shipping = await injectAs(t.app, 'comics.localhost', {
      method: 'GET',
      url: '/api/ecommerce/shipping-methods/',
    });
    expect(shipping.json().results.map((m: { id: string }) => m.id)).toEqual([
      'standard',
      'priority',
      'express',
    ]);
    const payment = await injectAs(t.app, 'comics.localhost', {
      method: 'GET',
      url: '/api/ecommerce/payment-methods/',
    });
    expect(payment.json().results.map((m: { id: string }) => m.id)).toEqual(['cash', 'card']);
  });

  it('mails the owner the one-time set-password link on the primary domain; it works once', async () => {
    await t.app.background.idle();
    const outbox = await injectAs(t.app, 'comics.localhost', {
      method: 'GET',
      url: '/api/test/outbox/?to=Owner@Comics.example',
    });
    const [mail] = outbox.json().results;
    expect(mail.subject).toBe('Your store Panel Comics is ready');
    const token = (mail.body as string).match(/confirm\?token=([\w-]+)\n/)![1]!;
    expect(mail.body).toContain(`http://comics.localhost:8000/password-reset/confirm?token=${token}\n`);

    const csrf = await csrfFor(t.app, 'comics.localhost');
    const set = (password: string) =>
      injectAs(t.app, 'comics.localhost', {
        method: 'POST',
        url: '/api/auth/password-reset/confirm/',
        payload: { token, password, password_confirm: password },
        headers: csrf.headers,
      });
    expect((await set('comics-owner-1')).statusCode).toBe(200);
    expect((await set('comics-owner-2')).statusCode).toBe(400);
    const login = await signIn('comics.localhost', 'Owner', 'comics-owner-1');
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const role = await injectAs(t.app, 'comics.localhost', {
      method: 'GET',
      url: '/api/user-role/',
      headers: { cookie },
    });
    expect(role.json()).toEqual({ role: 'admin' });
  });

  it('with a password, sends no link and the owner signs in with it', async () => {
    const res = await create({
      slug: 'capes',
      name: 'Capes & Cowls',
      domains: ['capes.localhost'],
      app_type: 'website',
      owner_email: 'cap@capes.example',
      owner_username: 'capeowner',
      owner_password: 'capes-pass-123',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().set_password_link).toBeNull();
    expect(res.json().store.app_type).toBe('website');
    const login = await signIn('capes.localhost', 'capeowner', 'capes-pass-123');
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ ...COMICS, slug: 'Bad Slug!' }, 400, 'slug'],
    [{ ...COMICS, slug: 'comics2', domains: [] }, 400, 'domains'],
    [{ ...COMICS, slug: 'comics2', domains: ['http://x.localhost:80'] }, 400, 'domains.0'],
    [{ ...COMICS, slug: 'comics2', owner_email: 'nope' }, 400, 'owner_email'],
    [{ ...COMICS, slug: 'comics2', owner_password: 'short' }, 400, 'owner_password'],
    [{ ...COMICS, domains: ['comics3.localhost'] }, 409, 'slug'],
    [{ ...COMICS, slug: 'comics2', domains: ['new.localhost', 'outdoor.localhost'] }, 409, 'domains'],
    [{ ...COMICS, slug: 'comics2', domains: ['platform.localhost'] }, 400, 'domains'],
    [{ ...COMICS, slug: 'comics2', domains: ['c2.localhost'], name: 'Comics\r\nBcc: x@y.z' }, 400, 'name'],
    [{ ...COMICS, slug: 'comics2', domains: ['c2.localhost'], name: 'C'.repeat(101) }, 400, 'name'],
  ])('refuses %j with %i on %s, creating nothing', async (payload, status, field) => {
    const before = (await listed()).length;
    const res = await create(payload);
    expect(res.statusCode).toBe(status);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await listed()).toHaveLength(before);
  });
});

describe('listing stores', () => {
  it('gives every store with its domains, status and counts', async () => {
    const stores = await listed();
    expect(stores.map((s) => s.slug)).toEqual(['agency', 'cards', 'outdoor', 'warehouse', 'comics', 'capes']);
    expect(stores[2]).toMatchObject({
      slug: 'outdoor',
      domains: ['outdoor.localhost'],
      status: 'active',
      products: 0,
      orders: 0,
      users: 7,
    });
  });
});

describe('suspending a store', () => {
  const suspend = (slug: string, action = 'suspend') =>
    platformCall(t, ops, { method: 'POST', url: `/api/platform/stores/${slug}/${action}/` });

  it('answers every page and call of it with 503 until it is resumed; other stores go on', async () => {
    const res = await suspend('capes');
    expect(res.statusCode).toBe(200);
    expect(res.json().store.status).toBe('suspended');
    const page = await injectAs(t.app, 'capes.localhost', { method: 'GET', url: '/products/1' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Capes &amp; Cowls is closed for now</h1>');
    for (const url of ['/api/tenant-info/', '/api/ecommerce/products/', '/api/auth/user/profile/']) {
      const call = await injectAs(t.app, 'capes.localhost', { method: 'GET', url });
      expect([url, call.statusCode, call.json()]).toEqual([
        url,
        503,
        { error: 'This store is closed for now. Please come back later.' },
      ]);
    }
    const login = await injectAs(t.app, 'capes.localhost', {
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'capeowner', password: 'capes-pass-123' },
    });
    expect(login.statusCode).toBe(503);
    expect(
      (await injectAs(t.app, 'capes.localhost', { method: 'GET', url: '/api/health/' })).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(t.app, 'comics.localhost', { method: 'GET', url: '/api/tenant-info/' })).statusCode,
    ).toBe(200);

    expect((await suspend('capes', 'resume')).json().store.status).toBe('active');
    expect(
      (await injectAs(t.app, 'capes.localhost', { method: 'GET', url: '/api/tenant-info/' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for a store that does not exist', async () => {
    const res = await suspend('nosuch');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No store with slug "nosuch"');
  });
});

describe('adding a domain', () => {
  const add = (slug: string, domain: string) =>
    platformCall(t, ops, {
      method: 'POST',
      url: `/api/platform/stores/${slug}/domains/`,
      payload: { domain },
    });

  it('serves the store on it at once; the first domain stays the primary one', async () => {
    expect(
      (await injectAs(t.app, 'capes.example.net', { method: 'GET', url: '/api/tenant-info/' })).json().tenant
        .slug,
    ).toBeNull();
    const res = await add('capes', 'Capes.Example.NET');
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      domains: ['capes.localhost', 'capes.example.net'],
      url: 'http://capes.localhost:8000',
    });
    const info = await injectAs(t.app, 'capes.example.net', { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json().tenant.slug).toBe('capes');
  });

  it('refuses a domain of another store (409), the platform host and a malformed one (400)', async () => {
    expect((await add('capes', 'cards.localhost')).statusCode).toBe(409);
    expect((await add('capes', 'platform.localhost')).statusCode).toBe(400);
    expect((await add('capes', 'no spaces.localhost')).statusCode).toBe(400);
    expect((await add('nosuch', 'free.localhost')).statusCode).toBe(404);
  });
});
