import type { InjectOptions } from 'fastify';
import { csrfFor, injectAs, type TestApp } from './test-app.ts';
import { createOperator } from '../modules/platform-admin/index.ts';

export const PLATFORM = 'platform.localhost';
export const OPERATOR = { email: 'ops@platform.example', name: 'Olga Ops', password: 'operator-pass-1' };

/** Cookies and CSRF header of a browser on the platform host, signed in as an operator when `signIn`. */
export async function platformBrowser(t: TestApp, { signIn = true } = {}) {
  const csrf = await csrfFor(t.app, PLATFORM);
  if (!signIn) return { headers: csrf.headers };
  const res = await injectAs(t.app, PLATFORM, {
    method: 'POST',
    url: '/api/platform/login/',
    payload: { email: OPERATOR.email, password: OPERATOR.password },
    headers: csrf.headers,
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.body}`);
  const cookies = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const token = res.cookies.find((c) => c.name === 'csrftoken')!.value;
  return { headers: { cookie: cookies, 'x-csrftoken': token } };
}

/** Creates the test operator (once per app). */
export const addOperator = (t: TestApp) => createOperator(t.handle.db, OPERATOR);

/** Calls the platform API as the given browser. */
export function platformCall(
  t: TestApp,
  browser: { headers: Record<string, string> },
  options: InjectOptions,
  host = PLATFORM,
) {
  return injectAs(t.app, host, { ...options, headers: { ...browser.headers, ...options.headers } });
}
