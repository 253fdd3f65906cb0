import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, csrfFor, type TestApp } from '../../test/test-app.ts';
import { mailedToken, post } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      authRateLimit: {
        perIp: 6,
        perAccount: 3,
        windowMs: 60_000,
        signInFreeFailures: 3,
        signInMaxDelayMs: 8_000,
      },
    },
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const fromIp = async (ip: string, url: string, payload: object) => {
  const csrf = await csrfFor(t.app, 'cards.localhost');
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { host: 'cards.localhost', ...csrf.headers },
  });
};

describe('abuse limits', () => {
  it('slow password guesses on one account from many addresses with growing delays', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await fromIp(`10.0.0.${i}`, '/api/auth/login/', { username: 'admin', password: `guess-${i}` }))
          .statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await fromIp('10.0.0.9', '/api/auth/login/', {
      username: 'ADMIN',
      password: 'demo-pass-123',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error).toBe('Too many attempts. Please wait 1 second and try again.');

    vi.useFakeTimers({ now: Date.now() + 1_100, toFake: ['Date'] });
    const next = await fromIp('10.0.0.10', '/api/auth/login/', { username: 'admin', password: 'guess-5' });
    expect(next.statusCode).toBe(401);
    const waiting = await fromIp('10.0.0.11', '/api/auth/login/', { username: 'admin', password: 'x' });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('2');
    vi.setSystemTime(Date.now() + 2_100);
    const owner = await fromIp('10.0.0.12', '/api/auth/login/', {
      username: 'admin',
      password: 'demo-pass-123',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('count failures per account, whether named by username or e-mail', async () => {
    const tries = ['dragonhoard', 'DragonHoard@cards.example', 'dragonhoard@CARDS.example'];
    const codes = [];
    for (const [i, username] of tries.entries())
      codes.push(
        (await fromIp(`10.6.0.${i}`, '/api/auth/login/', { username, password: 'wrong' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401]);
    const res = await fromIp('10.6.0.9', '/api/auth/login/', {
      username: 'dragonhoard',
      password: 'demo-pass-123',
    });
    expect(res.statusCode).toBe(429);
  });

  it('slow guesses at an identifier that names no account in the same way', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await fromIp(`10.7.0.${i}`, '/api/auth/login/', { username: 'ghost', password: 'x' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(
      (await fromIp('10.7.0.9', '/api/auth/login/', { username: 'ghost2', password: 'x' })).statusCode,
    ).toBe(401);
  });

  it('start an account afresh after a password reset', async () => {
    for (let i = 0; i < 3; i++)
      await fromIp(`10.8.0.${i}`, '/api/auth/login/', { username: 'mintcondition', password: 'wrong' });
    const blocked = await fromIp('10.8.0.9', '/api/auth/login/', {
      username: 'mintcondition',
      password: 'demo-pass-123',
    });
    expect(blocked.statusCode).toBe(429);
    await fromIp('10.8.1.1', '/api/auth/password-reset/', { email: 'mintcondition@cards.example' });
    const token = await mailedToken(t, 'cards', 'mintcondition@cards.example');
    const confirmed = await fromIp('10.8.1.2', '/api/auth/password-reset/confirm/', {
      token,
      password: 'a-new-password-1',
      password_confirm: 'a-new-password-1',
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await fromIp('10.8.1.3', '/api/auth/login/', {
      username: 'mintcondition',
      password: 'a-new-password-1',
    });
    expect(res.statusCode).toBe(200);
  });

  it('stop one address trying many accounts with 429', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push(
        (await fromIp('10.1.0.1', '/api/auth/login/', { username: `user${i}`, password: 'x' })).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
  });

  it('limit reset requests per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await fromIp(`10.2.0.${i}`, '/api/auth/password-reset/', { email: 'shopper@cards.example' }))
          .statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limit verification resends per address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await fromIp(`10.3.0.${i}`, '/api/auth/resend-verification/', { email: 'a@b.example' })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('limit registrations per address and per client', async () => {
    const body = (i: number) => ({
      username: `reg${i}`,
      email: `reg${i}@example.com`,
      password: 'long-enough-1',
      password_confirm: 'long-enough-1',
      terms_accepted: true,
    });
    const codes = [];
    for (let i = 0; i < 7; i++)
      codes.push((await fromIp('10.4.0.1', '/api/auth/register/', body(i))).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });

  it('count a successful sign-in as clearing the account’s failures', async () => {
    await fromIp('10.5.0.1', '/api/auth/login/', { username: 'staff', password: 'bad' });
    await fromIp('10.5.0.2', '/api/auth/login/', { username: 'staff', password: 'bad' });
    expect(
      (await fromIp('10.5.0.3', '/api/auth/login/', { username: 'staff', password: 'demo-pass-123' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await fromIp('10.5.0.4', '/api/auth/login/', { username: 'staff', password: 'bad' })).statusCode,
    ).toBe(401);
  });

  it('keep other stores’ limits apart', async () => {
    const res = await post(t, 'outdoor.localhost', '/api/auth/login/', {
      username: 'admin',
      password: 'demo-pass-123',
    });
    expect(res.statusCode).toBe(200);
  });
});
