import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/tenants.tables.ts';
import { createTestApp, csrfFor, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let deck: number;
let outdoorTent: number;

const CARDS = 'cards.localhost';
const NOT_OPEN = 'Arcane Vault Games is opening soon. Please come back in a little while.';

const call = (who: Who, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });

/** Every shopper write of the API, with a body it accepts once the store is open. */
const SHOPPER_WRITES = (ids: { line: number; product: number; address: number }) =>
  [
    ['POST', '/api/ecommerce/cart/', { product_id: ids.product, quantity: 1 }],
    ['PATCH', `/api/ecommerce/cart/items/${ids.line}/`, { quantity: 2 }],
    ['DELETE', `/api/ecommerce/cart/items/${ids.line}/`],
    ['POST', '/api/ecommerce/checkout/', validBody()],
    ['POST', '/api/wishlist/', { product: ids.product }],
    ['DELETE', `/api/wishlist/${ids.product}/`],
    [
      'POST',
      '/api/buylist/submissions/',
      { lines: [{ product: ids.product, condition: 'NM', finish: 'nonfoil', quantity: 1 }] },
    ],
    ['POST', '/api/buylist/submissions/1/respond/', { accept: true }],
    ['PATCH', '/api/user/profile/', { bio: 'Collector' }],
    ['POST', '/api/user/change-password/', { old_password: 'x', new_password: 'another-pass-1' }],
    [
      'POST',
      '/api/addresses/',
      { name: 'Casey', address: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'US' },
    ],
    ['DELETE', `/api/addresses/${ids.address}/`],
  ] as const;

async function setOpened(slug: string, openedAt: Date | null) {
  await t.handle.db.update(tenants).set({ openedAt }).where(eq(tenants.slug, slug));
  t.app.tenants.invalidate();
}

const cartOf = async (who: Who) =>
  (
    await injectAs(t.app, who.host, { method: 'GET', url: '/api/ecommerce/cart/', headers: who.headers })
  ).json().items as { id: number }[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCheckoutMethods(t.handle.db, t.stores.cards!);
  await seedCheckoutMethods(t.handle.db, t.stores.outdoor!);
  deck = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Opening Deck',
    price: '10.00',
    stock: [50],
  });
  outdoorTent = await createStockedProduct(t.handle.db, t.stores.outdoor!, {
    name: 'Opening Tent',
    price: '80.00',
    stock: [5],
  });
  // Cards is a store its admin has not opened yet (decision 024); outdoor stays open.
  await setOpened('cards', null);
});
afterAll(() => t.close());

describe('a store that has not opened yet', () => {
  it('refuses every shopper write, signed in or not, with 403 and the store’s message', async () => {
    const shopper = await signInAs(t, 'cards', 'shopper');
    const csrf = await csrfFor(t.app, CARDS);
    const visitor = { host: CARDS, headers: { host: CARDS, ...csrf.headers } };
    for (const who of [shopper, visitor]) {
      for (const [method, url, payload] of SHOPPER_WRITES({ line: 1, product: deck, address: 1 })) {
        const res = await call(who, method, url, payload);
        expect({ url, method, status: res.statusCode, body: res.json() }).toEqual({
          url,
          method,
          status: 403,
          body: { error: NOT_OPEN },
        });
      }
    }
    expect(await cartOf(shopper)).toEqual([]);
  });

  it('still lets shoppers register, sign in and out, and ask for the e-mail links', async () => {
    const csrf = await csrfFor(t.app, CARDS);
    const visitor = { host: CARDS, headers: { host: CARDS, ...csrf.headers } };
    const registered = await call(visitor, 'POST', '/api/auth/register/', {
      username: 'early_bird',
      email: 'early@example.com',
      password: 'early-bird-pass-1',
      password_confirm: 'early-bird-pass-1',
      terms_accepted: true,
    });
    expect(registered.statusCode).toBe(201);
    const login = await call(visitor, 'POST', '/api/auth/login/', {
      username: 'early_bird',
      password: 'early-bird-pass-1',
    });
    expect(login.statusCode).toBe(200);
    const reset = await call(visitor, 'POST', '/api/auth/password-reset/', { email: 'early@example.com' });
    expect(reset.statusCode).toBe(200);
    const resend = await call(visitor, 'POST', '/api/auth/resend-verification/', {
      email: 'early@example.com',
    });
    expect(resend.statusCode).toBe(200);
    const shopper = await signInAs(t, 'cards', 'shopper');
    expect((await call(shopper, 'POST', '/api/auth/logout/')).statusCode).toBeLessThan(300);
  });

  it('lets its team work and try the shop: staff and suppliers check out, the admin sets it up', async () => {
    for (const username of ['staff', 'nova_cards']) {
      const member = await signInAs(t, 'cards', username);
      expect(
        (await call(member, 'POST', '/api/ecommerce/cart/', { product_id: deck, quantity: 1 })).statusCode,
      ).toBe(201);
      expect((await call(member, 'POST', '/api/ecommerce/checkout/', validBody())).statusCode).toBe(201);
    }
    const admin = await signInAs(t, 'cards', 'admin');
    const step = await call(admin, 'PUT', '/api/manage/setup/steps/name/', { status: 'done' });
    expect(step.statusCode).toBe(200);
  });

  it('never closes another store: outdoor’s shoppers shop as before', async () => {
    const outdoorShopper = await signInAs(t, 'outdoor', 'shopper');
    const added = await call(outdoorShopper, 'POST', '/api/ecommerce/cart/', {
      product_id: outdoorTent,
      quantity: 1,
    });
    expect(added.statusCode).toBe(201);
    expect((await call(outdoorShopper, 'POST', '/api/ecommerce/checkout/', validBody())).statusCode).toBe(
      201,
    );
  });

  it('takes every shopper write once its admin goes live', async () => {
    const admin = await signInAs(t, 'cards', 'admin');
    expect((await call(admin, 'POST', '/api/manage/setup/go-live/')).statusCode).toBe(200);
    const shopper = await signInAs(t, 'cards', 'shopper');
    const added = await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: deck, quantity: 1 });
    expect(added.statusCode).toBe(201);
    const address = await call(shopper, 'POST', '/api/addresses/', {
      name: 'Casey',
      address: '1 Main St',
      city: 'Albany',
      state: 'NY',
      zipCode: '12207',
      country: 'US',
    });
    const ids = { line: (await cartOf(shopper))[0]!.id, product: deck, address: address.json().id as number };
    const answers: Record<string, number> = {};
    for (const [method, url, payload] of SHOPPER_WRITES(ids)) {
      const res = await call(shopper, method, url, payload);
      answers[`${method} ${url}`] = res.statusCode;
      expect(res.body).not.toContain(NOT_OPEN);
    }
    expect(answers).toMatchObject({
      'POST /api/ecommerce/cart/': 201,
      [`PATCH /api/ecommerce/cart/items/${ids.line}/`]: 200,
      [`DELETE /api/ecommerce/cart/items/${ids.line}/`]: 200,
      'POST /api/wishlist/': 201,
      [`DELETE /api/wishlist/${deck}/`]: 204,
      'PATCH /api/user/profile/': 200,
      'POST /api/addresses/': 201,
      [`DELETE /api/addresses/${ids.address}/`]: 204,
    });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: deck, quantity: 1 });
    expect((await call(shopper, 'POST', '/api/ecommerce/checkout/', validBody())).statusCode).toBe(201);
  });
});
