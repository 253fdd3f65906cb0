import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const authRateLimit = {
    perIp: 3,
    perAccount: 3,
    windowMs: 60_000,
    signInFreeFailures: 5,
    signInMaxDelayMs: 1000,
  };
  t = await createTestApp({ config: { authRateLimit } });
});
afterAll(() => t.close());

it('answers 429 once an address has looked up its budget of codes, for any code', async () => {
  const csrf = await csrfFor(t.app, 'cards.localhost');
  const lookup = (code: string) =>
    injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/gift-cards/balance/',
      headers: csrf.headers,
      payload: { code },
    });
  const codes = ['AAAA-AAAA-AAAA-AAA2', 'AAAA-AAAA-AAAA-AAA3', 'AAAA-AAAA-AAAA-AAA4', 'AAAA-AAAA-AAAA-AAA5'];
  const answers = [];
  for (const code of codes) answers.push((await lookup(code)).statusCode);
  expect(answers).toEqual([404, 404, 404, 429]);
  const last = await lookup('AAAA-AAAA-AAAA-AAA6');
  expect(last.json().error).toBe(
    'Too many gift card lookups from your address. Please wait a while and try again.',
  );
});
