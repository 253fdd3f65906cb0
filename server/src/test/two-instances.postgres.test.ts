import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { SESSION_COOKIE } from '../modules/auth/index.ts';
import { createStockedProduct, stockOf } from '../modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from '../modules/checkout/index.ts';
import { createOperator } from '../modules/platform-admin/index.ts';
import { csrfFor, hasPostgres, injectAs, signedInUsers, signInAs } from './test-app.ts';
import { createTwoInstances, within, type TwoInstances } from './two-instances.test-helpers.ts';

// Issue 14, point 1: any number of instances on one PostgreSQL. Two instances with their own pools,
// caches and LISTEN connections; whatever one does, the other sees (decision 022).
if (!hasPostgres) console.warn('two-instances.postgres.test.ts skipped: set TEST_DATABASE_URL to run it');

const HOST = 'cards.localhost';
const PLATFORM = 'platform.localhost';
let two: TwoInstances;
beforeAll(async () => {
  if (!hasPostgres) return;
  two = await createTwoInstances({
    answerCacheEntries: 100,
    authRateLimit: {
      perIp: 4,
      perAccount: 3,
      windowMs: 60_000,
      signInFreeFailures: 3,
      signInMaxDelayMs: 8_000,
    },
  });
  await seedCheckoutMethods(two.t.handle.db, two.t.stores.cards!);
}, 60_000);
afterAll(() => two?.close());

/** A POST on `app` with a fresh CSRF token, from `ip`. */
async function post(app: FastifyInstance, url: string, payload: object, ip = '127.0.0.1', host = HOST) {
  const csrf = await csrfFor(app, host);
  return app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { host, ...csrf.headers } });
}

describe.skipIf(!hasPostgres)('two instances on one PostgreSQL', () => {
  it('accept on one a session signed in on the other, and end it on both', async () => {
    const login = await post(
      two.a,
      '/api/auth/login/',
      { username: 'shopper', password: 'demo-pass-123' },
      '10.1.0.1',
    );
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = login.cookies.find((c) => c.name === 'csrftoken')!.value;
    const profile = (app: FastifyInstance) =>
      injectAs(app, HOST, { method: 'GET', url: '/api/auth/user/profile/', headers: { cookie } });
    const onB = await profile(two.b);
    expect(onB.statusCode).toBe(200);
    expect(onB.json().username).toBe('shopper');
    const out = await injectAs(two.b, HOST, {
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie, 'x-csrftoken': token },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(two.a)).json()).toEqual({ is_authenticated: false });
  });

  it('show a price changed on one through the other’s cached catalogue within 1 s', async () => {
    const store = two.t.stores.cards!;
    const id = await createStockedProduct(two.t.handle.db, store, {
      name: 'Twin Lantern',
      price: '10.00',
      stock: [5],
    });
    const read = () => injectAs(two.b, HOST, { method: 'GET', url: '/api/ecommerce/products/twin-lantern/' });
    // Read until a hit: the NOTIFY of the product's creation may reach B after its first read.
    const { answer: cached } = await within(2_000, read, (res) => res.headers['x-cache'] === 'HIT');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.json().price).toBe('10.00');

    const staff = await signInAs(two.t, 'cards', 'staff');
    const manage = await injectAs(two.a, HOST, {
      method: 'GET',
      url: `/api/manage/products/${id}/`,
      headers: staff.headers,
    });
    const variantId = manage.json().variants[0].id as number;
    const put = await injectAs(two.a, HOST, {
      method: 'PUT',
      url: `/api/manage/products/${id}/variants/${variantId}/`,
      headers: staff.headers,
      payload: { price: '12.34', stock: 5 },
    });
    expect(put.statusCode).toBe(200);
    const { answer, elapsed } = await within(1_000, read, (res) => res.json().price === '12.34');
    expect(answer.json().price).toBe('12.34');
    expect(elapsed).toBeLessThan(1_000);
  });

  it('throttle failed sign-ins spread over both as one account’s', async () => {
    const codes = [];
    for (const [i, app] of [two.a, two.b, two.a, two.b].entries()) {
      const res = await post(
        app,
        '/api/auth/login/',
        { username: 'admin', password: `guess-${i}` },
        `10.2.0.${i}`,
      );
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 429]);
    const owner = await post(
      two.b,
      '/api/auth/login/',
      { username: 'admin', password: 'demo-pass-123' },
      '10.2.1.1',
    );
    expect(owner.statusCode).toBe(429);
    expect(owner.json().error).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(owner.headers['retry-after']).toBe('1');
  });

  it('count one address’s calls of a route on both instances together', async () => {
    const codes = [];
    for (const [i, app] of [two.a, two.b, two.a, two.b, two.a].entries()) {
      const res = await post(app, '/api/auth/login/', { username: `nobody-${i}`, password: 'x' }, '10.3.0.1');
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // Another route keeps its own count, as with the plugin's own store.
    const reset = await post(
      two.b,
      '/api/auth/password-reset/',
      { email: 'nobody@cards.example' },
      '10.3.0.1',
    );
    expect(reset.statusCode).toBe(200);
  });

  it('count one address’s reset requests on both instances together, from any client address', async () => {
    const codes = [];
    for (const [i, app] of [two.a, two.b, two.a, two.b].entries()) {
      const res = await post(
        app,
        '/api/auth/password-reset/',
        { email: 'Staff@cards.example' },
        `10.4.0.${i}`,
      );
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('sell the last 5 units to exactly 5 of 20 buyers checking out on both at once', async () => {
    const store = two.t.stores.cards!;
    const product = await createStockedProduct(two.t.handle.db, store, {
      name: 'Last Twin Box',
      price: '99.00',
      stock: [2, 3],
    });
    const users = await signedInUsers(two.t.handle.db, store, 'twin', 20);
    const csrf = await csrfFor(two.a, HOST);
    const buyers = users.map(({ token }) => ({
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    }));
    for (const headers of buyers) {
      const res = await injectAs(two.b, HOST, {
        method: 'POST',
        url: '/api/ecommerce/cart/',
        headers,
        payload: { product_id: product, quantity: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    const answers = await Promise.all(
      buyers.map((headers, i) =>
        injectAs(i % 2 ? two.b : two.a, HOST, {
          method: 'POST',
          url: '/api/ecommerce/checkout/',
          headers,
          payload: validBody(),
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    expect(await stockOf(two.t.handle.db, store, product)).toEqual([0, 0]);
    const [sold] = await queryRows<{ units: number }>(
      two.t.handle.db,
      sql`select coalesce(sum(quantity), 0)::int units from order_items where tenant_id = ${store.id} and product_id = ${product}`,
    );
    expect(sold).toEqual({ units: 5 });
  });

  it('serve a domain added and a store suspended on one from the other within 1 s', async () => {
    await createOperator(two.t.handle.db, {
      email: 'twin-ops@platform.example',
      name: 'Twin Ops',
      password: 'operator-pass-1',
    });
    const csrf = await csrfFor(two.a, PLATFORM);
    const signIn = await injectAs(two.a, PLATFORM, {
      method: 'POST',
      url: '/api/platform/login/',
      payload: { email: 'twin-ops@platform.example', password: 'operator-pass-1' },
      headers: csrf.headers,
    });
    expect(signIn.statusCode).toBe(200);
    const headers = {
      cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      'x-csrftoken': signIn.cookies.find((c) => c.name === 'csrftoken')!.value,
    };
    // A store's call (not tenant-info, which answers any host): 404 on a host no store has, 503 when suspended.
    const info = (host: string) => () =>
      injectAs(two.b, host, { method: 'GET', url: '/api/auth/user/profile/' });

    const newHost = 'twin-cards.localhost';
    expect((await info(newHost)()).statusCode).toBe(404); // B now caches "no store here" for this host
    const added = await injectAs(two.a, PLATFORM, {
      method: 'POST',
      url: '/api/platform/stores/cards/domains/',
      headers,
      payload: { domain: newHost },
    });
    expect(added.statusCode).toBe(200);
    const served = await within(1_000, info(newHost), (res) => res.statusCode === 200);
    expect(served.answer.statusCode).toBe(200);
    expect(served.answer.json()).toEqual({ is_authenticated: false });
    expect(served.elapsed).toBeLessThan(1_000);

    expect((await info(HOST)()).statusCode).toBe(200);
    const suspend = await injectAs(two.a, PLATFORM, {
      method: 'POST',
      url: '/api/platform/stores/cards/suspend/',
      headers,
    });
    expect(suspend.statusCode).toBe(200);
    const closed = await within(1_000, info(HOST), (res) => res.statusCode === 503);
    expect(closed.answer.statusCode).toBe(503);
    expect(closed.elapsed).toBeLessThan(1_000);
    await injectAs(two.a, PLATFORM, { method: 'POST', url: '/api/platform/stores/cards/resume/', headers });
    const open = await within(1_000, info(HOST), (res) => res.statusCode === 200);
    expect(open.answer.statusCode).toBe(200);
  });
});
