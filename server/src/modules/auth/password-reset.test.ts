import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withTenant } from '../../db/tenant-scope.ts';
import { outbox } from '../../platform/mail.tables.ts';
import { createTestApp, injectAs, type TestApp } from '../../test/test-app.ts';
import { cookiesOf, mailedToken, post } from './auth.test-helpers.ts';
import { authTokens } from './auth.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CARDS = 'cards.localhost';
const reset = (email: string, host = CARDS) => post(t, host, '/api/auth/password-reset/', { email });
const confirm = (token: string, password = 'brand-new-pass', confirmation = password) =>
  post(t, CARDS, '/api/auth/password-reset/confirm/', { token, password, password_confirm: confirmation });
const login = (username: string, password: string) =>
  post(t, CARDS, '/api/auth/login/', { username, password });
const mailCount = async (slug: string, to: string) => {
  const store = t.stores[slug]!;
  const rows = await withTenant(t.handle.db, store.id, (tx) =>
    tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, store.id), eq(outbox.to, to))),
  );
  return rows.length;
};

describe('POST /api/auth/password-reset/', () => {
  it('answers identically for a known and an unknown address, and mails only the known one', async () => {
    const known = await reset('staff@cards.example');
    const unknown = await reset('nobody@cards.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({
      message: 'If an account exists for that email address, we have sent a link to reset its password.',
    });
    expect(await mailCount('cards', 'staff@cards.example')).toBe(1);
    expect(await mailCount('cards', 'nobody@cards.example')).toBe(0);
  });

  it('links to the reset screen of the store’s primary domain', async () => {
    await reset('admin@cards.example', 'localhost:3000');
    const store = t.stores.cards!;
    const [mail] = await withTenant(t.handle.db, store.id, (tx) =>
      tx.select().from(outbox).where(eq(outbox.to, 'admin@cards.example')),
    );
    expect(mail!.body).toMatch(/http:\/\/cards\.localhost:8000\/password-reset\/confirm\?token=[\w-]{40,}/);
  });

  it('stores the token hashed, never in clear', async () => {
    await reset('nova_cards@cards.example');
    const token = await mailedToken(t, 'cards', 'nova_cards@cards.example');
    const rows = await withTenant(t.handle.db, t.stores.cards!.id, (tx) => tx.select().from(authTokens));
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('checks the address with the spec messages', async () => {
    expect((await reset('')).json().fields).toEqual({ email: 'Email is required' });
    expect((await reset('bad@')).json().fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('POST /api/auth/password-reset/confirm/', () => {
  it('sets the new password once, ends existing sessions, and the link then fails', async () => {
    const session = cookiesOf(await login('dragonhoard', 'demo-pass-123'));
    await reset('dragonhoard@cards.example');
    const token = await mailedToken(t, 'cards', 'dragonhoard@cards.example');
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Your password has been set. You are signed in.',
      user: { username: 'dragonhoard', role: 'supplier' },
    });
    // The answer signs the person in: its cookie opens their account.
    const signedIn = await injectAs(t.app, CARDS, {
      method: 'GET',
      url: '/api/auth/user/profile/',
      headers: { cookie: cookiesOf(ok) },
    });
    expect(signedIn.json()).toMatchObject({ username: 'dragonhoard' });
    expect((await login('dragonhoard', 'demo-pass-123')).statusCode).toBe(401);
    expect((await login('dragonhoard', 'brand-new-pass')).statusCode).toBe(200);
    const me = await injectAs(t.app, CARDS, {
      method: 'GET',
      url: '/api/auth/user/profile/',
      headers: { cookie: session },
    });
    expect(me.json()).toEqual({ is_authenticated: false });
    const again = await confirm(token, 'another-pass-1');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('This password reset link is invalid or has expired.');
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    await reset('admin@cards.example');
    const token = await mailedToken(t, 'cards', 'admin@cards.example');
    const both = await Promise.all([confirm(token, 'parallel-one-1'), confirm(token, 'parallel-two-2')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a token older than one hour', async () => {
    await reset('mintcondition@cards.example');
    const token = await mailedToken(t, 'cards', 'mintcondition@cards.example');
    vi.useFakeTimers({ now: Date.now() + 61 * 60 * 1000, toFake: ['Date'] });
    try {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    expect((await login('mintcondition', 'demo-pass-123')).statusCode).toBe(200);
  });

  it('voids an earlier link when a new one is requested', async () => {
    await reset('toploader_tom@cards.example');
    const first = await mailedToken(t, 'cards', 'toploader_tom@cards.example');
    await reset('toploader_tom@cards.example');
    expect((await confirm(first)).statusCode).toBe(400);
  });

  it('refuses another store’s token', async () => {
    await reset('shopper@outdoor.example', 'outdoor.localhost');
    const token = await mailedToken(t, 'outdoor', 'shopper@outdoor.example');
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('checks the new password with the spec messages', async () => {
    expect((await confirm('x', 'short')).json().fields).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    expect((await confirm('x', 'long-enough-1', 'long-enough-2')).json().fields).toEqual({
      password_confirm: 'Passwords do not match',
    });
  });
});
