import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../test/test-app.ts';

let testMode: TestApp;
let normal: TestApp;
beforeAll(async () => {
  testMode = await createTestApp({ config: { testRoutes: true } });
  normal = await createTestApp({ config: { testRoutes: false } });
});
afterAll(async () => {
  await testMode.close();
  await normal.close();
});

const requestReset = async (t: TestApp, host: string) => {
  const csrf = await csrfFor(t.app, host);
  return injectAs(t.app, host, {
    method: 'POST',
    url: '/api/auth/password-reset/',
    payload: { email: 'shopper@cards.example' },
    headers: csrf.headers,
  });
};

describe('the mail outbox', () => {
  it('keeps each message, marked sent, readable through the test-only route of its store', async () => {
    await requestReset(testMode, 'cards.localhost');
    const res = await injectAs(testMode.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/test/outbox/?to=shopper@cards.example',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().results;
    expect(mail).toMatchObject({
      to: 'shopper@cards.example',
      subject: 'Reset your password for Arcane Vault Games',
    });
    expect(mail.body).toContain('http://cards.localhost:8000/password-reset/confirm?token=');
    const other = await injectAs(testMode.app, 'outdoor.localhost', {
      method: 'GET',
      url: '/api/test/outbox/?to=shopper@cards.example',
    });
    expect(other.json().results).toEqual([]);
  });

  it('has no outbox route outside NODE_ENV=test', async () => {
    const res = await injectAs(normal.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/test/outbox/?to=shopper@cards.example',
    });
    expect(res.statusCode).toBe(404);
  });
});
