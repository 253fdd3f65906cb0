import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
async function post(_t: TestApp, host: string, url: string, payload: object) {
  const csrf = await csrfFor(t.app, host);
  return injectAs(t.app, host, { method: 'POST', url, payload, headers: csrf.headers });
}

type Headers = Awaited<ReturnType<typeof signInAs>>['headers'];
const call = (headers: Headers, method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

describe('/api/user/profile/', () => {
  it('answers 401 when signed out', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/user/profile/' });
    expect(res.statusCode).toBe(401);
  });

  it('saves edits so they survive a reload', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const res = await call(headers, 'PATCH', '/api/user/profile/', {
      first_name: 'Cassie',
      last_name: 'Shop',
      phone: '555-0100',
      bio: 'Collects foils.',
    });
    expect(res.statusCode).toBe(200);
    const again = await call(headers, 'GET', '/api/user/profile/');
    expect(again.json()).toMatchObject({
      first_name: 'Cassie',
      last_name: 'Shop',
      phone: '555-0100',
      bio: 'Collects foils.',
      email: 'shopper@cards.example',
      email_verified: true,
    });
  });

  it('lets a customer become a supplier and back, never staff or admin', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const toSupplier = await call(headers, 'PATCH', '/api/user/profile/', { role: 'supplier' });
    expect(toSupplier.json()).toMatchObject({ role: 'supplier', is_supplier: true });
    const toAdmin = await call(headers, 'PATCH', '/api/user/profile/', { role: 'admin' });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json().fields).toEqual({ role: 'Choose customer or supplier' });
    const back = await call(headers, 'PATCH', '/api/user/profile/', { role: 'customer' });
    expect(back.json().role).toBe('customer');
  });

  it('keeps staff and admin accounts’ type', async () => {
    const { headers } = await signInAs(t, 'cards', 'staff');
    const res = await call(headers, 'PATCH', '/api/user/profile/', { role: 'customer' });
    expect(res.statusCode).toBe(403);
    expect((await call(headers, 'GET', '/api/user/profile/')).json().role).toBe('staff');
  });

  it('refuses an e-mail address another user has, and unverifies a changed one', async () => {
    const { headers } = await signInAs(t, 'cards', 'mintcondition');
    const taken = await call(headers, 'PATCH', '/api/user/profile/', { email: 'STAFF@cards.example' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: 'A user with that email already exists.' });
    const bad = await call(headers, 'PATCH', '/api/user/profile/', { email: 'nope' });
    expect(bad.json().fields).toEqual({ email: 'Please enter a valid email address' });
    const ok = await call(headers, 'PATCH', '/api/user/profile/', { email: 'milo@example.com' });
    expect(ok.json()).toMatchObject({ email: 'milo@example.com', email_verified: false });
  });

  it('is refused without the CSRF token', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const { 'x-csrftoken': _dropped, ...noToken } = headers;
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile/',
      headers: noToken,
      payload: { bio: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('/api/user/settings/', () => {
  const settings = {
    emailNotifications: false,
    smsNotifications: true,
    marketingEmails: true,
    orderUpdates: false,
    priceAlerts: true,
    profileVisibility: 'friends',
    dataSharing: true,
    analyticsTracking: true,
  };

  it('answers the defaults, then what was saved, per user', async () => {
    const a = await signInAs(t, 'cards', 'nova_cards');
    const b = await signInAs(t, 'cards', 'dragonhoard');
    expect((await call(a.headers, 'GET', '/api/user/settings/')).json()).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      marketingEmails: false,
      orderUpdates: true,
      priceAlerts: false,
      profileVisibility: 'private',
      dataSharing: false,
      analyticsTracking: false,
    });
    expect((await call(a.headers, 'PUT', '/api/user/settings/', settings)).statusCode).toBe(200);
    expect((await call(a.headers, 'GET', '/api/user/settings/')).json()).toEqual(settings);
    expect((await call(b.headers, 'GET', '/api/user/settings/')).json().profileVisibility).toBe('private');
  });

  it('refuses an unknown visibility and a missing field', async () => {
    const { headers } = await signInAs(t, 'cards', 'nova_cards');
    const res = await call(headers, 'PUT', '/api/user/settings/', {
      ...settings,
      profileVisibility: 'everyone',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.profileVisibility).toBeDefined();
    const { dataSharing: _d, ...partial } = settings;
    expect((await call(headers, 'PUT', '/api/user/settings/', partial)).statusCode).toBe(400);
  });
});

describe('/api/user/change-password/', () => {
  const login = (password: string) =>
    post(t, 'cards.localhost', '/api/auth/login/', { username: 'toploader_tom', password });

  it('checks the current password and the 8-character minimum', async () => {
    const { headers } = await signInAs(t, 'cards', 'toploader_tom');
    const wrong = await call(headers, 'POST', '/api/user/change-password/', {
      currentPassword: 'not-it',
      newPassword: 'long-enough-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('Current password is incorrect.');
    const short = await call(headers, 'POST', '/api/user/change-password/', {
      currentPassword: 'demo-pass-123',
      newPassword: 'short',
    });
    expect(short.json().fields).toEqual({ newPassword: 'Password must be at least 8 characters long.' });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = cookiesOf(await login('demo-pass-123'));
    const mine = cookiesOf(await login('demo-pass-123'));
    const csrf = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/csrf-token/',
      headers: { cookie: mine },
    });
    const token = csrf.json().csrfToken;
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/user/change-password/',
      headers: { cookie: `${mine}`, 'x-csrftoken': token },
      payload: { currentPassword: 'demo-pass-123', newPassword: 'fresh-password-9' },
    });
    expect(res.statusCode).toBe(200);
    const who = (cookie: string) =>
      injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: '/api/auth/user/profile/',
        headers: { cookie },
      });
    expect((await who(mine)).json().username).toBe('toploader_tom');
    expect((await who(other)).json()).toEqual({ is_authenticated: false });
    expect((await login('demo-pass-123')).statusCode).toBe(401);
    expect((await login('fresh-password-9')).statusCode).toBe(200);
  });
});
