import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNSAFE: [string, string, object?][] = [
  ['POST', '/api/auth/login/', { username: 'shopper', password: 'demo-pass-123' }],
  ['POST', '/api/auth/register/', {}],
  ['POST', '/api/auth/logout/'],
  ['POST', '/api/auth/password-reset/', { email: 'shopper@cards.example' }],
  ['POST', '/api/auth/password-reset/confirm/', {}],
  ['POST', '/api/auth/verify-email/', { token: 'x' }],
  ['POST', '/api/auth/resend-verification/', { email: 'shopper@cards.example' }],
  ['PATCH', '/api/user/profile/', { bio: 'x' }],
  ['PUT', '/api/user/settings/', {}],
  ['POST', '/api/user/change-password/', { currentPassword: 'demo-pass-123', newPassword: 'another-pass-1' }],
  ['POST', '/api/addresses/', {}],
  ['PUT', '/api/addresses/1/', {}],
  ['DELETE', '/api/addresses/1/'],
  ['POST', '/api/wishlist/', { product: 1 }],
  ['DELETE', '/api/wishlist/1/'],
];

describe('CSRF on every unsafe auth and account call', () => {
  it.each(UNSAFE)('%s %s without X-CSRFToken answers 403', async (method, url, payload) => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const { 'x-csrftoken': _token, ...withoutToken } = headers;
    const res = await t.app.inject({ method: method as 'POST', url, headers: withoutToken, payload });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('CSRF token missing or invalid. Refresh the page and try again.');
  });

  it('leaves the session signed in after the refused calls', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const { 'x-csrftoken': _token, ...withoutToken } = headers;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: withoutToken });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user/profile/', headers });
    expect(me.json().username).toBe('shopper');
  });
});
