import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';
import { cookiesOf, lastMail, mailedToken, post } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARDS = 'cards.localhost';
const profile = (cookie: string, host = CARDS) =>
  injectAs(t.app, host, { method: 'GET', url: '/api/auth/user/profile/', headers: { cookie } });
const login = (username: string, password: string, extra: object = {}) =>
  post(t, CARDS, '/api/auth/login/', { username, password, ...extra });

describe('GET /api/auth/user/profile/', () => {
  it('answers 200 with is_authenticated false when signed out', async () => {
    const res = await profile('');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_authenticated: false });
  });
});

describe('POST /api/auth/login/', () => {
  it('signs in by username and answers the user', async () => {
    const res = await login('shopper', 'demo-pass-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      is_authenticated: true,
      username: 'shopper',
      email: 'shopper@cards.example',
      first_name: 'Casey',
      role: 'customer',
      is_supplier: false,
    });
    const me = await profile(cookiesOf(res));
    expect(me.json()).toMatchObject({ is_authenticated: true, username: 'shopper' });
  });

  it('signs in by e-mail, in any letter case', async () => {
    const res = await login('Shopper@Cards.Example', 'demo-pass-123');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('shopper');
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const wrong = await login('shopper', 'wrong-password');
    const unknown = await login('nobody', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password.' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('requires username and password with the spec messages', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('is refused without the CSRF token', async () => {
    const res = await injectAs(t.app, CARDS, {
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'shopper', password: 'demo-pass-123' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('rotates the session id: the old cookie no longer signs anyone in', async () => {
    const first = await login('shopper', 'demo-pass-123');
    const old = cookiesOf(first);
    const second = await post(
      t,
      CARDS,
      '/api/auth/login/',
      { username: 'staff', password: 'demo-pass-123' },
      old,
    );
    const fresh = second.cookies.find((c) => c.name === 'sessionid')!.value;
    expect(old).not.toContain(fresh);
    expect((await profile(old)).json()).toEqual({ is_authenticated: false });
    expect((await profile(`sessionid=${fresh}`)).json().username).toBe('staff');
  });

  it('mints a new CSRF token at sign-in', async () => {
    const res = await login('shopper', 'demo-pass-123');
    expect(res.cookies.find((c) => c.name === 'csrftoken')?.value).toMatch(/\./);
  });

  it('keeps a session for 30 days with remember_me, and for the browser session without it', async () => {
    const remembered = await login('shopper', 'demo-pass-123', { remember_me: true });
    const cookie = remembered.cookies.find((c) => c.name === 'sessionid')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const short = await login('shopper', 'demo-pass-123');
    expect(short.cookies.find((c) => c.name === 'sessionid')!.maxAge).toBeUndefined();
  });

  it('does not sign in on another store with this store’s user', async () => {
    const res = await post(t, 'outdoor.localhost', '/api/auth/login/', {
      username: 'shopper@cards.example',
      password: 'demo-pass-123',
    });
    expect(res.statusCode).toBe(401);
  });

  it('leaves the session worthless on another store’s host', async () => {
    const res = await login('shopper', 'demo-pass-123');
    const replayed = await profile(cookiesOf(res), 'outdoor.localhost');
    expect(replayed.json()).toEqual({ is_authenticated: false });
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the session on the server, not only in the browser', async () => {
    const signedIn = cookiesOf(await login('shopper', 'demo-pass-123'));
    const out = await post(t, CARDS, '/api/auth/logout/', undefined, signedIn);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been signed out.' });
    expect((await profile(signedIn)).json()).toEqual({ is_authenticated: false });
  });

  it('reads a JSON content type with an empty body as no body', async () => {
    const signedIn = cookiesOf(await login('shopper', 'demo-pass-123'));
    const csrf = await csrfFor(t.app, CARDS);
    const out = await injectAs(t.app, CARDS, {
      method: 'POST',
      url: '/api/auth/logout/',
      payload: '',
      headers: {
        'content-type': 'application/json',
        'x-csrftoken': csrf.token,
        cookie: `${csrf.cookie}; ${signedIn}`,
      },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(signedIn)).json()).toEqual({ is_authenticated: false });
  });

  it('still refuses a body that is not JSON with 400', async () => {
    const csrf = await csrfFor(t.app, CARDS);
    const out = await injectAs(t.app, CARDS, {
      method: 'POST',
      url: '/api/auth/login/',
      payload: '{"username":',
      headers: { 'content-type': 'application/json', ...csrf.headers },
    });
    expect(out.statusCode).toBe(400);
  });
});

describe('GET /api/user-role/', () => {
  it('answers the role of the signed-in user and 401 when signed out', async () => {
    const cookie = cookiesOf(await login('nova_cards', 'demo-pass-123'));
    const res = await injectAs(t.app, CARDS, { method: 'GET', url: '/api/user-role/', headers: { cookie } });
    expect(res.json()).toEqual({ role: 'supplier' });
    const out = await injectAs(t.app, CARDS, { method: 'GET', url: '/api/user-role/' });
    expect(out.statusCode).toBe(401);
  });
});

const registration = (over: object = {}) => ({
  username: 'newbie',
  email: 'newbie@example.com',
  password: 'long-enough-1',
  password_confirm: 'long-enough-1',
  first_name: 'New',
  last_name: 'Bie',
  terms_accepted: true,
  ...over,
});

describe('POST /api/auth/register/', () => {
  it('creates an unverified customer, signs them in and mails a verification link for this host', async () => {
    const res = await post(t, 'cards.localhost:8000', '/api/auth/register/', registration());
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      username: 'newbie',
      email: 'newbie@example.com',
      role: 'customer',
      email_verified: false,
    });
    expect((await profile(cookiesOf(res))).json().username).toBe('newbie');
    const token = await mailedToken(t, 'cards', 'newbie@example.com');
    expect(token.length).toBeGreaterThan(30);
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters long'],
    [{ username: '' }, 'username', 'Username must be at least 3 characters long'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ email: '' }, 'email', 'Please enter a valid email address'],
    [
      { password: 'short', password_confirm: 'short' },
      'password',
      'Password must be at least 8 characters long',
    ],
    [{ password_confirm: '' }, 'password_confirm', 'Please confirm your password'],
    [{ password_confirm: 'different-1' }, 'password_confirm', 'Passwords do not match'],
    [{ terms_accepted: false }, 'terms_accepted', 'You must accept the terms and conditions'],
  ])('refuses %o: %s says "%s"', async (over, field, message) => {
    const res = await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'valid_name', ...over }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses a username already used in this store, in any letter case (usernames are public)', async () => {
    const dupName = await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'SHOPPER', email: 'x1@example.com' }),
    );
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().fields).toEqual({ username: 'A user with that username already exists.' });
  });

  it('answers a taken e-mail exactly like a new account, creates nothing and mails the owner', async () => {
    const fresh = await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'fresh1', email: 'fresh1@example.com' }),
    );
    const taken = await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'other1', email: 'Shopper@cards.example' }),
    );
    expect(taken.statusCode).toBe(fresh.statusCode);
    const [a, b] = [fresh.json().user, taken.json().user];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toMatchObject({ username: 'other1', email: 'Shopper@cards.example', role: 'customer' });
    expect(b.id).toBeGreaterThan(a.id);
    expect(taken.cookies.map((c) => c.name).sort()).toEqual(fresh.cookies.map((c) => c.name).sort());
    expect((await profile(cookiesOf(taken))).json()).toEqual({ is_authenticated: false });
    expect((await login('other1', 'long-enough-1')).statusCode).toBe(401);
    expect((await login('shopper', 'demo-pass-123')).statusCode).toBe(200);
    const notice = await lastMail(t, 'cards', 'shopper@cards.example');
    expect(notice.subject).toBe('Someone tried to register with your email address at Arcane Vault Games');
    expect(notice.body).toContain('No new account was created.');
    expect(notice.body).toContain('http://cards.localhost:8000/password-reset\n');
  });

  it('allows the same username in another store', async () => {
    const res = await post(
      t,
      'outdoor.localhost',
      '/api/auth/register/',
      registration({ email: 'newbie@outdoor.test' }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/auth/verify-email/', () => {
  it('verifies once; the same link then fails', async () => {
    const reg = await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'verifier', email: 'verifier@example.com' }),
    );
    const token = await mailedToken(t, 'cards', 'verifier@example.com');
    const ok = await post(t, CARDS, '/api/auth/verify-email/', { token });
    expect(ok.json()).toEqual({ message: 'Your email address has been verified.' });
    expect((await profile(cookiesOf(reg))).json().email_verified).toBe(true);
    const again = await post(t, CARDS, '/api/auth/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This verification link is invalid or has expired.');
  });

  it('does not work on another store', async () => {
    await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'crosser', email: 'crosser@example.com' }),
    );
    const token = await mailedToken(t, 'cards', 'crosser@example.com');
    const res = await post(t, 'outdoor.localhost', '/api/auth/verify-email/', { token });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/resend-verification/', () => {
  it('mails a new link to an unverified user and voids the old one', async () => {
    await post(
      t,
      CARDS,
      '/api/auth/register/',
      registration({ username: 'resender', email: 'resender@example.com' }),
    );
    const first = await mailedToken(t, 'cards', 'resender@example.com');
    const res = await post(t, CARDS, '/api/auth/resend-verification/', { email: 'resender@example.com' });
    expect(res.statusCode).toBe(200);
    const second = await mailedToken(t, 'cards', 'resender@example.com');
    expect(second).not.toBe(first);
    expect((await post(t, CARDS, '/api/auth/verify-email/', { token: first })).statusCode).toBe(400);
    expect((await post(t, CARDS, '/api/auth/verify-email/', { token: second })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address, and checks the address', async () => {
    const known = await post(t, CARDS, '/api/auth/resend-verification/', { email: 'shopper@cards.example' });
    const unknown = await post(t, CARDS, '/api/auth/resend-verification/', { email: 'ghost@example.com' });
    expect(unknown.json()).toEqual(known.json());
    const bad = await post(t, CARDS, '/api/auth/resend-verification/', { email: 'nope' });
    expect(bad.json().fields).toEqual({ email: 'Please enter a valid email address' });
    const empty = await post(t, CARDS, '/api/auth/resend-verification/', { email: '' });
    expect(empty.json().fields).toEqual({ email: 'Email is required' });
  });
});

describe('sign-in by a name that is also an address', () => {
  it('signs in whichever of the two accounts the password belongs to', async () => {
    const first = await post(t, CARDS, '/api/auth/register/', {
      ...registration({ username: 'owner', email: 'owner@example.com' }),
    });
    expect(first.statusCode).toBe(201);
    const tricky = await post(t, CARDS, '/api/auth/register/', {
      ...registration({
        username: 'owner@example.com',
        email: 'tricky@example.com',
        password: 'tricky-pass-1',
        password_confirm: 'tricky-pass-1',
      }),
    });
    expect(tricky.statusCode).toBe(201);
    const res = await login('owner@example.com', 'tricky-pass-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('owner@example.com');
    const owner = await login('owner@example.com', 'long-enough-1');
    expect(owner.json().user.username).toBe('owner');
  });
});
