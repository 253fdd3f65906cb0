import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import {
  createTestApp,
  csrfFor,
  hasPostgres,
  injectAs,
  signedInUsers,
  type TestApp,
} from '../../test/test-app.ts';
import { insertSession, SESSION_COOKIE, SESSION_LENGTH_MS, usersNamed } from '../auth/index.ts';
import { createStockedProduct, stockOf } from '../cart/index.ts';
import { seedCheckoutMethods } from './checkout.seed.ts';
import { validBody } from '../../test/checkout.test-helpers.ts';

const BUYERS = 50;

describe.skipIf(!hasPostgres)('checkout under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await seedCheckoutMethods(t.handle.db, t.stores.cards!);
  });
  afterAll(() => t?.close());

  it(`sells the last 5 units to exactly 5 of ${BUYERS} simultaneous buyers`, async () => {
    const store = t.stores.cards!;
    // Stock split over two suppliers, so buyers also race across rows.
    const product = await createStockedProduct(t.handle.db, store, {
      name: 'Last Booster Box',
      price: '99.00',
      stock: [2, 3],
    });
    const users = await signedInUsers(t.handle.db, store, 'buyer', BUYERS);
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const buyers = users.map(({ token }) => ({
      host: 'cards.localhost',
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    }));
    for (const headers of buyers) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method: 'POST',
        url: '/api/ecommerce/cart/',
        headers,
        payload: { product_id: product, quantity: 1 },
      });
      expect(res.statusCode).toBe(201);
    }

    const answers = await Promise.all(
      buyers.map((headers) =>
        injectAs(t.app, 'cards.localhost', {
          method: 'POST',
          url: '/api/ecommerce/checkout/',
          headers,
          payload: validBody(),
        }),
      ),
    );

    const statuses = answers.map((r) => r.statusCode);
    // Any other answer (a 503 from a timed-out wait, say) is shown with its body.
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => r.body)).toEqual(
      [],
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(BUYERS - 5);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().error).toBe(
        'Sorry, Last Booster Box is out of stock. Remove it from your cart to continue.',
      );
    }
    expect(await stockOf(t.handle.db, store, product)).toEqual([0, 0]);
    const [sold] = await queryRows<{ orders: number; units: number }>(
      t.handle.db,
      sql`select count(distinct o.id)::int orders, coalesce(sum(i.quantity), 0)::int units from orders o join order_items i on i.order_id = o.id and i.tenant_id = o.tenant_id`,
    );
    expect(sold).toEqual({ orders: 5, units: 5 });
  });

  it('places one order for 5 simultaneous retries with the same Idempotency-Key', async () => {
    const store = t.stores.cards!;
    const product = await createStockedProduct(t.handle.db, store, {
      name: 'Playmat',
      price: '20.00',
      stock: [10],
    });
    const token = await withTenant(t.handle.db, store.id, async (tx) => {
      const [u] = await usersNamed(tx, store.id, ['shopper']);
      return insertSession(tx, store.id, u!.id, SESSION_LENGTH_MS.browser);
    });
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const headers = { cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`, 'x-csrftoken': csrf.token };
    await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/ecommerce/cart/',
      headers,
      payload: { product_id: product, quantity: 2 },
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        injectAs(t.app, 'cards.localhost', {
          method: 'POST',
          url: '/api/ecommerce/checkout/',
          headers: { ...headers, 'idempotency-key': 'double-click' },
          payload: validBody(),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
    expect(await stockOf(t.handle.db, store, product)).toEqual([8]);
  });
});
