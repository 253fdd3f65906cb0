import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MassEntryAnswer } from '@storefront/contract/cart-mass-entry';
import {
  createTestApp,
  csrfFor,
  hasPostgres,
  injectAs,
  signedInUsers,
  type TestApp,
} from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { seedCheckoutMethods } from '../checkout/index.ts';
import { validBody } from '../../test/checkout.test-helpers.ts';
import { DEMO_DATA_DIR, importCards } from '../tcg/index.ts';
import { stockExactly } from './mass-entry.test-helpers.ts';

describe.skipIf(!hasPostgres)('mass entry under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let shoppers: Record<string, string>[];
  const post = (headers: Record<string, string>, url: string, payload: object) =>
    injectAs(t.app, 'cards.localhost', { method: 'POST', url, headers, payload });
  const stockLeft = async () =>
    (
      await post(shoppers[0]!, '/api/ecommerce/cart/mass-entry/', { list: '9 Auramancer' })
    ).json<MassEntryAnswer>();

  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await seedCheckoutMethods(t.handle.db, t.stores.cards!);
    await importCards(t.handle.db, t.stores.cards!, 'mtgjson-csv', {
      text: readFileSync(path.join(DEMO_DATA_DIR, 'mtg/csv/mtgjson-v3-csv/M14.csv'), 'utf8'),
      fileName: 'M14.csv',
      setName: 'Magic 2014',
    });
    // The last 3 copies, on two sellers' rows.
    await stockExactly(t, t.stores.cards!, { set: 'M14', number: '6' }, [
      { condition: 'NM', seller: 'nova_cards', quantity: 2, cents: 25 },
      { condition: 'NM', seller: 'dragonhoard', quantity: 1, cents: 25 },
    ]);
    const users = await signedInUsers(t.handle.db, t.stores.cards!, 'player', 3);
    const csrf = await csrfFor(t.app, 'cards.localhost');
    shoppers = users.map(({ token }) => ({
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    }));
  }, 300_000);
  afterAll(() => t?.close());

  it('one shopper adding the same list twice at once holds the stock, not twice the stock', async () => {
    const [a, b] = await Promise.all(
      [1, 2].map(() =>
        post(shoppers[2]!, '/api/ecommerce/cart/mass-entry/', { list: '3 Auramancer', add: true }),
      ),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const cart = (
      await injectAs(t.app, 'cards.localhost', {
        method: 'GET',
        url: '/api/ecommerce/cart/',
        headers: shoppers[2]!,
      })
    ).json<{ items: { quantity: number }[] }>();
    expect(cart.items.map((i) => i.quantity)).toEqual([3]);
  });

  it('two shoppers mass-adding the last copies at once: both carts hold them, checkout sells them once', async () => {
    const added = await Promise.all(
      [0, 1].map((i) =>
        post(shoppers[i]!, '/api/ecommerce/cart/mass-entry/', {
          list: '4 Auramancer\n1 Nonexistent Card',
          add: true,
        }),
      ),
    );
    for (const res of added) {
      expect(res.statusCode).toBe(200);
      const body = res.json<MassEntryAnswer>();
      // A cart holds no stock (spec: the checkout's rule decides): each gets the 3 there are, never 4.
      expect(body.found).toBe(3);
      expect(body.cart!.items.map((i) => i.quantity)).toEqual([3]);
      expect(body.missing).toEqual([
        { name: 'Auramancer', quantity: 1 },
        { name: 'Nonexistent Card', quantity: 1 },
      ]);
    }
    const checkouts = await Promise.all(
      [0, 1].map((i) => post(shoppers[i]!, '/api/ecommerce/checkout/', validBody())),
    );
    expect(checkouts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = checkouts.find((r) => r.statusCode === 409)!;
    expect(refused.json<{ error: string }>().error).toBe(
      'Sorry, Auramancer is out of stock. Remove it from your cart to continue.',
    );
    const after = await stockLeft();
    expect(after.found).toBe(0);
    expect(after.lines[0]!.status).toBe('missing');
  });
});
