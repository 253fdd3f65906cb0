import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MassEntryAnswer } from '@storefront/contract/cart-mass-entry';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { deckList, massEntryTestApp, stockExactly } from './mass-entry.test-helpers.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let shopper: Who;
const URL = '/api/ecommerce/cart/mass-entry/';

beforeAll(async () => {
  t = await massEntryTestApp();
  shopper = await signInAs(t, 'cards', 'shopper');
  // Omen of the Sun (THB 30): 2 near mint from nova_cards at $0.40, 1 lightly played from dragonhoard at $0.30.
  await stockExactly(t, t.stores.cards!, { set: 'THB', number: '30' }, [
    { condition: 'NM', seller: 'nova_cards', quantity: 2, cents: 40 },
    { condition: 'LP', seller: 'dragonhoard', quantity: 1, cents: 30 },
  ]);
  // Auramancer (M14 6), sold by the other store only: 3 near mint.
  await stockExactly(t, t.stores.outdoor!, { set: 'M14', number: '6' }, [
    { condition: 'NM', seller: 'nova_cards', quantity: 3, cents: 25 },
  ]);
}, 300_000);
afterAll(() => t.close());

const post = (who: { host: string; headers: Record<string, string> } | string, payload: object) =>
  injectAs(t.app, typeof who === 'string' ? who : who.host, {
    method: 'POST',
    url: URL,
    headers: typeof who === 'string' ? {} : who.headers,
    payload,
  });
const answer = async (who: Who, payload: object) => {
  const res = await post(who, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MassEntryAnswer>();
};
const getCart = async (who: Who) =>
  (
    await injectAs(t.app, who.host, { method: 'GET', url: '/api/ecommerce/cart/', headers: who.headers })
  ).json<{
    items: { quantity: number; variant: { id: number } | null; product: { name: string } }[];
  }>();
const clearCart = async (who: Who) => {
  for (const item of (await getCart(who)).items as unknown as { id: number }[])
    await injectAs(t.app, who.host, {
      method: 'DELETE',
      url: `/api/ecommerce/cart/items/${item.id}/`,
      headers: who.headers,
    });
};

describe('mass entry: reading what players paste', () => {
  it('reads Arena, MTGO, Moxfield and plain lines, sections and comments, each with its number and section', async () => {
    const list = [
      '// Omen deck',
      'Deck',
      '1 Omen of the Sun (THB) 30',
      '1x Omen of the Sun',
      '# lands',
      'Sideboard',
      '2 Nonexistent Card Name',
      'SB: 1 Omen of the Sun [THB] 30',
      'Commander',
      '1 Yorion, Sky Nomad (IKO) 232 *F*',
    ].join('\n');
    const body = await answer(shopper, { list });
    expect(body.lines.map((l) => [l.line, l.section, l.name, l.set, l.number, l.wanted, l.status])).toEqual([
      [3, 'Deck', 'Omen of the Sun', 'THB', '30', 1, 'found'],
      [4, 'Deck', 'Omen of the Sun', null, null, 1, 'found'],
      [7, 'Sideboard', 'Nonexistent Card Name', null, null, 2, 'missing'],
      [8, 'Sideboard', 'Omen of the Sun', 'THB', '30', 1, 'found'],
      [10, 'Commander', 'Yorion, Sky Nomad', 'IKO', '232', 1, 'missing'],
    ]);
    expect(body.wanted).toBe(6);
    expect(body.found).toBe(3);
    expect(body.added).toBe(false);
    expect(body.cart).toBeNull();
  });

  it('reads a TCGplayer-style list whose lines are separated by ||', async () => {
    const body = await answer(shopper, { list: '1 Omen of the Sun||2 Nonexistent Card Name' });
    expect(body.lines.map((l) => [l.line, l.name, l.status])).toEqual([
      [1, 'Omen of the Sun', 'found'],
      [2, 'Nonexistent Card Name', 'missing'],
    ]);
  });
});

describe('mass entry: offers', () => {
  it('takes the cheapest offers first across conditions, and splits a short line over several offers', async () => {
    const body = await answer(shopper, { list: '4 Omen of the Sun' });
    const [line] = body.lines;
    expect(line!.status).toBe('short');
    expect(line!.found).toBe(3);
    expect(line!.offers.map((o) => [o.condition, o.unit_price, o.quantity, o.available, o.sellers])).toEqual([
      ['LP', '0.30', 1, 1, ['dragonhoard']],
      ['NM', '0.40', 2, 2, ['nova_cards']],
    ]);
    expect(line!.missing).toEqual({ name: 'Omen of the Sun', quantity: 1 });
    expect(body.subtotal).toBe('1.10');
    expect(body.missing).toEqual([{ name: 'Omen of the Sun', quantity: 1 }]);
  });

  it('honours the minimum condition, best condition first, and a preferred seller', async () => {
    const nmOnly = await answer(shopper, { list: '4 Omen of the Sun', options: { minCondition: 'NM' } });
    expect(nmOnly.lines[0]!.offers.map((o) => [o.condition, o.quantity])).toEqual([['NM', 2]]);
    expect(nmOnly.missing).toEqual([{ name: 'Omen of the Sun', condition: 'NM', quantity: 2 }]);
    const best = await answer(shopper, { list: '1 Omen of the Sun', options: { pick: 'best_condition' } });
    expect(best.lines[0]!.offers.map((o) => [o.condition, o.unit_price])).toEqual([['NM', '0.40']]);
    const nova = await answer(shopper, {
      list: '1 Omen of the Sun',
      options: { preferSeller: 'NOVA_cards' },
    });
    expect(nova.lines[0]!.offers.map((o) => o.sellers)).toEqual([['nova_cards']]);
  });

  it('takes only the printing a line names when printing is exact, any printing otherwise, and foils only when asked', async () => {
    const exact = await answer(shopper, { list: '1 Omen of the Sun (M19) 1' });
    expect(exact.lines[0]!.status).toBe('missing');
    expect(exact.missing).toEqual([{ name: 'Omen of the Sun', set: 'M19', quantity: 1 }]);
    const any = await answer(shopper, { list: '1 Omen of the Sun (M19) 1', options: { printing: 'any' } });
    expect(any.lines[0]!.status).toBe('found');
    const foil = await answer(shopper, { list: '1 Omen of the Sun', options: { foil: 'foil' } });
    expect(foil.lines[0]!.status).toBe('missing');
    expect(foil.missing).toEqual([{ name: 'Omen of the Sun', finish: 'foil', quantity: 1 }]);
    const marked = await answer(shopper, { list: '1 Omen of the Sun (THB) 30 *F*' });
    expect(marked.missing).toEqual([{ name: 'Omen of the Sun', set: 'THB', finish: 'foil', quantity: 1 }]);
  });

  it('shares an offer between lines: two lines never take the same copies', async () => {
    const body = await answer(shopper, { list: '2 Omen of the Sun\n2 Omen of the Sun (THB) 30' });
    expect(body.lines.map((l) => [l.found, l.status])).toEqual([
      [2, 'found'],
      [1, 'short'],
    ]);
    expect(body.found).toBe(3);
  });
});

describe('mass entry: adding to the cart', () => {
  it('adds a 60-card Arena deck list: the cart holds exactly what was found, the rest is the missing list', async () => {
    await clearCart(shopper);
    const body = await answer(shopper, {
      list: deckList('arena_brawl_yorion.txt'),
      add: true,
      options: { printing: 'any' },
    });
    expect(body.wanted).toBe(60);
    expect(body.lines).toHaveLength(44);
    expect(body.added).toBe(true);
    const byVariant = new Map<number, number>();
    for (const o of body.lines.flatMap((l) => l.offers))
      byVariant.set(o.variant_id, (byVariant.get(o.variant_id) ?? 0) + o.quantity);
    const cart = await getCart(shopper);
    expect(new Map(cart.items.map((i) => [i.variant!.id, i.quantity]))).toEqual(byVariant);
    expect(body.cart!.item_count).toBe(body.found);
    expect(body.found + body.missing.reduce((sum, m) => sum + m.quantity, 0)).toBe(60);
    // Cards the store has never had: missing in full, ready for a wantlist.
    expect(body.missing).toContainEqual({ name: 'Yorion, Sky Nomad', set: 'IKO', quantity: 1 });
    expect(body.missing).toContainEqual({ name: 'Agent of Treachery', set: 'M20', quantity: 1 });
    expect(body.lines.find((l) => l.name === 'Omen of the Sun')!.offers.map((o) => o.quantity)).toEqual([1]);
    for (const l of body.lines) expect(l.found + (l.missing?.quantity ?? 0)).toBe(l.wanted);
  });

  it('never adds more than the stock: a second add of the same list finds nothing more of what it took', async () => {
    await clearCart(shopper);
    const first = await answer(shopper, { list: '5 Omen of the Sun', add: true });
    expect(first.found).toBe(3);
    const again = await answer(shopper, { list: '5 Omen of the Sun', add: true });
    expect(again.found).toBe(0);
    expect(again.lines[0]!.status).toBe('missing');
    const cart = await getCart(shopper);
    expect(cart.items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    await clearCart(shopper);
  });

  it('answers a signed-out visitor, and asks them to sign in to add', async () => {
    const signedOut = await post('cards.localhost', { list: '1 Omen of the Sun' });
    // Unsafe calls carry a CSRF token even signed out; without one the answer is 403 and nothing happens.
    expect([200, 403]).toContain(signedOut.statusCode);
    const guest = { host: 'cards.localhost', headers: await guestHeaders() };
    const seen = await post(guest, { list: '1 Omen of the Sun' });
    expect(seen.statusCode).toBe(200);
    expect(seen.json<MassEntryAnswer>().found).toBe(1);
    const add = await post(guest, { list: '1 Omen of the Sun', add: true });
    expect(add.statusCode).toBe(401);
  });
});

async function guestHeaders() {
  const { csrfFor } = await import('../../test/test-app.ts');
  return (await csrfFor(t.app, 'cards.localhost')).headers;
}

describe('mass entry: hostile input and limits', () => {
  it.each([
    ['an empty list', { list: '' }, 'list'],
    ['a list without a card line', { list: 'Deck\n// nothing\n' }, 'list'],
    ['70 KB', { list: 'x'.repeat(70_000) }, 'list'],
    ['60 KB of 3-byte characters (over 64 KB)', { list: `1 ${'€'.repeat(22_000)}` }, 'list'],
    ['501 lines', { list: Array.from({ length: 501 }, () => '1 Island').join('\n') }, 'list'],
    ['an unknown pick', { list: '1 Island', options: { pick: 'random' } }, 'options.pick'],
    ['an unknown finish', { list: '1 Island', options: { foil: 'shiny' } }, 'options.foil'],
    ['add as text', { list: '1 Island', add: 'yes' }, 'add'],
    ['a NUL character', { list: '1 Island\u0000' }, 'list'],
    ['a number for a list', { list: 42 }, 'list'],
  ])('refuses %s with a readable 400', async (_, payload, field) => {
    const res = await post(shopper, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; fields: Record<string, string> }>();
    expect(body.error).toBeTruthy();
    expect(Object.keys(body.fields ?? {})).toContain(field);
  });

  it('answers hostile lines as unreadable, one by one, and still reads the rest', async () => {
    const list = [
      '1 Omen of the Sun',
      'Lightning Bolt',
      '0 Omen of the Sun',
      '1000 Omen of the Sun',
      `1 a${' '.repeat(20_000)}b`,
      "1 Robert'); drop table cart_items; --",
      '1 <script>alert(1)</script>',
    ].join('\n');
    const body = await answer(shopper, { list });
    expect(body.lines.map((l) => l.status)).toEqual([
      'found',
      'unreadable',
      'unreadable',
      'unreadable',
      'missing',
      'missing',
      'missing',
    ]);
    expect(body.lines[1]!.reason).toBe('Not a card line: write it as "4 Lightning Bolt (M11) 149"');
    expect(body.lines[3]!.reason).toBe('The quantity must be from 1 to 999');
  });
});

describe('mass entry: the tenant wall', () => {
  it("never answers another store's stock: M14 cards sell in outdoor only", async () => {
    const list = '2 Auramancer\n1 Omen of the Sun';
    const cards = await answer(shopper, { list });
    expect(cards.lines.map((l) => l.status)).toEqual(['missing', 'found']);
    const outdoorShopper = await signInAs(t, 'outdoor', 'shopper');
    const outdoor = await answer(outdoorShopper, { list });
    expect(outdoor.lines[1]!.status).toBe('missing');
    expect(outdoor.lines[0]!.offers.map((o) => [o.set_code, o.quantity, o.unit_price])).toEqual([
      ['M14', 2, '0.25'],
    ]);
    // And adding in outdoor puts nothing of the card shop's in that cart.
    const added = await answer(outdoorShopper, { list: '1 Omen of the Sun', add: true });
    expect(added.found).toBe(0);
  });
});
