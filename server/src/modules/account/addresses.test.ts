import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Awaited<ReturnType<typeof signInAs>>['headers'];
const call = (headers: Headers, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

const home = {
  name: 'Casey Shopper',
  address: '1 Main St',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  country: 'US',
  phone: '555-0100',
  isDefault: false,
};

describe('/api/addresses/', () => {
  it('adds, lists, edits and deletes; the first address is the default', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const created = await call(headers, 'POST', '/api/addresses/', home);
    expect(created.statusCode).toBe(201);
    const first = created.json();
    expect(first).toEqual({ ...home, id: first.id, isDefault: true });
    const work = (
      await call(headers, 'POST', '/api/addresses/', { ...home, name: 'Work', city: 'Austin', state: 'TX' })
    ).json();
    expect(work.isDefault).toBe(false);
    const edited = await call(headers, 'PUT', `/api/addresses/${work.id}/`, {
      ...home,
      name: 'Work HQ',
      isDefault: true,
    });
    expect(edited.json()).toMatchObject({ name: 'Work HQ', isDefault: true });
    const list = (await call(headers, 'GET', '/api/addresses/')).json();
    expect(list.map((a: { name: string; isDefault: boolean }) => [a.name, a.isDefault])).toEqual([
      ['Work HQ', true],
      ['Casey Shopper', false],
    ]);
    expect((await call(headers, 'DELETE', `/api/addresses/${work.id}/`)).statusCode).toBe(204);
    const after = (await call(headers, 'GET', '/api/addresses/')).json();
    expect(after).toEqual([{ ...home, id: first.id, isDefault: true }]);
  });

  it.each(['name', 'address', 'city', 'zipCode'])('requires %s: "This field is required"', async (field) => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const res = await call(headers, 'POST', '/api/addresses/', { ...home, [field]: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: 'This field is required' });
  });

  it('accepts only the states NY, CA, TX, FL and the countries US, CA, GB, AU', async () => {
    const { headers } = await signInAs(t, 'cards', 'shopper');
    const state = await call(headers, 'POST', '/api/addresses/', { ...home, state: 'WA' });
    expect(state.json().fields).toEqual({ state: 'Choose NY, CA, TX or FL' });
    const country = await call(headers, 'POST', '/api/addresses/', { ...home, country: 'FR' });
    expect(country.json().fields).toEqual({ country: 'Choose US, CA, GB or AU' });
    const gb = await call(headers, 'POST', '/api/addresses/', { ...home, country: 'GB' });
    expect(gb.statusCode).toBe(201);
  });

  it('hides user A’s addresses from user B (404) and from another store', async () => {
    const a = await signInAs(t, 'cards', 'nova_cards');
    const b = await signInAs(t, 'cards', 'dragonhoard');
    const mine = (await call(a.headers, 'POST', '/api/addresses/', home)).json();
    expect((await call(b.headers, 'GET', '/api/addresses/')).json()).toEqual([]);
    expect((await call(b.headers, 'PUT', `/api/addresses/${mine.id}/`, home)).statusCode).toBe(404);
    expect((await call(b.headers, 'DELETE', `/api/addresses/${mine.id}/`)).statusCode).toBe(404);
    const outdoor = await signInAs(t, 'outdoor', 'nova_cards');
    expect((await call(outdoor.headers, 'GET', '/api/addresses/')).json()).toEqual([]);
    expect((await call(outdoor.headers, 'DELETE', `/api/addresses/${mine.id}/`)).statusCode).toBe(404);
    // A's cookie sent to the other store's host signs no one in.
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/addresses/',
      headers: { ...a.headers, host: 'outdoor.localhost' },
    });
    expect(replay.statusCode).toBe(401);
    expect((await call(a.headers, 'GET', '/api/addresses/')).json()).toHaveLength(1);
  });

  it('answers 401 when signed out', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/addresses/',
      headers: { host: 'cards.localhost' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('demo data', () => {
  it('gives the demo shopper one default address', async () => {
    const { seedDemoAddresses } = await import('./account.seed.ts');
    await seedDemoAddresses(t.handle.db, t.stores.outdoor!);
    const { headers } = await signInAs(t, 'outdoor', 'shopper');
    const list = (await call(headers, 'GET', '/api/addresses/')).json();
    expect(list).toEqual([
      expect.objectContaining({ name: 'Casey Shopper', city: 'New York', state: 'NY', isDefault: true }),
    ]);
  });
});
