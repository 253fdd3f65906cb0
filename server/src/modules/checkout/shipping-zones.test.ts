import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import type { api } from '../../test/checkout.test-helpers.ts';
import { address, taxedCardShop, validBody } from '../../test/checkout.test-helpers.ts';

// Decision 053: a card shop ships New York by letter (up to 4 singles) or tracked (from $20), or the shopper
// picks up; Germany by DHL, free from $30; elsewhere the three flat methods. New York charges 8.875 % on top,
// Germany 19 %. Each address gets its methods and its tax to the cent, and a method of another place is refused.
let t: TestApp;
let me: ReturnType<typeof api>;
let admin: ReturnType<typeof as>;
let single: number;
let ny: { id: number; methods: { id: string; name: string }[] };
let shopper: ReturnType<typeof as>;

const NY = { ...address, city: 'New York', state: 'NY', postal_code: '10001', country: 'US' };
const BERLIN = { ...address, city: 'Berlin', state: 'BE', postal_code: '10115', country: 'DE' };
const ZONES = '/api/manage/shipping-zones/';
const method = (zone: typeof ny, name: string) => zone.methods.find((m) => m.name === name)!.id;

beforeAll(async () => {
  ({ t, me, shopper, admin } = await taxedCardShop());
  single = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Single',
    price: '2.50',
    stock: [500],
  });
  const nyZone = (await admin('POST', ZONES, { name: 'New York', places: ['us-ny'] })).json();
  await admin('POST', `${ZONES}${nyZone.id}/methods/`, { name: 'Letter', price: '1.00', max_items: 4 });
  await admin('POST', `${ZONES}${nyZone.id}/methods/`, {
    name: 'Tracked',
    price: '4.50',
    min_subtotal: '20.00',
  });
  ny = (
    await admin('POST', `${ZONES}${nyZone.id}/methods/`, {
      name: 'Pick up in store',
      price: '0',
      pickup: true,
    })
  ).json();
  const deZone = (await admin('POST', ZONES, { name: 'Germany', places: ['DE'], free_over: '30.00' })).json();
  await admin('POST', `${ZONES}${deZone.id}/methods/`, { name: 'DHL Paket', price: '7.00' });
});
afterAll(() => t.close());
beforeEach(async () => {
  const cart = await me.cart();
  for (const item of cart.items) await shopper('DELETE', `/api/ecommerce/cart/items/${item.id}/`);
});

const quote = async (shipping_address: object, shipping_method = 'standard') =>
  (await me.call('POST', '/api/ecommerce/checkout/quote/', { shipping_method, shipping_address })).json();
const names = (q: { shipping_methods: { name: string }[] }) => q.shipping_methods.map((m) => m.name);

describe('a New York address', () => {
  it('is offered the letter and pickup for 3 singles, and pays letter + tax: $7.50 + $1.00 + $0.76', async () => {
    await me.add(single, 3);
    const q = await quote(NY);
    expect(names(q)).toEqual(['Letter', 'Pick up in store']);
    // The flat "standard" is not offered here: the quote takes the first method offered.
    expect(q).toMatchObject({
      shipping_method: method(ny, 'Letter'),
      shipping: '1.00',
      tax: '0.76',
      total: '9.26',
    });
    expect((await me.checkout(validBody({ shipping_address: NY }))).statusCode).toBe(400);
    const placed = await me.checkout(
      validBody({ shipping_address: NY, shipping_method: method(ny, 'Letter') }),
    );
    expect(placed.statusCode).toBe(201);
    const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
    // 750 × 8.875 % = 66.56 → 67; letter 100 → 8.88 → 9.
    expect(order).toMatchObject({
      subtotal: '7.50',
      shipping_cost: '1.00',
      tax_total: '0.76',
      total: '9.26',
    });
  });

  it('refuses the letter for 5 singles (400, nothing taken), and offers tracked from $20', async () => {
    await me.add(single, 5);
    const letter = await me.checkout(
      validBody({ shipping_address: NY, shipping_method: method(ny, 'Letter') }),
    );
    expect(letter.statusCode).toBe(400);
    expect(letter.json().fields).toEqual({
      shipping_method: 'This shipping method is not available for this address and order',
    });
    expect((await me.cart()).item_count).toBe(5);
    await me.add(single, 3);
    expect(names(await quote(NY))).toEqual(['Tracked', 'Pick up in store']);
  });

  it('collects a pickup for nothing', async () => {
    await me.add(single, 2);
    const q = await quote(NY, method(ny, 'Pick up in store'));
    expect(q).toMatchObject({ shipping: '0.00', tax: '0.44', total: '5.44' });
  });
});

describe('a German address', () => {
  it("pays DHL and 19 % on top, and ships free from the zone's $30", async () => {
    await me.add(single, 3);
    const q = await quote(BERLIN);
    expect(names(q)).toEqual(['DHL Paket']);
    // 750 × 19 % = 142.5 → 143; 700 → 133.
    expect(q).toMatchObject({ shipping: '7.00', tax: '2.76', total: '17.26' });
    expect(
      (await me.checkout(validBody({ shipping_address: BERLIN, shipping_method: method(ny, 'Letter') })))
        .statusCode,
    ).toBe(400);
    await me.add(single, 9);
    expect(await quote(BERLIN)).toMatchObject({
      subtotal: '30.00',
      shipping: '0.00',
      tax: '5.70',
      total: '35.70',
    });
  });
});

describe("checkout reads the address's zone with the methods", () => {
  it("ships free from the zone's $30, and a region's zone beats an older country's", async () => {
    const zones = (await admin('GET', ZONES)).json().results as (typeof ny)[];
    const germany = zones.find((z) => z.methods.some((m) => m.name === 'DHL Paket'))!;
    await me.add(single, 12);
    const free = await me.checkout(
      validBody({ shipping_address: BERLIN, shipping_method: method(germany, 'DHL Paket') }),
    );
    expect(free.statusCode, free.body).toBe(201);
    const order = (await me.call('GET', `/api/orders/${free.json().order_id}/`)).json();
    expect(order).toMatchObject({
      subtotal: '30.00',
      shipping_cost: '0.00',
      tax_total: '5.70',
      total: '35.70',
    });

    // The country's zone is older (a lower id): the region's still wins for its addresses.
    const us = (await admin('POST', ZONES, { name: 'United States', places: ['US'] })).json();
    await admin('POST', `${ZONES}${us.id}/methods/`, { name: 'Ground', price: '6.00' });
    const wa = (await admin('POST', ZONES, { name: 'Washington', places: ['US-WA'] })).json();
    await admin('POST', `${ZONES}${wa.id}/methods/`, { name: 'Ferry', price: '3.00' });
    const listed = (await admin('GET', ZONES)).json().results as (typeof ny)[];
    const ground = method(
      listed.find((z) => z.id === us.id)!,
      'Ground',
    );
    const ferry = method(
      listed.find((z) => z.id === wa.id)!,
      'Ferry',
    );
    const WA = { ...NY, city: 'Seattle', state: 'WA', postal_code: '98101' };
    try {
      await me.add(single, 3);
      const byGround = await me.checkout(validBody({ shipping_address: WA, shipping_method: ground }));
      expect(byGround.statusCode).toBe(400);
      expect(byGround.json().error).toBe('This shipping method is not available for this address and order');
      const byFerry = await me.checkout(validBody({ shipping_address: WA, shipping_method: ferry }));
      expect(byFerry.statusCode, byFerry.body).toBe(201);
      expect((await me.call('GET', `/api/orders/${byFerry.json().order_id}/`)).json()).toMatchObject({
        subtotal: '7.50',
        shipping_cost: '3.00',
      });
      await me.add(single, 3);
      const inOregon = await me.checkout(
        validBody({ shipping_address: { ...NY, state: 'OR' }, shipping_method: ground }),
      );
      expect(inOregon.statusCode, inOregon.body).toBe(201);
      expect((await me.call('GET', `/api/orders/${inOregon.json().order_id}/`)).json()).toMatchObject({
        subtotal: '7.50',
        shipping_cost: '6.00',
      });
    } finally {
      await admin('DELETE', `${ZONES}${wa.id}/`);
      await admin('DELETE', `${ZONES}${us.id}/`);
    }
  });
});

describe('an address outside every zone', () => {
  it("keeps the flat methods at the spec's prices", async () => {
    await me.add(single, 3);
    const q = await quote({ ...NY, state: 'OR' });
    expect(q.shipping_methods.map((m: { id: string; price: string }) => [m.id, m.price])).toEqual([
      ['standard', '5.99'],
      ['priority', '9.99'],
      ['express', '15.99'],
    ]);
    expect(q).toMatchObject({ shipping: '5.99', tax: '0.00', total: '13.49' });
    const got = (await me.call('GET', '/api/ecommerce/shipping-methods/')).json();
    expect(got.results.map((m: { id: string }) => m.id)).toEqual(['standard', 'priority', 'express']);
  });
});

describe('zone administration', () => {
  it.each([
    [{ name: 'X', places: ['XX'] }, 'places.0'],
    [{ name: 'X', places: ['US-NEWYORK'] }, 'places.0'],
    [{ name: 'X', places: [] }, 'places'],
    [{ name: 'X', places: Array.from({ length: 101 }, () => 'US') }, 'places'],
    [{ name: 'x'.repeat(100_000), places: ['US'] }, 'name'],
    [{ name: 'X', places: ['US'], free_over: '-1' }, 'free_over'],
  ])('refuses the zone %#', async (body, field) => {
    const res = await admin('POST', ZONES, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it.each([
    [{ name: 'X', price: '-1' }, 'price'],
    [{ name: 'X', price: '1e9' }, 'price'],
    [{ name: 'X', price: '1', max_items: -1 }, 'max_items'],
    [{ name: 'X', price: '1', max_items: 1e12 }, 'max_items'],
  ])('refuses the method %#', async (body, field) => {
    const res = await admin('POST', `${ZONES}${ny.id}/methods/`, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it("keeps the card shop's zones from the outdoor store's admin", async () => {
    const outdoor = as(t, await signInAs(t, 'outdoor', 'admin'));
    expect((await outdoor('GET', ZONES)).json()).toEqual({ results: [] });
    expect((await outdoor('PUT', `${ZONES}${ny.id}/`, { name: 'Mine', places: ['US'] })).statusCode).toBe(
      404,
    );
    expect((await outdoor('POST', `${ZONES}${ny.id}/methods/`, { name: 'X', price: '1' })).statusCode).toBe(
      404,
    );
    expect((await outdoor('DELETE', `${ZONES}${ny.id}/methods/${method(ny, 'Letter')}/`)).statusCode).toBe(
      404,
    );
    expect((await outdoor('DELETE', `${ZONES}${ny.id}/`)).statusCode).toBe(404);
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    expect((await staff('GET', ZONES)).statusCode).toBe(403);
    const mine = (await admin('GET', ZONES)).json().results;
    expect(mine.map((z: { name: string; places: string[] }) => [z.name, z.places])).toEqual([
      ['New York', ['US-NY']],
      ['Germany', ['DE']],
    ]);
  });
});

describe('a zone priced by weight', () => {
  const LONDON = { ...address, city: 'London', state: 'ENG', postal_code: 'N1 9GU', country: 'GB' };
  let uk: typeof ny;
  let box: number;
  beforeAll(async () => {
    box = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: 'Booster Box',
      price: '30.00',
      stock: [10],
    });
    // A single weighs 20 g in its toploader, a box 500 g; staff enter it on the product.
    for (const [id, grams] of [
      [single, 20],
      [box, 500],
    ] as const) {
      const res = await admin('PATCH', `/api/manage/products/${id}/`, { weight_grams: grams });
      expect(res.json().weight_grams).toBe(grams);
    }
    const zone = (await admin('POST', ZONES, { name: 'United Kingdom', places: ['GB'] })).json();
    await admin('POST', `${ZONES}${zone.id}/methods/`, {
      name: 'Large Letter',
      price: '2.00',
      max_weight_grams: 100,
    });
    uk = (
      await admin('POST', `${ZONES}${zone.id}/methods/`, {
        name: 'Parcel',
        price: '9.00',
        min_weight_grams: 101,
      })
    ).json();
  });
  afterAll(async () => {
    for (const id of [single, box])
      await admin('PATCH', `/api/manage/products/${id}/`, { weight_grams: null });
    await admin('DELETE', `${ZONES}${uk.id}/`);
  });

  it('sends 5 singles (100 g) as a letter, and a box with them (600 g) only as a parcel', async () => {
    await me.add(single, 5);
    const light = await quote(LONDON);
    expect(names(light)).toEqual(['Large Letter']);
    expect(light).toMatchObject({ shipping: '2.00', total: '14.50' });
    expect(uk.methods.map((m) => m.name)).toEqual(['Large Letter', 'Parcel']);
    expect(uk.methods[0]).toMatchObject({ min_weight_grams: null, max_weight_grams: 100 });

    await me.add(box, 1);
    expect(names(await quote(LONDON))).toEqual(['Parcel']);
    const letter = await me.checkout(
      validBody({ shipping_address: LONDON, shipping_method: method(uk, 'Large Letter') }),
    );
    expect(letter.statusCode).toBe(400);
    expect((await me.cart()).item_count).toBe(6);
    const placed = await me.checkout(
      validBody({ shipping_address: LONDON, shipping_method: method(uk, 'Parcel') }),
    );
    expect(placed.statusCode).toBe(201);
    const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
    expect(order).toMatchObject({ subtotal: '42.50', shipping_cost: '9.00', total: '51.50' });
  });

  it('refuses a weight that is not whole grams, on a product or a method', async () => {
    for (const weight_grams of [-1, 2.5, '20', 2_000_000]) {
      const res = await admin('PATCH', `/api/manage/products/${single}/`, { weight_grams });
      expect(res.statusCode, String(weight_grams)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['weight_grams']);
    }
    const res = await admin('POST', `${ZONES}${uk.id}/methods/`, {
      name: 'X',
      price: '1',
      max_weight_grams: 0.5,
    });
    expect(res.json().fields).toEqual({ max_weight_grams: 'Use a whole number of grams' });
    expect((await admin('GET', `/api/manage/products/${single}/`)).json().weight_grams).toBe(20);
  });
});
