import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { requireUser } from '../../platform/session-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.get('/api/test/whoami/', async (request) => ({ user: request.ctx.user }));
      app.get('/api/test/private/', async (request) => requireUser(request.ctx));
    },
  });
});
afterAll(() => t.close());

describe('sessions', () => {
  it('sign the user in on the store that issued them', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const res = await t.app.inject({ method: 'GET', url: '/api/test/whoami/', headers });
    expect(res.json().user).toMatchObject({ username: 'shopper', role: 'customer' });
  });

  it('sign no one in when the cookie is replayed on another store’s host', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const res = await injectAs(t.app, 'outdoor.localhost', {
      method: 'GET',
      url: '/api/test/whoami/',
      headers: { cookie: headers.cookie },
    });
    expect(res.json().user).toBeNull();
  });

  it('answer 401 for a private route without a session', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/test/private/',
      headers: { cookie: 'sessionid=forged' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Authentication required' });
  });
});
