import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuyRule } from '@storefront/contract/buylist-rules';
import { toCents } from '@storefront/contract/money';
import { queryRows } from '../../db/client.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { cardsWithMarket, importBaseSet } from './buylist.test-helpers.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let staff: Who;
let card: { id: number; name: string; market: number; set: string; rarity: string };

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
const rule = (fields: object) => ({ name: 'Rule', cash_percent: 30, credit_percent: 45, ...fields });
const create = async (who: Who, fields: object) => {
  const res = await call(who, 'POST', '/api/manage/buylist/rules/', rule(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<BuyRule>();
};
const share = (percent: number) => (Math.round((card.market * percent) / 100) / 100).toFixed(2);

/** The card's Near Mint non-foil cash and credit offer on a store's public buylist. */
async function nearMintOffer(host = 'cards.localhost') {
  const res = await injectAs(t.app, host, {
    method: 'GET',
    url: `/api/buylist/?q=${encodeURIComponent(`"${card.name}"`)}`,
  });
  expect(res.statusCode).toBe(200);
  const found = res
    .json<{ results: { product: { id: number }; offers: Record<string, unknown>[] }[] }>()
    .results.find((r) => r.product.id === card.id);
  const nm = found?.offers.find((o) => o.condition === 'NM' && o.finish === 'nonfoil');
  return nm && { cash: nm.cash_price, credit: nm.credit_price };
}

beforeAll(async () => {
  t = await createTestApp();
  await importBaseSet(t.handle.db, t.stores.cards!);
  staff = await signInAs(t, 'cards', 'staff');
  const [first] = await cardsWithMarket(t.handle.db, t.stores.cards!.id, 1);
  const [facts] = await queryRows<{ set_code: string; rarity: string }>(
    t.handle.db,
    sql`select set_code, rarity from tcg_cards where product_id = ${first!.id}`,
  );
  card = { ...first!, market: toCents(first!.market), set: facts!.set_code, rarity: facts!.rarity };
}, 300_000);
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`delete from buylist_rules`);
});

describe('buy rules', () => {
  it('buy a card at the percents of the first matching rule, in order, else the store default', async () => {
    expect(await nearMintOffer()).toEqual({ cash: share(30), credit: share(45) });
    const forSet = await create(staff, {
      name: `${card.set} ${card.rarity}`,
      game: 'pokemon',
      set_code: card.set.toUpperCase(),
      rarity: card.rarity.toUpperCase(),
      finish: 'nonfoil',
      cash_percent: 50,
      credit_percent: 65,
    });
    const all = await create(staff, { name: 'Everything', cash_percent: 10, credit_percent: 20 });
    expect(await nearMintOffer()).toEqual({ cash: share(50), credit: share(65) });
    const order = await call(staff, 'PUT', '/api/manage/buylist/rules/order/', { ids: [all.id, forSet.id] });
    expect(order.json<{ results: BuyRule[] }>().results.map((r) => r.name)).toEqual([
      'Everything',
      forSet.name,
    ]);
    expect(await nearMintOffer()).toEqual({ cash: share(10), credit: share(20) });
    // A rule whose band, game or finish leaves the card out is passed over, as is an inactive one.
    const above = ((card.market + 1) / 100).toFixed(2);
    for (const skipped of [{ min_price: above }, { game: 'mtg' }, { finish: 'foil' }, { is_active: false }]) {
      const first = await create(staff, { ...skipped, cash_percent: 90, credit_percent: 95 });
      const ids = [first.id, all.id, forSet.id];
      expect((await call(staff, 'PUT', '/api/manage/buylist/rules/order/', { ids })).statusCode).toBe(200);
      expect(await nearMintOffer()).toEqual({ cash: share(10), credit: share(20) });
      expect((await call(staff, 'DELETE', `/api/manage/buylist/rules/${first.id}/`)).statusCode).toBe(204);
    }
    const edited = await call(staff, 'PUT', `/api/manage/buylist/rules/${all.id}/`, {
      ...rule({ name: 'Everything', max_price: '0.01', cash_percent: 1, credit_percent: 2 }),
    });
    expect(edited.json<BuyRule>()).toMatchObject({ max_price: '0.01', cash_percent: 1, position: 2 });
    expect(await nearMintOffer()).toEqual({ cash: share(50), credit: share(65) });
  });

  it("keeps each store's rules behind its wall", async () => {
    const mine = await create(staff, { name: 'Cards only', cash_percent: 70, credit_percent: 80 });
    const outdoor = await signInAs(t, 'outdoor', 'staff');
    await create(outdoor, { name: 'Outdoor', cash_percent: 5, credit_percent: 6 });
    expect(await nearMintOffer()).toEqual({ cash: share(70), credit: share(80) });
    const theirs = await call(outdoor, 'GET', '/api/manage/buylist/rules/');
    expect(theirs.json<{ results: BuyRule[] }>().results.map((r) => r.name)).toEqual(['Outdoor']);
    expect((await call(outdoor, 'PUT', `/api/manage/buylist/rules/${mine.id}/`, rule({}))).statusCode).toBe(
      404,
    );
    expect((await call(outdoor, 'DELETE', `/api/manage/buylist/rules/${mine.id}/`)).statusCode).toBe(404);
    const reorder = await call(outdoor, 'PUT', '/api/manage/buylist/rules/order/', { ids: [mine.id] });
    expect(reorder.statusCode).toBe(400);
    const ours = await call(staff, 'GET', '/api/manage/buylist/rules/');
    expect(ours.json<{ results: BuyRule[] }>().results).toMatchObject([{ id: mine.id, cash_percent: 70 }]);
  });

  it('is for staff and admins only', async () => {
    const anonymous = { host: 'cards.localhost', headers: {} } as Who;
    expect((await call(anonymous, 'GET', '/api/manage/buylist/rules/')).statusCode).toBe(401);
    for (const name of ['shopper', 'nova_cards']) {
      const as = await signInAs(t, 'cards', name);
      expect((await call(as, 'GET', '/api/manage/buylist/rules/')).statusCode).toBe(403);
      expect((await call(as, 'POST', '/api/manage/buylist/rules/', rule({}))).statusCode).toBe(403);
    }
    const admin = await signInAs(t, 'cards', 'admin');
    expect((await call(admin, 'GET', '/api/manage/buylist/rules/')).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 naming the fields, and changes nothing', async () => {
    const bad = await call(staff, 'POST', '/api/manage/buylist/rules/', {
      name: '',
      cash_percent: 500,
      credit_percent: 1.5,
      min_price: '5.00',
      max_price: '1.00',
      finish: 'etched',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: object }>().fields).sort()).toEqual([
      'cash_percent',
      'credit_percent',
      'finish',
      'name',
    ]);
    const band = await call(
      staff,
      'POST',
      '/api/manage/buylist/rules/',
      rule({ min_price: '5', max_price: '1' }),
    );
    expect(band.json()).toMatchObject({ fields: { max_price: 'The band ends below its start' } });
    expect((await call(staff, 'PUT', '/api/manage/buylist/rules/abc/', rule({}))).statusCode).toBe(400);
    expect((await call(staff, 'DELETE', '/api/manage/buylist/rules/99999/')).statusCode).toBe(404);
    const listed = await call(staff, 'GET', '/api/manage/buylist/rules/');
    expect(listed.json<{ results: BuyRule[] }>().results).toEqual([]);
  });
});
