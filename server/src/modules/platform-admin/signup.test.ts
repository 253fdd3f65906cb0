import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOn, createTestApp, csrfFor, injectAs, type TestApp } from '../../test/test-app.ts';
import { addOperator, PLATFORM, platformBrowser, platformCall } from '../../test/platform.test-helpers.ts';
import { signupToken } from './signup.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { signup: { enabled: true, storeDomain: 'localhost', perHour: 1000, mailsPerRecipient: 3 } },
  });
});
afterAll(() => t.close());

async function post(url: string, payload: object, app = t.app) {
  const csrf = await csrfFor(app, PLATFORM);
  return injectAs(app, PLATFORM, { method: 'POST', url, headers: csrf.headers, payload });
}
const ask = (payload: object) => post('/api/platform/signup/', payload);
const confirm = (token: string) => post('/api/platform/signup/confirm/', { token });
const mailTo = async (to: string) =>
  (
    await injectAs(t.app, PLATFORM, { method: 'GET', url: `/api/test/outbox/?to=${encodeURIComponent(to)}` })
  ).json().results as { subject: string; body: string }[];

describe('opening a store by signup', () => {
  it('mails a link that creates the store with the person as its admin, once', async () => {
    const info = await injectAs(t.app, PLATFORM, { method: 'GET', url: '/api/platform/signup/' });
    expect(info.json()).toEqual({ store_domain: 'localhost' });

    const res = await ask({ store_name: 'Mia’s Cards', subdomain: ' MiasCards ', email: 'mia@example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(
      'We have sent a link to mia@example.com. Open it within 24 hours to create your store.',
    );
    const [mail] = await mailTo('mia@example.com');
    expect(mail!.subject).toBe('Confirm your new store Mia’s Cards');
    const token = mail!.body.match(
      /http:\/\/platform\.localhost:8000\/signup\/confirm\?token=([\w.-]+)/,
    )![1]!;
    // Nothing exists until the link is opened.
    const before = await injectAs(t.app, 'miascards.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(before.json().tenant.slug).toBeNull();

    const done = await confirm(token);
    expect(done.statusCode).toBe(201);
    expect(done.json()).toEqual({
      store: { name: 'Mia’s Cards', url: 'http://miascards.localhost:8000' },
      set_password_link: expect.stringMatching(
        /^http:\/\/miascards\.localhost:8000\/password-reset\/confirm\?token=[\w-]{43}$/,
      ),
    });
    const after = await injectAs(t.app, 'miascards.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(after.json()).toMatchObject({
      tenant: { slug: 'miascards', name: 'Mia’s Cards' },
      opening_soon: true,
    });

    const twice = await confirm(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatch(/^This link has been used already/);
    // The name is taken now.
    const taken = await ask({ store_name: 'Other', subdomain: 'miascards', email: 'x@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'miascards.localhost is taken: please choose another subdomain',
      fields: { subdomain: 'Already taken.' },
    });
  });

  it('never opens a link twice, even after an operator deleted the store it created', async () => {
    await ask({ store_name: 'Once Only', subdomain: 'onceonly', email: 'once@example.com' });
    const [mail] = await mailTo('once@example.com');
    const token = mail!.body.match(/signup\/confirm\?token=([\w.-]+)/)![1]!;
    expect((await confirm(token)).statusCode).toBe(201);
    await addOperator(t);
    const ops = await platformBrowser(t);
    const gone = await platformCall(t, ops, {
      method: 'DELETE',
      url: '/api/platform/stores/onceonly/',
      payload: { confirm: 'onceonly' },
    });
    expect(gone.statusCode).toBe(204);
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'This link has been used already. If the store is yours, sign in on it, or use "Forgot password" there.',
    );
    const host = await injectAs(t.app, 'onceonly.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(host.json().tenant.slug).toBeNull();
  });

  it('refuses reserved, taken and hostile names and forged or expired links readably', async () => {
    const reserved = await ask({ store_name: 'X', subdomain: 'admin', email: 'a@example.com' });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().fields).toEqual({ subdomain: 'This name is reserved' });
    const demo = await ask({ store_name: 'X', subdomain: 'cards', email: 'a@example.com' });
    expect(demo.statusCode).toBe(409);
    for (const subdomain of [
      'a',
      '-bad',
      'no_underscores',
      'x'.repeat(41),
      'évé',
      'a.b',
      '../..',
      'bad\u0000',
    ])
      expect((await ask({ store_name: 'X', subdomain, email: 'a@example.com' })).statusCode).toBe(400);
    const hostile = await ask({ store_name: '', subdomain: 42, email: ['a'] });
    expect(hostile.statusCode).toBe(400);
    expect(Object.keys(hostile.json().fields).sort()).toEqual(['email', 'store_name', 'subdomain']);

    const forged = signupToken('not-the-server-key', {
      name: 'Forged',
      subdomain: 'forged',
      email: 'f@example.com',
      expires: Date.now() + 60_000,
    });
    expect((await confirm(forged)).statusCode).toBe(400);
    const expired = signupToken(t.app.config.secretKey, {
      name: 'Late',
      subdomain: 'late',
      email: 'l@example.com',
      expires: Date.now() - 1,
    });
    const late = await confirm(expired);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe('This link is invalid or has expired. Please open your store again.');
    expect((await confirm('garbage')).statusCode).toBe(400);
    expect((await confirm(`${forged}.extra`)).statusCode).toBe(400);
    const stray = await injectAs(t.app, 'late.localhost', { method: 'GET', url: '/api/tenant-info/' });
    expect(stray.json().tenant.slug).toBeNull();
  });

  it('is a platform call only: a store’s host answers 404', async () => {
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/platform/signup/',
      headers: csrf.headers,
      payload: { store_name: 'X', subdomain: 'xyz', email: 'a@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the signup limit', () => {
  it('answers 429 after SIGNUP_RATE_LIMIT requests per client address and hour', async () => {
    const tight = await appOn(t.handle.db, {
      signup: { enabled: true, storeDomain: 'localhost', perHour: 3, mailsPerRecipient: 3 },
    });
    await tight.ready();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push(
          (
            await post(
              '/api/platform/signup/',
              { store_name: 'X', subdomain: 'admin', email: 'a@example.com' },
              tight,
            )
          ).statusCode,
        );
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await tight.close();
    }
  });
});

describe('names and recipients', () => {
  it('takes a store name only as one line of printable text of at most 100 characters', async () => {
    for (const store_name of [
      'Evil\r\nBcc: x@example.com',
      'Tab\there',
      'Bell\u0007',
      'Rev\u202eersed',
      'L\u2028S',
    ])
      expect((await ask({ store_name, subdomain: 'oneline', email: 'o@example.com' })).json()).toEqual({
        error: 'Invalid field store_name: Use one line of printable text',
        fields: { store_name: 'Use one line of printable text' },
      });
    const long = await ask({ store_name: 'x'.repeat(101), subdomain: 'oneline', email: 'o@example.com' });
    expect(long.json().fields).toEqual({ store_name: 'Store name is too long' });
    expect(await mailTo('o@example.com')).toEqual([]);
    const fine = await ask({ store_name: 'Ünïcode Cards 🃏', subdomain: 'oneline', email: 'o@example.com' });
    expect(fine.statusCode).toBe(202);
  });

  it('mails one recipient at most SIGNUP_MAILS_PER_RECIPIENT signup links a day, whoever asks', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await ask({ store_name: `Spam ${i}`, subdomain: `spam${i}`, email: 'Victim@Example.com' }))
          .statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    const refused = await ask({ store_name: 'Spam', subdomain: 'spam9', email: 'victim@example.com' });
    expect(refused.json().error).toBe(
      'At most 3 signup e-mails go to one address a day: please use a link already sent.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(await mailTo('victim@example.com')).toHaveLength(3);
  });
});

describe('PLATFORM_SIGNUP=off', () => {
  it('answers every signup call 404', async () => {
    const off = await appOn(t.handle.db, {
      signup: { enabled: false, storeDomain: 'localhost', perHour: 6, mailsPerRecipient: 3 },
    });
    await off.ready();
    try {
      expect(
        (await injectAs(off, PLATFORM, { method: 'GET', url: '/api/platform/signup/' })).statusCode,
      ).toBe(404);
      const res = await post(
        '/api/platform/signup/',
        { store_name: 'X', subdomain: 'xyz', email: 'a@example.com' },
        off,
      );
      expect(res.statusCode).toBe(404);
      expect((await post('/api/platform/signup/confirm/', { token: 'x.y' }, off)).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
