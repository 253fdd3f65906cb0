import { lastMail } from '../../test/mail.test-helpers.ts';
import { csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';

export { lastMail };

/** Calls `url` on `host` as a browser would (CSRF token, its cookie, extra cookies); waits for its e-mails. */
export async function post(t: TestApp, host: string, url: string, payload?: object, cookies = '') {
  const csrf = await csrfFor(t.app, host);
  const res = await injectAs(t.app, host, {
    method: 'POST',
    url,
    payload,
    headers: { 'x-csrftoken': csrf.token, cookie: [csrf.cookie, cookies].filter(Boolean).join('; ') },
  });
  await t.app.background.idle(); // e-mails that the call sends after answering
  return res;
}

/** The `name=value` pairs a response set, ready for a Cookie header. */
export const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** The token of the latest link mailed to `to` in store `slug`. */
export async function mailedToken(t: TestApp, slug: string, to: string): Promise<string> {
  const match = (await lastMail(t, slug, to)).body.match(/token=([\w-]+)/);
  if (!match) throw new Error(`no mail with a token to ${to}`);
  return match[1]!;
}
