import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, csrfFor, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { signCliCall } from './cli-signature.ts';
import { createOperator } from './operators.ts';
import {
  addOperator,
  OPERATOR,
  PLATFORM,
  platformBrowser,
  platformCall,
} from '../../test/platform.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addOperator(t);
});
afterAll(() => t.close());

const STORES = '/api/platform/stores/';

describe('the platform console', () => {
  it('answers its calls to a signed-in operator only', async () => {
    const guest = await platformBrowser(t, { signIn: false });
    const res = await platformCall(t, guest, { method: 'GET', url: STORES });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Sign in as a platform operator' });
    const ops = await platformBrowser(t);
    expect((await platformCall(t, ops, { method: 'GET', url: STORES })).statusCode).toBe(200);
    const session = await platformCall(t, ops, { method: 'GET', url: '/api/platform/session/' });
    expect(session.json()).toEqual({
      operator: { id: 1, email: OPERATOR.email, name: OPERATOR.name },
    });
  });

  it('never lets a store admin in: not with their session, not with their password', async () => {
    const admin = await signInAs(t, 'cards', 'admin');
    // The admin's own cookies, sent to the platform host.
    const res = await injectAs(t.app, PLATFORM, {
      method: 'GET',
      url: STORES,
      headers: { ...admin.headers, host: PLATFORM },
    });
    expect(res.statusCode).toBe(401);
    const csrf = await csrfFor(t.app, PLATFORM);
    const login = await injectAs(t.app, PLATFORM, {
      method: 'POST',
      url: '/api/platform/login/',
      payload: { email: 'admin@cards.example', password: 'demo-pass-123' },
      headers: csrf.headers,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ error: 'Invalid email or password' });
  });

  it('is not reachable on a store’s host, even by a signed-in admin (404)', async () => {
    const admin = await signInAs(t, 'cards', 'admin');
    for (const [method, url] of [
      ['GET', STORES],
      ['GET', '/api/platform/session/'],
      ['POST', '/api/platform/stores/outdoor/suspend/'],
      ['DELETE', '/api/platform/stores/outdoor/'],
    ] as const) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method,
        url,
        headers: admin.headers,
        payload: { confirm: 'outdoor' },
      });
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
    const outdoor = await injectAs(t.app, 'outdoor.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(outdoor.statusCode).toBe(200);
  });

  it('gives an operator’s session nothing on a store’s host', async () => {
    const ops = await platformBrowser(t);
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/auth/user/profile/',
      headers: { cookie: ops.headers.cookie },
    });
    expect(res.json()).toEqual({ is_authenticated: false });
  });

  it('refuses a wrong operator password, and signs out', async () => {
    const csrf = await csrfFor(t.app, PLATFORM);
    const wrong = await injectAs(t.app, PLATFORM, {
      method: 'POST',
      url: '/api/platform/login/',
      payload: { email: OPERATOR.email, password: 'not-the-password' },
      headers: csrf.headers,
    });
    expect(wrong.statusCode).toBe(401);
    const ops = await platformBrowser(t);
    expect((await platformCall(t, ops, { method: 'POST', url: '/api/platform/logout/' })).statusCode).toBe(
      204,
    );
    expect((await platformCall(t, ops, { method: 'GET', url: STORES })).statusCode).toBe(401);
  });

  it('answers other API calls on the platform host with "no store here"', async () => {
    const res = await injectAs(t.app, PLATFORM, { method: 'GET', url: '/api/ecommerce/products/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'There is no store at this address.' });
    const info = await injectAs(t.app, PLATFORM, { method: 'GET', url: '/api/tenant-info/' });
    expect(info.json()).toMatchObject({ tenant: { name: null, slug: null }, platform: true });
  });
});

describe('the store CLI through a running server', () => {
  const signed = (method: string, url: string, { at = Date.now(), body = '' } = {}) => ({
    'x-platform-cli': signCliCall(t.app.config.secretKey, method, url, body, at),
  });

  it('is let in with a fresh signature from this machine', async () => {
    const res = await injectAs(t.app, PLATFORM, {
      method: 'GET',
      url: STORES,
      headers: signed('GET', STORES),
    });
    expect(res.statusCode).toBe(200);
  });

  it('is refused with another key, an old signature, another URL or from another machine', async () => {
    const other = { 'x-platform-cli': signCliCall('x'.repeat(64), 'GET', STORES) };
    for (const headers of [
      other,
      signed('GET', STORES, { at: Date.now() - 120_000 }),
      signed('GET', '/api/platform/session/'),
    ]) {
      const res = await injectAs(t.app, PLATFORM, { method: 'GET', url: STORES, headers });
      expect(res.statusCode).toBe(401);
    }
    const remote = await t.app.inject({
      method: 'GET',
      url: STORES,
      remoteAddress: '203.0.113.9',
      headers: { host: PLATFORM, ...signed('GET', STORES) },
    });
    expect(remote.statusCode).toBe(401);
  });

  it('alone creates operators (an operator’s session may not)', async () => {
    const ops = await platformBrowser(t);
    const payload = { email: 'second@platform.example', name: 'Second', password: 'second-pass-1' };
    const bySession = await platformCall(t, ops, {
      method: 'POST',
      url: '/api/platform/operators/',
      payload,
    });
    expect(bySession.statusCode).toBe(403);
    const csrf = await csrfFor(t.app, PLATFORM);
    const byCli = await injectAs(t.app, PLATFORM, {
      method: 'POST',
      url: '/api/platform/operators/',
      payload,
      headers: {
        ...csrf.headers,
        ...signed('POST', '/api/platform/operators/', { body: JSON.stringify(payload) }),
      },
    });
    expect(byCli.statusCode).toBe(201);
    expect(byCli.json().operator).toMatchObject({ email: 'second@platform.example', name: 'Second' });
  });

  it('signs the body and each call once: a replay with the same or another body is refused', async () => {
    const csrf = await csrfFor(t.app, PLATFORM);
    const url = '/api/platform/operators/';
    const payload = { email: 'fourth@platform.example', name: 'Fourth', password: 'fourth-pass-1' };
    const signature = signed('POST', url, { body: JSON.stringify(payload) });
    const send = (body: object, headers: Record<string, string>) =>
      injectAs(t.app, PLATFORM, {
        method: 'POST',
        url,
        payload: body,
        headers: { ...csrf.headers, ...headers },
      });
    const evil = { email: 'evil@platform.example', name: 'Evil', password: 'evil-pass-123' };
    // Another body under a signature made for this one: refused, and the nonce is not spent.
    expect((await send(evil, signature)).statusCode).toBe(401);
    expect((await send(payload, signature)).statusCode).toBe(201);
    // The same call again, then the captured signature with another body: both refused.
    const again = await send(payload, signature);
    expect([again.statusCode, again.json().error]).toEqual([401, 'Sign in as a platform operator']);
    expect((await send(evil, signature)).statusCode).toBe(401);
    const operators = await queryRows<{ email: string }>(
      t.handle.db,
      sql`select email from platform_operators where email in ('fourth@platform.example', 'evil@platform.example')`,
    );
    expect(operators).toEqual([{ email: 'fourth@platform.example' }]);
    // A body-less call signs the empty body: a body added later breaks it.
    const listed = signed('GET', STORES);
    expect(
      (await injectAs(t.app, PLATFORM, { method: 'GET', url: STORES, headers: listed })).statusCode,
    ).toBe(200);
    expect(
      (await injectAs(t.app, PLATFORM, { method: 'GET', url: STORES, headers: listed })).statusCode,
    ).toBe(401);
  });

  it('limits sign-in per operator account too: failures from many addresses make the account wait', async () => {
    await createOperator(t.handle.db, {
      email: 'third@platform.example',
      name: 'Third',
      password: 'third-pass-1',
    });
    const csrf = await csrfFor(t.app, PLATFORM);
    const attempt = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/platform/login/',
        remoteAddress: `198.51.100.${i}`,
        payload: { email: 'Third@platform.example', password },
        headers: { host: PLATFORM, ...csrf.headers },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await attempt('wrong-guess', i)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await attempt('third-pass-1', 7);
    expect(right.statusCode).toBe(429);
    expect(right.json().error).toMatch(/^Too many attempts. Please wait \d+ seconds? and try again.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another operator is not held up.
    expect((await platformBrowser(t)).headers.cookie).toContain('csrftoken=');
  });
});
