import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { cardsWithMarket, importBaseSet } from './buylist.test-helpers.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let shopper: Who;
let staff: Who;
let card: { id: number; name: string; market: string };
let email: string;

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
const move = (id: number, status: string) =>
  call(staff, 'POST', `/api/manage/buylist/submissions/${id}/status/`, { status });
const grade = (id: number, lineId: number, body: object) =>
  call(staff, 'PATCH', `/api/manage/buylist/submissions/${id}/lines/${lineId}/`, body);

/** The public offer of the card in a condition (non-foil), as the buylist page shows it. */
async function offer(condition: string) {
  const res = await injectAs(t.app, 'cards.localhost', {
    method: 'GET',
    url: `/api/buylist/?q=${encodeURIComponent(`"${card.name}"`)}`,
  });
  const found = res.json().results.find((r: { product: { id: number } }) => r.product.id === card.id);
  return found.offers.find(
    (o: { condition: string; finish: string }) => o.condition === condition && o.finish === 'nonfoil',
  ) as { cash_price: string; credit_price: string };
}

/** A received submission of one copy of the card, sent as Lightly Played. */
async function receivedLP() {
  const res = await call(shopper, 'POST', '/api/buylist/submissions/', {
    lines: [{ product: card.id, condition: 'LP', finish: 'nonfoil', quantity: 1 }],
  });
  expect(res.json().error ?? res.statusCode).toBe(201);
  const sub = res.json();
  expect((await move(sub.id, 'received')).statusCode).toBe(200);
  return { id: sub.id as number, lineId: sub.lines[0].id as number, sent: sub.lines[0] };
}

const lastMailTo = async (to: string) =>
  (
    await queryRows<{ subject: string; body: string }>(
      t.handle.db,
      sql`select subject, body from mail_outbox where "to" = ${to} order by id desc limit 1`,
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  await importBaseSet(t.handle.db, t.stores.cards!);
  shopper = await signInAs(t, 'cards', 'shopper');
  staff = await signInAs(t, 'cards', 'staff');
  card = (await cardsWithMarket(t.handle.db, t.stores.cards!.id, 1))[0]!;
  const [u] = await queryRows<{ email: string }>(
    t.handle.db,
    sql`select email from users where username = 'shopper' and tenant_id = ${t.stores.cards!.id}`,
  );
  email = u!.email;
}, 300_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from buylist_submissions`);
  await t.handle.db.execute(sql`delete from buylist_settings`);
});

describe('regrading a buylist line', () => {
  it('reprices LP → MP from the buy rules, and the seller sees the old and new grade and prices', async () => {
    const lp = await offer('LP');
    const mp = await offer('MP');
    expect(mp.cash_price).not.toBe(lp.cash_price);
    const { id, lineId, sent } = await receivedLP();
    expect(sent).toMatchObject({ cash_price: lp.cash_price, credit_price: lp.credit_price, submitted: null });

    const res = await grade(id, lineId, { condition: 'MP', quantity: 1, rejected: false });
    expect(res.statusCode).toBe(200);
    const graded = res.json();
    const was = {
      condition: 'LP',
      finish: 'nonfoil',
      cash_price: lp.cash_price,
      credit_price: lp.credit_price,
    };
    expect(graded.lines[0]).toMatchObject({
      condition: 'MP',
      cash_price: mp.cash_price,
      credit_price: mp.credit_price,
      submitted: was,
    });
    expect([graded.cash_total, graded.credit_total]).toEqual([mp.cash_price, mp.credit_price]);

    const seen = (await call(shopper, 'GET', `/api/buylist/submissions/${id}/`)).json();
    expect(seen.lines[0]).toMatchObject({ condition: 'MP', cash_price: mp.cash_price, submitted: was });
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(`Your sell list #${id}: Graded`);
    expect(mail.body).toContain(
      `- ${card.name}: Lightly Played, Non-foil at $${lp.cash_price} cash / $${lp.credit_price} credit, ` +
        `now Moderately Played, Non-foil at $${mp.cash_price} cash / $${mp.credit_price} credit`,
    );
  });

  it('follows the market price: MP is 70 % of Near Mint at the default 30 % cash and 45 % credit', async () => {
    const { id, lineId } = await receivedLP();
    const line = (await grade(id, lineId, { condition: 'MP' })).json().lines[0];
    const market = Math.round(Number(card.market) * 100);
    expect(line.cash_price).toBe((Math.round((market * 7000 * 30) / 1_000_000) / 100).toFixed(2));
    expect(line.credit_price).toBe((Math.round((market * 7000 * 45) / 1_000_000) / 100).toFixed(2));
  });

  it('keeps prices staff give, and grading back to what was sent shows no change', async () => {
    const lp = await offer('LP');
    const { id, lineId } = await receivedLP();
    const priced = (await grade(id, lineId, { condition: 'MP', cash_price: '0.10' })).json().lines[0];
    expect(priced).toMatchObject({
      condition: 'MP',
      cash_price: '0.10',
      credit_price: (await offer('MP')).credit_price,
    });
    const back = (await grade(id, lineId, { condition: 'LP' })).json().lines[0];
    expect(back).toMatchObject({ condition: 'LP', cash_price: lp.cash_price, submitted: null });
    expect((await lastMailTo(email)).body).not.toContain('What we changed');
  });

  it('applies a buy rule that matches the card', async () => {
    const rule = await call(staff, 'POST', '/api/manage/buylist/rules/', {
      name: 'Pokémon at 50/60',
      is_active: true,
      game: 'pokemon',
      cash_percent: 50,
      credit_percent: 60,
    });
    expect(rule.statusCode).toBe(201);
    try {
      const { id, lineId } = await receivedLP();
      const line = (await grade(id, lineId, { condition: 'HP' })).json().lines[0];
      const market = Math.round(Number(card.market) * 100);
      expect(line.cash_price).toBe((Math.round((market * 5000 * 50) / 1_000_000) / 100).toFixed(2));
      expect(line.credit_price).toBe((Math.round((market * 5000 * 60) / 1_000_000) / 100).toFixed(2));
    } finally {
      await t.handle.db.execute(sql`delete from buylist_rules`);
    }
  });

  it('refuses another store’s staff (404) and leaves the line as it was', async () => {
    const { id, lineId, sent } = await receivedLP();
    const outdoor = await signInAs(t, 'outdoor', 'staff');
    const res = await call(outdoor, 'PATCH', `/api/manage/buylist/submissions/${id}/lines/${lineId}/`, {
      condition: 'MP',
    });
    expect(res.statusCode).toBe(404);
    const line = (await call(shopper, 'GET', `/api/buylist/submissions/${id}/`)).json().lines[0];
    expect(line).toMatchObject({ condition: 'LP', cash_price: sent.cash_price, submitted: null });
  });
});
