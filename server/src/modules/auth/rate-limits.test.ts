import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, type TestApp } from '../../test/test-app.ts';
import { post } from './auth.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { authRateLimit: { perIp: 6, perAccount: 3, windowMs: 60_000 } } });
});
afterAll(() => t.close());

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
  it('stop password guesses on one account from many addresses with 429', async () => {
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
    expect(res.json().error).toMatch(/^Too many attempts\. Please wait 1 minute and try again\.$/);
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
