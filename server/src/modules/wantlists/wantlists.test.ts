import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Who } from '../../test/signed-in.test-helpers.ts';
import { createTestApp, signedInUsers, signInAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let a: Who;
let b: Who;
let outdoor: Who;
let staff: Who;

beforeAll(async () => {
  t = await createTestApp();
  await signedInUsers(t.handle.db, t.stores.cards!, 'wanter', 1);
  a = await signInAs(t, 'cards', 'shopper');
  b = await signInAs(t, 'cards', 'wanter0');
  outdoor = await signInAs(t, 'outdoor', 'shopper');
  staff = await signInAs(t, 'cards', 'staff');
}, 60_000);
afterAll(() => t.close());

const bolt = {
  name: 'Lightning Bolt',
  set: 'LEA',
  condition: 'LP',
  finish: 'foil',
  language: 'en',
  maxPrice: '12.5',
  quantity: 4,
};

describe('wantlists through HTTP', () => {
  it('creates a list with its cards (the mass entry call), renames it, edits and removes cards, deletes it', async () => {
    const call = as(t, a);
    const created = await call('POST', '/api/account/wantlists/', {
      name: 'Deck: Burn',
      items: [bolt, { name: 'Goblin Guide', quantity: 2 }],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({ name: 'Deck: Burn', alerts: true });
    expect(list.items.map(({ id: _, ...i }: { id: number }) => i)).toEqual([
      {
        name: 'Lightning Bolt',
        set: 'lea',
        condition: 'LP',
        finish: 'foil',
        language: 'en',
        maxPrice: '12.50',
        quantity: 4,
      },
      {
        name: 'Goblin Guide',
        set: null,
        condition: null,
        finish: null,
        language: null,
        maxPrice: null,
        quantity: 2,
      },
    ]);

    const renamed = await call('PATCH', `/api/account/wantlists/${list.id}/`, {
      name: 'Burn',
      alerts: false,
    });
    expect(renamed.json()).toMatchObject({ name: 'Burn', alerts: false });

    const added = await call('POST', `/api/account/wantlists/${list.id}/items/`, {
      name: 'Rift Bolt',
      quantity: 3,
    });
    expect(added.statusCode).toBe(201);
    const rift = added.json().items[2];
    expect(rift).toMatchObject({ name: 'Rift Bolt', quantity: 3 });

    const edited = await call('PUT', `/api/account/wantlists/${list.id}/items/${rift.id}/`, {
      name: 'Rift Bolt',
      condition: 'NM',
      maxPrice: '0.75',
      quantity: 1,
    });
    expect(edited.json().items[2]).toEqual({
      id: rift.id,
      name: 'Rift Bolt',
      set: null,
      condition: 'NM',
      finish: null,
      language: null,
      maxPrice: '0.75',
      quantity: 1,
    });

    const removed = await call('DELETE', `/api/account/wantlists/${list.id}/items/${list.items[1].id}/`);
    expect(removed.json().items.map((i: { name: string }) => i.name)).toEqual([
      'Lightning Bolt',
      'Rift Bolt',
    ]);

    const all = (await call('GET', '/api/account/wantlists/')).json();
    expect(all.results.map((l: { name: string; items: unknown[] }) => [l.name, l.items.length])).toEqual([
      ['Burn', 2],
    ]);

    expect((await call('DELETE', `/api/account/wantlists/${list.id}/`)).statusCode).toBe(204);
    expect((await call('GET', '/api/account/wantlists/')).json()).toEqual({ results: [] });
  });

  it('refuses bad input with readable fields and writes nothing', async () => {
    const call = as(t, a);
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x', items: [{ name: 'Bolt', quantity: 0 }] }, 'items.0.quantity'],
      [{ name: 'x', items: [{ name: 'Bolt', quantity: 1, condition: 'MINT' }] }, 'items.0.condition'],
      [{ name: 'x', items: [{ name: 'Bolt', quantity: 1, finish: 'gold' }] }, 'items.0.finish'],
      [{ name: 'x', items: [{ name: 'Bolt', quantity: 1, maxPrice: '-1' }] }, 'items.0.maxPrice'],
      [{ name: 'x', items: [{ name: 'Bolt\u0000', quantity: 1 }] }, 'items.0.name'],
      [{ name: 'x', items: [{ name: 'Bolt', quantity: 1, set: "'; drop table" }] }, 'items.0.set'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', '/api/account/wantlists/', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await call('GET', '/api/account/wantlists/')).json()).toEqual({ results: [] });
    expect((await call('PATCH', '/api/account/wantlists/0/', { name: 'y' })).statusCode).toBe(400);
  });

  it("keeps one shopper's lists from another, from another store and from the signed out", async () => {
    const mine = (await as(t, a)('POST', '/api/account/wantlists/', { name: 'Mine', items: [bolt] })).json();
    const item = mine.items[0].id;
    const theirs = as(t, b);
    expect((await theirs('GET', '/api/account/wantlists/')).json()).toEqual({ results: [] });
    expect((await theirs('PATCH', `/api/account/wantlists/${mine.id}/`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect(
      (await theirs('POST', `/api/account/wantlists/${mine.id}/items/`, { name: 'X', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await theirs('PUT', `/api/account/wantlists/${mine.id}/items/${item}/`, { name: 'X', quantity: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await theirs('DELETE', `/api/account/wantlists/${mine.id}/items/${item}/`)).statusCode).toBe(404);
    expect((await theirs('DELETE', `/api/account/wantlists/${mine.id}/`)).statusCode).toBe(404);
    // Another store's shopper, with the same ids in the path.
    const other = as(t, outdoor);
    expect((await other('GET', '/api/account/wantlists/')).json()).toEqual({ results: [] });
    expect((await other('PATCH', `/api/account/wantlists/${mine.id}/`, { name: 'Taken' })).statusCode).toBe(
      404,
    );
    expect((await other('DELETE', `/api/account/wantlists/${mine.id}/`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/account/wantlists/',
      headers: { host: a.host },
    });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed.
    const still = (await as(t, a)('GET', '/api/account/wantlists/')).json().results;
    expect(still.map((l: { name: string; items: unknown[] }) => [l.name, l.items.length])).toEqual([
      ['Mine', 1],
    ]);
  });

  it('shows staff the most-wanted cards of their own store only; shoppers may not see them', async () => {
    await as(t, b)('POST', '/api/account/wantlists/', {
      name: 'Theirs',
      items: [
        { name: 'lightning bolt', quantity: 2 },
        { name: 'Counterspell', quantity: 1 },
      ],
    });
    const demand = await as(t, staff)('GET', '/api/manage/wantlists/');
    expect(demand.statusCode).toBe(200);
    expect(demand.json().results).toEqual([
      { name: 'Lightning Bolt', shoppers: 2, quantity: 6, in_stock: 0 },
      { name: 'Counterspell', shoppers: 1, quantity: 1, in_stock: 0 },
    ]);
    expect((await as(t, a)('GET', '/api/manage/wantlists/')).statusCode).toBe(403);
    const outdoorAdmin = await signInAs(t, 'outdoor', 'admin');
    expect((await as(t, outdoorAdmin)('GET', '/api/manage/wantlists/')).json()).toEqual({ results: [] });
  });
});
