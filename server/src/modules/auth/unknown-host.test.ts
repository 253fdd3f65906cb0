import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { outbox } from '../../platform/mail.tables.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { mailedToken, post } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ATTACKER = 'attacker.example:8443';
const NO_STORE = 'There is no store at this address.';

const mailsTo = async (to: string) => {
  const store = t.stores.cards!;
  return withTenant(t.handle.db, store.id, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, store.id), eq(outbox.to, to))),
  );
};

// Decision 013: a host that is none of a store's domains has no store at all (it was the default store's
// public catalogue with every account call refused, decision 010).
describe('a host the server does not know', () => {
  it('gets no password reset: 404 and no e-mail', async () => {
    const res = await post(t, ATTACKER, '/api/auth/password-reset/', { email: 'shopper@cards.example' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NO_STORE });
    expect(await mailsTo('shopper@cards.example')).toEqual([]);
  });

  it.each([
    ['POST', '/api/auth/login/', { username: 'shopper', password: 'demo-pass-123' }],
    ['POST', '/api/auth/register/', { username: 'x', email: 'x@example.com' }],
    ['POST', '/api/auth/resend-verification/', { email: 'shopper@cards.example' }],
    ['POST', '/api/auth/verify-email/', { token: 'x' }],
    ['POST', '/api/auth/password-reset/confirm/', { token: 'x', password: 'p', password_confirm: 'p' }],
    ['POST', '/api/auth/logout/', undefined],
    ['GET', '/api/auth/user/profile/', undefined],
    ['GET', '/api/user/profile/', undefined],
    ['GET', '/api/user-role/', undefined],
    ['GET', '/api/addresses/', undefined],
    ['GET', '/api/wishlist/', undefined],
    ['GET', '/api/ecommerce/products/', undefined],
  ] as const)('answers %s %s with 404 "no store here"', async (method, url, payload) => {
    const res =
      method === 'POST'
        ? await post(t, ATTACKER, url, payload)
        : await injectAs(t.app, ATTACKER, { method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(NO_STORE);
  });

  it('signs no one in with a session cookie', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const res = await injectAs(t.app, ATTACKER, {
      method: 'PATCH',
      url: '/api/user/profile/',
      payload: { first_name: 'Mallory' },
      headers: { ...headers, host: ATTACKER },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers its pages with the platform’s "No store here" page', async () => {
    const res = await injectAs(t.app, ATTACKER, { method: 'GET', url: '/products' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<h1>No store here</h1>');
    expect(res.body).toContain('href="http://platform.localhost:8000/"');
  });
});

describe('links in e-mails', () => {
  it('open the store’s primary domain, whatever Host the request came with', async () => {
    const res = await post(t, 'LOCALHOST:9999', '/api/auth/password-reset/', {
      email: 'staff@cards.example',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('staff@cards.example');
    const token = await mailedToken(t, 'cards', 'staff@cards.example');
    expect(mail!.body).toContain(`http://cards.localhost:8000/password-reset/confirm?token=${token}\n`);
  });

  it('verification links too, for each store', async () => {
    const res = await post(t, '127.0.0.1', '/api/auth/register/', {
      username: 'linkcheck',
      email: 'linkcheck@example.com',
      password: 'long-enough-1',
      password_confirm: 'long-enough-1',
      terms_accepted: true,
    });
    expect(res.statusCode).toBe(201);
    const token = await mailedToken(t, 'cards', 'linkcheck@example.com');
    const [mail] = await mailsTo('linkcheck@example.com');
    expect(mail!.body).toContain(`http://cards.localhost:8000/verify-email?token=${token}\n`);
  });
});
