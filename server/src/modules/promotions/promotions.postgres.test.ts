import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from '@storefront/contract/promotions';
import { queryRows } from '../../db/client.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import {
  createTestApp,
  csrfFor,
  hasPostgres,
  injectAs,
  signInAs,
  signedInUsers,
  type TestApp,
} from '../../test/test-app.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { createStockedProduct } from '../cart/index.ts';
import { seedCheckoutMethods } from '../checkout/index.ts';
import { validBody } from '../../test/checkout.test-helpers.ts';
import { recordCodeUse } from './discounts.service.ts';
import { codeBody } from './promotions.test-helpers.ts';

const BUYERS = 50;

// Decision 060: a code's uses are counted under its row's lock in the order's transaction.
describe.skipIf(!hasPostgres)('discount code limits under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let product: number;
  let staff: ReturnType<typeof as>;
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    await seedCheckoutMethods(t.handle.db, t.stores.cards!);
    staff = as(t, await signInAs(t, 'cards', 'staff'));
    product = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: 'Playmat',
      price: '20.00',
      stock: [1000],
    });
  });
  afterAll(() => t?.close());

  const headersOf = async (users: { token: string }[]) => {
    const csrf = await csrfFor(t.app, 'cards.localhost');
    return users.map(({ token }) => ({
      host: 'cards.localhost',
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    }));
  };
  const call = (headers: Record<string, string>, url: string, payload: object) =>
    injectAs(t.app, 'cards.localhost', { method: 'POST', url, headers, payload });

  /**
   * Each buyer's cart gets a product of their own (so no stock row is shared and the code's row is the only
   * lock they meet), then all check out at once with the code.
   */
  async function race(buyers: Record<string, string>[], code: string) {
    for (const [i, headers] of buyers.entries()) {
      const own = await createStockedProduct(t.handle.db, t.stores.cards!, {
        name: `Deck box ${i}`,
        price: '20.00',
        stock: [5],
      });
      expect((await call(headers, '/api/ecommerce/cart/', { product_id: own, quantity: 1 })).statusCode).toBe(
        201,
      );
    }
    return Promise.all(
      buyers.map((headers) => call(headers, '/api/ecommerce/checkout/', validBody({ discount_code: code }))),
    );
  }

  const ordersWith = async (code: string) => {
    const [row] = await queryRows<{ orders: number; uses: number; discount: string }>(
      t.handle.db,
      sql`select (select count(*)::int from orders where discount_code = ${code}) orders,
        (select count(*)::int from discount_code_uses u join discount_codes c on c.id = u.code_id
          and c.tenant_id = u.tenant_id where c.code = ${code}) uses,
        (select coalesce(sum(discount), 0)::text from orders where discount_code = ${code}) discount`,
    );
    return row!;
  };

  function expectRefusals(answers: { statusCode: number; body: string; json(): unknown }[], placed: number) {
    expect(answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 400).map((r) => r.body)).toEqual(
      [],
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(placed);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json()).toEqual({
        error: CODE_MESSAGES.usedUp,
        fields: { discount_code: CODE_MESSAGES.usedUp },
      });
  }

  it(`gives a code limited to 10 uses to exactly 10 of ${BUYERS} simultaneous checkouts`, async () => {
    expect(
      (await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'TEN4ALL', total_limit: 10 })))
        .statusCode,
    ).toBe(201);
    const buyers = await headersOf(await signedInUsers(t.handle.db, t.stores.cards!, 'racer', BUYERS));
    const answers = await race(buyers, 'ten4all');
    expectRefusals(answers, 10);
    // 10 % of 20.00 on each of the 10 orders.
    expect(await ordersWith('TEN4ALL')).toEqual({ orders: 10, uses: 10, discount: '20.00' });
  });

  it('lets one customer use a code limited to 3 per customer exactly 3 times when 10 orders claim it at once', async () => {
    const code = (
      await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'THREE', per_customer_limit: 3 }))
    ).json<{ id: number }>();
    // One customer's checkouts queue on their cart, so the race is staged one step lower: ten placed orders
    // of one customer each record their use in its own transaction, all at once (what checkout does last).
    const [buyer] = await headersOf(await signedInUsers(t.handle.db, t.stores.cards!, 'regular', 1));
    const orderIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      await call(buyer!, '/api/ecommerce/cart/', { product_id: product, quantity: 1 });
      const placed = await call(buyer!, '/api/ecommerce/checkout/', validBody());
      expect(placed.statusCode).toBe(201);
      orderIds.push(placed.json<{ order_id: number }>().order_id);
    }
    const [user] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from users where username = 'regular0'`,
    );
    const userId = user!.id;
    const discount = {
      lineCents: [200],
      code: 'THREE',
      codeId: code.id,
      codeCents: 200,
      codeError: null,
      promotions: [],
    };
    const claims = await Promise.allSettled(
      orderIds.map((orderId) =>
        withTenant(t.handle.db, t.stores.cards!.id, (tx) =>
          recordCodeUse(tx, t.stores.cards!.id, discount, { userId, orderId }),
        ),
      ),
    );
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(3);
    const refused = claims.filter((c): c is PromiseRejectedResult => c.status === 'rejected');
    expect(refused.map((r) => (r.reason as Error).message)).toEqual(Array(7).fill(CODE_MESSAGES.usedUp));
    const [uses] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int n from discount_code_uses where code_id = ${code.id}`,
    );
    expect(uses!.n).toBe(3);
  });
});
