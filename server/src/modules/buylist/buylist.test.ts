import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { importPrices } from '../pricing/index.ts';
import { cardsWithMarket, importBaseSet, receivedBy, subjectsTo } from './buylist.test-helpers.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let shopper: Who;
let staff: Who;
let cards: { id: number; name: string; market: string; stock: number }[];
let email: string;
let staffId: number;

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
const submit = (who: Who, lines: object[]) => call(who, 'POST', '/api/buylist/submissions/', { lines });
const move = (id: number, status: string) =>
  call(staff, 'POST', `/api/manage/buylist/submissions/${id}/status/`, { status });
const line = (product: number, quantity = 1, condition = 'NM', finish = 'nonfoil') => ({
  product,
  condition,
  finish,
  quantity,
});
const cents = (price: string, percent: number) => Math.round((toCents(price) * percent) / 100);
const dollars = (c: number) => (c / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp();
  await importBaseSet(t.handle.db, t.stores.cards!);
  shopper = await signInAs(t, 'cards', 'shopper');
  staff = await signInAs(t, 'cards', 'staff');
  cards = await cardsWithMarket(t.handle.db, t.stores.cards!.id, 6);
  const [u] = await queryRows<{ email: string }>(
    t.handle.db,
    sql`select email from users where username = 'shopper' and tenant_id = ${t.stores.cards!.id}`,
  );
  email = u!.email;
  const [s] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where username = 'staff' and tenant_id = ${t.stores.cards!.id}`,
  );
  staffId = s!.id;
}, 300_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from buylist_submissions`);
  await t.handle.db.execute(sql`delete from buylist_overrides`);
  await t.handle.db.execute(sql`delete from buylist_settings`);
});

describe('the public buylist', () => {
  it('offers 30 % cash and 45 % credit of market, by condition, wanting 4 less stock', async () => {
    const card = cards[0]!;
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: `/api/buylist/?q=${encodeURIComponent(`"${card.name}"`)}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_buying).toBe(true);
    const found = body.results.find((r: { product: { id: number } }) => r.product.id === card.id);
    const nm = found.offers.find(
      (o: { condition: string; finish: string }) => o.condition === 'NM' && o.finish === 'nonfoil',
    );
    expect(nm).toEqual({
      condition: 'NM',
      finish: 'nonfoil',
      cash_price: dollars(cents(card.market, 30)),
      credit_price: dollars(cents(card.market, 45)),
      max_quantity: Math.max(0, 4 - card.stock),
    });
    const lp = found.offers.find(
      (o: { condition: string; finish: string }) => o.condition === 'LP' && o.finish === 'nonfoil',
    );
    expect(lp.cash_price).toBe(dollars(Math.round((toCents(card.market) * 85 * 30) / 10_000)));
  });

  it("prices offers from the store's market provider, and from the sell price without one", async () => {
    const card = cards[3]!;
    const [{ sku }] = (await queryRows<{ sku: string }>(
      t.handle.db,
      sql`select sku from products where id = ${card.id} and tenant_id = ${t.stores.cards!.id}`,
    )) as [{ sku: string }];
    // A pokemontcg.io answer for this card: TCGplayer $12.34 (non-foil), $45.67 (holofoil), Cardmarket €9.99.
    const [set, number] = [sku.split('-')[1]!.toLowerCase(), sku.split('-')[2]!];
    const doc = [
      {
        id: `${set}-${number}`,
        number,
        name: card.name,
        tcgplayer: {
          updatedAt: '2026/11/02',
          prices: { normal: { market: 12.34, low: 10 }, holofoil: { market: 45.67 } },
        },
        cardmarket: { updatedAt: '2026/11/02', prices: { trendPrice: 9.99 } },
      },
    ];
    const summary = await importPrices(
      requestContext(t.handle.db, t.stores.cards!),
      [JSON.stringify({ data: doc })],
      {
        format: 'pokemon',
      },
    );
    expect(summary.cards).toBe(1);
    const offersOf = async () =>
      (await call(shopper, 'GET', `/api/buylist/?q=${encodeURIComponent(`"${card.name}"`)}`))
        .json()
        .results.find((r: { product: { id: number } }) => r.product.id === card.id)
        .offers.filter((o: { condition: string }) => o.condition === 'NM' || o.condition === 'LP')
        .map((o: { condition: string; finish: string; cash_price: string; credit_price: string }) =>
          [o.condition, o.finish, o.cash_price, o.credit_price].join(' '),
        );
    // 1234 × 30 % = 370.2 → $3.70, × 45 % = 555.3 → $5.55; LP 85 %: 314.67 → $3.15, 472.005 → $4.72.
    const tcgplayer = await offersOf();
    expect(tcgplayer).toContain('NM nonfoil 3.70 5.55');
    expect(tcgplayer).toContain('LP nonfoil 3.15 4.72');
    // Cardmarket chosen as the store's provider: 999 × 30 % = 299.7 → $3.00, × 45 % = 449.55 → $4.50.
    const settings = (await call(staff, 'GET', '/api/manage/pricing/settings/')).json();
    await call(staff, 'PUT', '/api/manage/pricing/settings/', { ...settings, market_provider: 'cardmarket' });
    expect(await offersOf()).toContain('NM nonfoil 3.00 4.50');
    // A provider without a price for the card: back to the store's Near Mint sell price.
    await call(staff, 'PUT', '/api/manage/pricing/settings/', {
      ...settings,
      market_provider: 'cardkingdom',
    });
    expect(await offersOf()).toContain(
      `NM nonfoil ${dollars(cents(card.market, 30))} ${dollars(cents(card.market, 45))}`,
    );
    await call(staff, 'PUT', '/api/manage/pricing/settings/', settings);
  });

  it('applies a hotlist bonus and hides a card the store is not buying', async () => {
    const [a, b] = cards;
    await call(staff, 'PUT', `/api/manage/buylist/overrides/${a!.id}/`, {
      hotlist_percent: 20,
      max_quantity: 50,
    });
    await call(staff, 'PUT', `/api/manage/buylist/overrides/${b!.id}/`, { not_buying: true });
    const offersOf = async (id: number, name: string) =>
      (await call(shopper, 'GET', `/api/buylist/?q=${encodeURIComponent(`"${name}"`)}`))
        .json()
        .results.find((r: { product: { id: number } }) => r.product.id === id);
    const hot = await offersOf(a!.id, a!.name);
    expect(hot.product.hotlist).toBe(true);
    expect(hot.offers[0].cash_price).toBe(
      dollars(Math.round((toCents(a!.market) * 100 * 120 * 30) / 1_000_000)),
    );
    expect(hot.offers[0].max_quantity).toBe(50 - a!.stock);
    expect((await offersOf(b!.id, b!.name)).offers).toEqual([]);
    const refused = await submit(shopper, [line(b!.id)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'lines.0.product': `${b!.name} is not on the buylist` });
  });
});

describe('submitting a sell list', () => {
  it('needs a signed-in customer and refuses bad lines without writing anything', async () => {
    const anonymous = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/buylist/submissions/',
      payload: { lines: [line(cards[0]!.id)] },
    });
    expect(anonymous.statusCode).toBe(403); // no CSRF token: refused before anything else
    expect((await submit(shopper, [])).json().fields).toEqual({ lines: 'Your sell list is empty' });
    expect((await submit(shopper, [{ ...line(cards[0]!.id), quantity: 0 }])).statusCode).toBe(400);
    expect((await submit(shopper, [{ ...line(cards[0]!.id), condition: 'MINT' }])).statusCode).toBe(400);
    const tent = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: 'Tent',
      price: '99',
      stock: [1],
    });
    expect((await submit(shopper, [line(tent)])).statusCode).toBe(400);
    const tooMany = await submit(shopper, [line(cards[0]!.id, 60)]);
    expect(tooMany.statusCode).toBe(409);
    const [n] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int n from buylist_submissions`,
    );
    expect(n!.n).toBe(0);
  });

  it('refuses a list over the budget', async () => {
    const settings = (await call(staff, 'GET', '/api/manage/buylist/settings/')).json();
    expect(settings).toMatchObject({
      cash_percent: 30,
      credit_percent: 45,
      budget: '1000.00',
      committed: '0.00',
      spent: '0.00',
      remaining: '1000.00',
    });
    await call(staff, 'PUT', '/api/manage/buylist/settings/', { ...settings, budget: '0.01' });
    const res = await submit(shopper, [line(cards[0]!.id)]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This sell list is more than the store can buy at the moment');
  });
});

describe('working a submission', () => {
  it('goes submitted → received → graded → offer sent → accepted → completed, stocking and paying credit', async () => {
    const [a, b, c] = cards;
    const res = await submit(shopper, [line(a!.id), line(b!.id), line(c!.id)]);
    expect(res.statusCode).toBe(201);
    const sub = res.json();
    expect(sub.status).toBe('submitted');
    expect(sub.lines).toHaveLength(3);
    const id = sub.id;

    // Refused moves.
    expect((await move(id, 'graded')).statusCode).toBe(409);
    expect((await move(id, 'completed')).json().error).toBe(
      'A submission that is submitted cannot become completed',
    );
    const early = await call(shopper, 'POST', `/api/buylist/submissions/${id}/respond/`, {
      decision: 'accept',
      payout: 'credit',
    });
    expect(early.statusCode).toBe(409);
    const lineId = sub.lines[0].id;
    const gradeEarly = await call(staff, 'PATCH', `/api/manage/buylist/submissions/${id}/lines/${lineId}/`, {
      condition: 'LP',
    });
    expect(gradeEarly.statusCode).toBe(409);

    expect((await move(id, 'received')).json().status).toBe('received');
    const graded = await call(staff, 'PATCH', `/api/manage/buylist/submissions/${id}/lines/${lineId}/`, {
      condition: 'LP',
      cash_price: '0.10',
      credit_price: '0.15',
    });
    expect(graded.statusCode).toBe(200);
    expect(graded.json().status).toBe('graded');
    const noReason = await call(
      staff,
      'PATCH',
      `/api/manage/buylist/submissions/${id}/lines/${sub.lines[1].id}/`,
      { rejected: true },
    );
    expect(noReason.json().fields).toEqual({ reject_reason: 'Please give a reason' });
    const rejected = await call(
      staff,
      'PATCH',
      `/api/manage/buylist/submissions/${id}/lines/${sub.lines[1].id}/`,
      {
        rejected: true,
        reject_reason: 'Counterfeit',
      },
    );
    const lines = rejected.json().lines;
    expect(lines[1]).toMatchObject({ rejected: true, reject_reason: 'Counterfeit' });
    const creditTotal = 15 + toCents(lines[2].credit_price);
    expect(rejected.json().credit_total).toBe(dollars(creditTotal));

    expect((await move(id, 'offer_sent')).json().status).toBe('offer_sent');
    expect((await move(id, 'completed')).statusCode).toBe(409);
    const noPayout = await call(shopper, 'POST', `/api/buylist/submissions/${id}/respond/`, {
      decision: 'accept',
    });
    expect(noPayout.json().fields).toEqual({ payout: 'Choose cash or store credit' });
    const accepted = await call(shopper, 'POST', `/api/buylist/submissions/${id}/respond/`, {
      decision: 'accept',
      payout: 'credit',
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', payout: 'credit' });
    const again = await call(shopper, 'POST', `/api/buylist/submissions/${id}/respond/`, {
      decision: 'decline',
    });
    expect(again.statusCode).toBe(409);

    const done = await move(id, 'completed');
    expect(done.json()).toMatchObject({ status: 'completed', paid: dollars(creditTotal) });
    expect((await move(id, 'completed')).statusCode).toBe(409);
    // The budget counts what was paid as spent, and what is left.
    const budget = (await call(staff, 'GET', '/api/manage/buylist/settings/')).json();
    expect(budget).toMatchObject({
      budget: '1000.00',
      committed: dollars(creditTotal),
      spent: dollars(creditTotal),
      remaining: dollars(100_000 - creditTotal),
    });

    // The cards are the store's own stock (decision 040) at their cost, not the completing staff member's;
    // the rejected one is not in stock; the credit is on the account.
    expect(await receivedBy(t.handle.db, t.stores.cards!.id, a!.id, null)).toEqual([
      { condition: 'LP', quantity: 1, unit_cost: '0.15' },
    ]);
    expect(await receivedBy(t.handle.db, t.stores.cards!.id, a!.id, staffId)).toEqual([]);
    expect(await receivedBy(t.handle.db, t.stores.cards!.id, b!.id, null)).toEqual([]);
    const credit = (await call(shopper, 'GET', '/api/account/store-credit/')).json();
    expect(credit.balance).toBe(dollars(creditTotal));
    expect(credit.entries[0]).toMatchObject({ kind: 'buylist', submission_id: id });

    const mine = (await call(shopper, 'GET', '/api/buylist/submissions/')).json();
    expect(mine.results.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [id, 'completed'],
    ]);
    expect(await subjectsTo(t.handle.db, email)).toEqual(
      expect.arrayContaining([
        `Your sell list #${id}: Submitted`,
        `Your sell list #${id}: Received`,
        `Your sell list #${id}: Graded`,
        `Your sell list #${id}: Offer sent`,
        `Your sell list #${id}: Accepted`,
        `Your sell list #${id}: Completed`,
      ]),
    );
    const [audited] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int n from audit_log where target = ${`submission ${id}`}`,
    );
    expect(audited!.n).toBe(3); // received, offer sent, completed; grading audits each line
  });

  it('a declined offer cannot be completed, and a cash payout is recorded', async () => {
    const d = (await submit(shopper, [line(cards[3]!.id)])).json().id;
    for (const s of ['received', 'graded', 'offer_sent']) await move(d, s);
    await call(shopper, 'POST', `/api/buylist/submissions/${d}/respond/`, { decision: 'decline' });
    expect((await move(d, 'completed')).statusCode).toBe(409);

    const cash = (await submit(shopper, [line(cards[4]!.id, 2)])).json();
    for (const s of ['received', 'graded', 'offer_sent']) await move(cash.id, s);
    await call(shopper, 'POST', `/api/buylist/submissions/${cash.id}/respond/`, {
      decision: 'accept',
      payout: 'cash',
    });
    const balance = async () => (await call(shopper, 'GET', '/api/account/store-credit/')).json().balance;
    const before = await balance();
    const done = (await move(cash.id, 'completed')).json();
    expect(done).toMatchObject({ status: 'completed', payout: 'cash', paid: cash.cash_total });
    expect(await balance()).toBe(before);
  });
});

describe('roles and the store wall', () => {
  it('keeps staff calls for staff and each store to its own submissions', async () => {
    const id = (await submit(shopper, [line(cards[1]!.id)])).json().id;
    expect((await call(shopper, 'GET', '/api/manage/buylist/submissions/')).statusCode).toBe(403);
    expect((await move(id, 'received')).statusCode).toBe(200);
    const supplier = await signInAs(t, 'cards', 'supplier1').catch(() => null);
    if (supplier) expect((await call(supplier, 'GET', '/api/manage/buylist/settings/')).statusCode).toBe(403);
    const outdoorStaff = await signInAs(t, 'outdoor', 'staff');
    expect((await call(outdoorStaff, 'GET', `/api/manage/buylist/submissions/${id}/`)).statusCode).toBe(404);
    expect((await call(outdoorStaff, 'GET', '/api/manage/buylist/submissions/')).json().count).toBe(0);
    expect(
      (
        await call(outdoorStaff, 'POST', `/api/manage/buylist/submissions/${id}/status/`, {
          status: 'graded',
        })
      ).statusCode,
    ).toBe(404);
    const outdoorShopper = await signInAs(t, 'outdoor', 'shopper');
    expect((await call(outdoorShopper, 'GET', `/api/buylist/submissions/${id}/`)).statusCode).toBe(404);
    expect((await call(outdoorShopper, 'GET', '/api/buylist/submissions/')).json().count).toBe(0);
    const crossCard = await submit(outdoorShopper, [line(cards[0]!.id)]);
    expect(crossCard.statusCode).toBe(400);
  });

  it('separates duties: staff never handle their own submission; an admin may, audited', async () => {
    const admin = await signInAs(t, 'cards', 'admin');
    const sub = (await submit(staff, [line(cards[2]!.id)])).json();
    const own = await move(sub.id, 'received');
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('Staff cannot handle their own buylist submission; ask an admin');
    const byAdmin = (status: string) =>
      call(admin, 'POST', `/api/manage/buylist/submissions/${sub.id}/status/`, { status });
    expect((await byAdmin('received')).statusCode).toBe(200);
    const grade = await call(
      staff,
      'PATCH',
      `/api/manage/buylist/submissions/${sub.id}/lines/${sub.lines[0].id}/`,
      {
        credit_price: '999.00',
      },
    );
    expect(grade.statusCode).toBe(403);
    for (const s of ['graded', 'offer_sent']) expect((await byAdmin(s)).statusCode).toBe(200);
    await call(staff, 'POST', `/api/buylist/submissions/${sub.id}/respond/`, {
      decision: 'accept',
      payout: 'credit',
    });
    expect((await move(sub.id, 'completed')).statusCode).toBe(403);
    const done = await byAdmin('completed');
    expect(done.json()).toMatchObject({ status: 'completed', paid: sub.credit_total });
    const audited = await queryRows<{ actor: string; details: { to: string } }>(
      t.handle.db,
      sql`select actor, details from audit_log where target = ${`submission ${sub.id}`} order by id`,
    );
    expect(audited.map((a) => [a.actor, a.details.to])).toEqual([
      ['admin', 'received'],
      ['admin', 'graded'],
      ['admin', 'offer_sent'],
      ['admin', 'completed'],
    ]);
  });
});
