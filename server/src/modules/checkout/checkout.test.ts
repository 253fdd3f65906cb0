import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { clearTables, csrfFor, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, createStockedProducts, stockOf } from '../cart/index.ts';
import { api, card, checkoutShop, validBody, type Shopper } from '../../test/checkout.test-helpers.ts';

let t: TestApp;
let shopper: Shopper;
let me: ReturnType<typeof api>;
let deck: number;
let box: number;

beforeAll(async () => {
  ({ t, shopper, me } = await checkoutShop());
  [deck] = await createStockedProducts(t.handle.db, t.stores.cards!, [
    { name: 'Starter Deck', price: '19.99', stock: [100] },
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearTables(t, 'cart_items', 'orders');
  box = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Booster Box ${Date.now()}`,
    price: '100.00',
    stock: [1, 2],
  });
});

const orderCount = async () =>
  (await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int n from orders`))[0]!.n;

describe('shipping and payment methods', () => {
  it('answers the seeded methods as {results}', async () => {
    const shipping = (await me.call('GET', '/api/ecommerce/shipping-methods/')).json();
    expect(shipping.results.map((m: { id: string; price: string }) => [m.id, m.price])).toEqual([
      ['standard', '5.99'],
      ['priority', '9.99'],
      ['express', '15.99'],
    ]);
    const payment = (await me.call('GET', '/api/ecommerce/payment-methods/')).json();
    expect(
      payment.results.map((m: { method_type: string; requires_card_details: boolean }) => [
        m.method_type,
        m.requires_card_details,
      ]),
    ).toEqual([
      ['cash', false],
      ['card', true],
    ]);
  });
});

describe('checkout', () => {
  it('places an order priced from the database and empties the cart', async () => {
    await me.add(deck, 2);
    await me.add(box, 1);
    const res = await me.checkout(validBody({ shipping_method: 'express' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // $139.98 of goods is over the store's $50 free-shipping threshold: express ships free.
    expect(body).toMatchObject({ status: 'pending', total: '139.98', payment: { status: 'pending' } });
    expect(body.order_number).toMatch(/^ORD-\d{6}-[A-Z2-9]{6}$/);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([0, 2]);
    expect((await me.cart()).items).toEqual([]);
    const [order] = (await me.orders()).results;
    expect(order).toMatchObject({
      id: body.order_id,
      subtotal: '139.98',
      shipping_cost: '0.00',
      total: '139.98',
      order_notes: 'Leave at the door',
      shipping_address: { name: 'Casey Shopper', address: '1 Main St', zip_code: '97205', country: 'US' },
      billing_address: { name: 'Casey Shopper' },
    });
    expect(
      order.items.map((i: { product: { name: string }; quantity: number; price: string }) => [
        i.product.name,
        i.quantity,
        i.price,
      ]),
    ).toEqual([
      ['Starter Deck', 2, '19.99'],
      [expect.stringMatching(/^Booster Box/), 1, '100.00'],
    ]);
  });

  it('ignores a tampered price or total in the body', async () => {
    await me.add(deck, 1);
    const res = await me.checkout({
      ...validBody(),
      total: '0.01',
      price: '0.01',
      items: [{ product_id: deck, price: '0.01' }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe('25.98');
  });

  it.each<[string, object, string]>([
    ['customer_email', { customer_email: '' }, 'Email is required'],
    ['customer_email', { customer_email: 'casey@nowhere' }, 'Please enter a valid email'],
    ['customer_phone', { customer_phone: ' ' }, 'Phone number is required'],
    ...(['first_name', 'last_name', 'address_line_1', 'city', 'state', 'postal_code'] as const).map(
      (f) =>
        [
          `shipping_address.${f}`,
          { shipping_address: { ...validBody().shipping_address, [f]: '' } },
          'This field is required',
        ] as [string, object, string],
    ),
    [
      'billing_address.city',
      { billing_address: { ...validBody().shipping_address, city: '' } },
      'This field is required',
    ],
    ['card.number', { payment_method: 'card', card: { ...card(''), number: '' } }, 'Card number is required'],
    [
      'card.expiry',
      { payment_method: 'card', card: { ...card(TEST_CARDS.visa), expiry: '' } },
      'Expiry date is required',
    ],
    ['card.cvc', { payment_method: 'card', card: { ...card(TEST_CARDS.visa), cvc: '' } }, 'CVC is required'],
    [
      'card.cardholder_name',
      { payment_method: 'card', card: { ...card(TEST_CARDS.visa), cardholder_name: '' } },
      'Cardholder name is required',
    ],
    [
      'card.number',
      { payment_method: 'card', card: card('4242424242424241') },
      'Please enter a valid card number',
    ],
    ['shipping_method', { shipping_method: 'teleport' }, 'Please choose a shipping method'],
  ])('answers 400 for %s: %s', async (field, over, message) => {
    await me.add(deck, 1);
    const res = await me.checkout(validBody(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await orderCount()).toBe(0);
    expect((await me.cart()).item_count).toBe(1);
  });

  it('answers every missing field at once under "Please fix the errors below"', async () => {
    await me.add(deck, 1);
    const res = await me.checkout({ shipping_method: 'standard', payment_method: 'card' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please fix the errors below');
    expect(Object.keys(res.json().fields)).toHaveLength(12);
  });

  it('answers "Your cart is empty" for an empty cart', async () => {
    const res = await me.checkout(validBody());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Your cart is empty');
  });

  it('returns the first order for a retried request with the same Idempotency-Key', async () => {
    await me.add(deck, 1);
    const first = await me.checkout(validBody(), { 'idempotency-key': 'k-1' });
    await me.add(deck, 1);
    const retry = await me.checkout(validBody(), { 'idempotency-key': 'k-1' });
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount()).toBe(1);
    const other = await me.checkout(validBody(), { 'idempotency-key': 'k-2' });
    expect(other.json().order_id).not.toBe(first.json().order_id);
    expect(await orderCount()).toBe(2);
  });

  it('changes nothing when the card is declined', async () => {
    await me.add(box, 2);
    const res = await me.checkout(validBody({ payment_method: 'card', card: card(TEST_CARDS.declined) }));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card was declined. Please use a different card.');
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([1, 2]);
    expect((await me.cart()).item_count).toBe(2);
    expect(await orderCount()).toBe(0);
  });

  it('takes a card, keeping only brand and last 4', async () => {
    await me.add(box, 3);
    const res = await me.checkout(validBody({ payment_method: 'card', card: card('4242 4242 4242 4242') }));
    expect(res.json()).toMatchObject({
      status: 'processing',
      payment: { status: 'completed' },
      total: '300.00',
    });
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([0, 0]);
    const rows = await queryRows(t.handle.db, sql`select * from orders`);
    expect(rows[0]).toMatchObject({ card_brand: 'Visa', card_last4: '4242' });
    expect(JSON.stringify(rows)).not.toMatch(/42424242|"123"/);
  });

  it('refuses stock sold since it was put in the cart, and rolls back every line', async () => {
    await me.add(deck, 1);
    await me.add(box, 3);
    await t.handle.db.execute(
      sql`update supplier_stocks set quantity = 0 where product_id = ${box} and quantity = 2`,
    );
    const deckStock = await stockOf(t.handle.db, t.stores.cards!, deck);
    const unitsSold = async () =>
      (
        await queryRows<{ n: number }>(
          t.handle.db,
          sql`select sum(units_sold)::int n from products where id in (${deck}, ${box})`,
        )
      )[0]!.n;
    const soldBefore = await unitsSold();
    const res = await me.checkout(validBody());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/^Sorry, only 1 of Booster Box \d+ is left in stock/);
    expect(await orderCount()).toBe(0);
    expect((await me.cart()).item_count).toBe(4);
    // The line that could be filled gave nothing either: stock, units sold and cart lines as they were.
    expect(await stockOf(t.handle.db, t.stores.cards!, deck)).toEqual(deckStock);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([1, 0]);
    expect(await unitsSold()).toBe(soldBefore);
  });

  it('requires sign-in', async () => {
    const res = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/ecommerce/checkout/',
      headers: { ...shopper.headers, cookie: shopper.headers.cookie.replace(/sessionid=[^;]+; /, '') },
      payload: validBody(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('orders', () => {
  it('shows user A’s orders to neither user B nor another store', async () => {
    await me.add(deck, 1);
    const { order_id } = (await me.checkout(validBody())).json();
    expect((await me.call('GET', `/api/orders/${order_id}/`)).json().order_number).toMatch(/^ORD-/);
    const staff = api(t, await signInAs(t, 'cards', 'staff'));
    expect((await staff.orders()).results).toEqual([]);
    expect((await staff.call('GET', `/api/orders/${order_id}/`)).statusCode).toBe(404);
    const outdoor = api(t, await signInAs(t, 'outdoor', 'shopper'));
    expect((await outdoor.orders()).count).toBe(0);
    expect((await outdoor.call('GET', `/api/orders/${order_id}/`)).statusCode).toBe(404);
    const anon = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/orders/' });
    expect(anon.statusCode).toBe(401);
  });

  it('lists newest first with paging links', async () => {
    for (let i = 0; i < 3; i++) {
      await me.add(deck, 1);
      await me.checkout(validBody());
    }
    const page = (await me.call('GET', '/api/orders/?page_size=2')).json();
    expect(page.count).toBe(3);
    expect(page.next).toBe('/api/orders/?page_size=2&page=2');
    const all = (await me.orders()).results.map((o: { id: number }) => o.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });
});

describe('test-only routes', () => {
  it('exist only when NODE_ENV=test, and none signs in without a password or writes products', async () => {
    const { loadConfig } = await import('../../config.ts');
    expect(loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(32) }).testRoutes).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).testRoutes).toBe(false);
    const csrf = await csrfFor(t.app, 'cards.localhost');
    for (const [url, payload] of [
      ['/api/test/sign-in/', { username: 'shopper' }],
      ['/api/test/products/', { name: 'x' }],
    ] as const) {
      const res = await injectAs(t.app, 'cards.localhost', {
        method: 'POST',
        url,
        payload,
        headers: csrf.headers,
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
