import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { csrfFor, hasPostgres, injectAs, signedInUsers } from '../../test/test-app.ts';
import { SESSION_COOKIE } from '../auth/index.ts';
import { validBody } from '../checkout/index.ts';
import { giftCardShop, issue, TEST_CARD } from './gift-cards.test-helpers.ts';

const BUYERS = 12;

describe.skipIf(!hasPostgres)('gift cards under concurrency (PostgreSQL)', () => {
  let shop: Awaited<ReturnType<typeof giftCardShop>>;
  beforeAll(async () => {
    shop = await giftCardShop({ postgres: true });
  });
  afterAll(() => shop?.t.close());

  it(`${BUYERS} checkouts at once paying with one $30.00 card: it is spent exactly once, never below zero`, async () => {
    const { t, staff, deckBox } = shop;
    const card = await issue(staff, '30.00');
    const users = await signedInUsers(t.handle.db, t.stores.cards!, 'giftbuyer', BUYERS);
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const buyers = users.map(({ token }) => ({
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    }));
    for (const headers of buyers) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method: 'POST',
        url: '/api/ecommerce/cart/',
        headers,
        payload: { product_id: deckBox, quantity: 1 },
      });
      expect(res.statusCode).toBe(201);
    }
    // Each order is 20.00 + 5.99 shipping = 25.99: the first takes 25.99, the second the last 4.01.
    const answers = await Promise.all(
      buyers.map((headers) =>
        injectAs(t.app, 'cards.localhost', {
          method: 'POST',
          url: '/api/ecommerce/checkout/',
          headers,
          payload: validBody({ payment_method: 'card', card: TEST_CARD, gift_card: card.code }),
        }),
      ),
    );
    const placed = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(placed).toHaveLength(2);
    expect(refused).toHaveLength(BUYERS - 2);
    for (const r of refused) expect(r.json().fields.gift_card).toBe('This gift card has no balance left');
    const [row] = await queryRows<{ balance: string; spent: string; tendered: string; lines: number }>(
      t.handle.db,
      sql`select (select balance::text from gift_cards where id = ${card.id}) balance,
                 (select sum(amount)::text from gift_card_entries where gift_card_id = ${card.id} and kind = 'spend') spent,
                 (select sum(amount)::text from order_payments where method = 'gift_card') tendered,
                 (select count(*)::int from gift_card_entries where gift_card_id = ${card.id}) lines`,
    );
    expect(row).toEqual({ balance: '0.00', spent: '-30.00', tendered: '30.00', lines: 3 });
  });
});
