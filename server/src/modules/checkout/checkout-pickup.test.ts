import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { signInAs, type TestApp } from '../../test/test-app.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import { createStockedProduct } from '../cart/index.ts';
import type { api } from '../../test/checkout.test-helpers.ts';
import { address, taxedCardShop, validBody } from '../../test/checkout.test-helpers.ts';

// Decision 059: the order keeps its shipping method's name, and a pickup (collected at the store) needs no
// street address, costs what its method says and is taxed at the address's region (New York: 8.875 %).
let t: TestApp;
let me: ReturnType<typeof api>;
let admin: ReturnType<typeof as>;
let single: number;
let pickup: string;
let letter: string;

const NY_PICKUP = { ...address, address_line_1: '', city: '', postal_code: '', state: 'NY' };
const REQUIRED = 'This field is required';

beforeAll(async () => {
  ({ t, me, admin } = await taxedCardShop());
  single = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Single',
    price: '2.50',
    stock: [500],
  });
  const zone = (
    await admin('POST', '/api/manage/shipping-zones/', { name: 'New York', places: ['US-NY'] })
  ).json();
  const add = (body: object) => admin('POST', `/api/manage/shipping-zones/${zone.id}/methods/`, body);
  letter = (await add({ name: 'Letter', price: '1.00' })).json().methods[0].id;
  const withPickup = (await add({ name: 'Pick up in store', price: '2.00', pickup: true })).json();
  pickup = withPickup.methods.find((m: { pickup: boolean }) => m.pickup).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.handle.db.execute(sql`truncate cart_items, mail_outbox`);
  expect((await me.add(single, 2)).statusCode).toBe(201);
});

const detail = async (id: number) => (await me.call('GET', `/api/orders/${id}/`)).json();

describe('a pickup order', () => {
  it('needs no street address, costs what its method says and is taxed at the address’s region', async () => {
    const quote = await me.call('POST', '/api/ecommerce/checkout/quote/', {
      shipping_method: pickup,
      shipping_address: NY_PICKUP,
    });
    expect(quote.json().shipping_methods.find((m: { id: string }) => m.id === pickup)).toMatchObject({
      name: 'Pick up in store',
      price: '2.00',
      pickup: true,
    });
    const res = await me.checkout(validBody({ shipping_method: pickup, shipping_address: NY_PICKUP }));
    expect(res.statusCode).toBe(201);
    // $5.00 + $2.00, taxed 8.875 % each: 44.375 → 44 and 17.75 → 18.
    expect(await detail(res.json().order_id)).toMatchObject({
      shipping_method: pickup,
      shipping_method_name: 'Pick up in store',
      pickup: true,
      subtotal: '5.00',
      shipping_cost: '2.00',
      tax_total: '0.62',
      total: '7.62',
    });
    await t.app.background.idle();
    const [mail] = await queryRows<{ body: string }>(t.handle.db, sql`select body from mail_outbox`);
    expect(mail!.body).toContain('Pick up in store: $2.00\nTax: $0.62\nTotal: $7.62\n');
    expect(mail!.body).toContain('Pickup:\nPick up in store\nCasey Shopper\n');
  });

  it('still asks a shipped order for its street, city and ZIP code', async () => {
    const res = await me.checkout(validBody({ shipping_method: letter, shipping_address: NY_PICKUP }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'shipping_address.address_line_1': REQUIRED,
      'shipping_address.city': REQUIRED,
      'shipping_address.postal_code': REQUIRED,
    });
  });

  it('still asks a pickup for the name and the state, which choose its zone and its tax', async () => {
    const body = validBody({
      shipping_method: pickup,
      shipping_address: { ...NY_PICKUP, first_name: '', state: '' },
    });
    const res = await me.checkout(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'shipping_address.first_name': REQUIRED,
      'shipping_address.state': REQUIRED,
    });
    expect(res.json().fields['shipping_address.address_line_1']).toBeUndefined();
  });
});

describe('the shipping method’s name on the order', () => {
  it('is kept on the order and shown to the shopper, staff and the export; not to another store', async () => {
    const res = await me.checkout(validBody());
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(await detail(order.order_id)).toMatchObject({
      shipping_method: 'standard',
      shipping_method_name: 'Standard Shipping',
      pickup: false,
    });
    const staff = as(t, await signInAs(t, 'cards', 'staff'));
    const listed = (await staff('GET', '/api/manage/orders/')).json().results;
    expect(listed.find((o: { id: number }) => o.id === order.order_id)).toMatchObject({
      shipping_method_name: 'Standard Shipping',
      pickup: false,
    });
    const csv = (await staff('GET', '/api/manage/orders/export.csv')).body;
    expect(csv).toContain(`${order.order_number},`);
    expect(csv.split('\n').find((l) => l.startsWith(order.order_number))).toContain(
      ',standard,Standard Shipping,USD,',
    );
    const outdoor = as(t, await signInAs(t, 'outdoor', 'staff'));
    const theirs = (await outdoor('GET', '/api/manage/orders/')).json().results;
    expect(theirs.some((o: { order_number: string }) => o.order_number === order.order_number)).toBe(false);
  });
});
