import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { insertSession, SESSION_COOKIE, SESSION_LENGTH_MS } from '../auth/index.ts';
import { cardsWithMarket, importBaseSet } from './buylist.test-helpers.ts';

const SELLERS = 20;

describe.skipIf(!hasPostgres)('buylist limits under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let sellers: Record<string, string>[];
  let staff: Record<string, string>;
  let card: { id: number; market: string };
  beforeAll(async () => {
    t = await createTestApp({ postgres: true });
    const store = t.stores.cards!;
    await importBaseSet(t.handle.db, store);
    const [first] = await cardsWithMarket(t.handle.db, store.id, 1);
    card = first!;
    const csrf = await csrfFor(t.app, 'cards.localhost');
    const headers = (token: string) => ({
      cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`,
      'x-csrftoken': csrf.token,
    });
    sellers = (await signedInUsers(t.handle.db, store, 'seller', SELLERS)).map(({ token }) => headers(token));
    const [staffRow] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from users where username = 'staff' and tenant_id = ${store.id}`,
    );
    staff = headers(
      await withTenant(t.handle.db, store.id, (tx) =>
        insertSession(tx, store.id, staffRow!.id, SESSION_LENGTH_MS.browser),
      ),
    );
  }, 300_000);
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.handle.db.execute(sql`delete from buylist_submissions`);
    await t.handle.db.execute(sql`delete from buylist_settings`);
  });

  const settings = (over: object) =>
    injectAs(t.app, 'cards.localhost', {
      method: 'PUT',
      url: '/api/manage/buylist/settings/',
      headers: staff,
      payload: {
        is_open: true,
        cash_percent: 30,
        credit_percent: 45,
        max_per_card: 4,
        budget: '1000.00',
        condition_percents: { NM: 100, LP: 85, MP: 70, HP: 50, DMG: 35 },
        ...over,
      },
    });
  const race = () =>
    Promise.all(
      sellers.map((headers) =>
        injectAs(t.app, 'cards.localhost', {
          method: 'POST',
          url: '/api/buylist/submissions/',
          headers,
          payload: { lines: [{ product: card.id, condition: 'NM', finish: 'nonfoil', quantity: 1 }] },
        }),
      ),
    );
  /** Every answer is a 201 or a 409; anything else (a 503 from a timed-out lock wait, say) is shown whole. */
  const onlyCreatedOrConflict = (answers: Awaited<ReturnType<typeof race>>) =>
    expect(
      answers.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => [r.statusCode, r.body]),
    ).toEqual([]);
  const submittedUnits = async () =>
    (
      await queryRows<{ n: number }>(
        t.handle.db,
        sql`select coalesce(sum(quantity), 0)::int n from buylist_lines where product_id = ${card.id}`,
      )
    )[0]!.n;

  it(`${SELLERS} sellers at once cannot overfill a card's maximum of 4`, async () => {
    expect((await settings({})).statusCode).toBe(200);
    const answers = await race();
    onlyCreatedOrConflict(answers);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(4);
    expect(statuses.filter((s) => s === 409)).toHaveLength(SELLERS - 4);
    expect(await submittedUnits()).toBe(4);
  });

  it(`${SELLERS} sellers at once cannot overspend the budget`, async () => {
    const credit = Math.round((Number(card.market) * 100 * 45) / 100);
    // Room for exactly 3 copies at the credit price, with a maximum that would allow all 20.
    expect(
      (await settings({ max_per_card: 100, budget: ((credit * 3 + credit - 1) / 100).toFixed(2) }))
        .statusCode,
    ).toBe(200);
    const answers = await race();
    onlyCreatedOrConflict(answers);
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().error).toBe('This sell list is more than the store can buy at the moment');
    expect(await submittedUnits()).toBe(3);
  });
});
