import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables, createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProducts, setProductPrice } from './cart.test-helpers.ts';

let t: TestApp;
let shopper: Awaited<ReturnType<typeof signInAs>>;
let deck: number;
let sleeves: number;
let soldOut: number;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signInAs(t, 'cards', 'shopper');
  [deck, sleeves, soldOut] = await createStockedProducts(t.handle.db, t.stores.cards!, [
    { name: 'Starter Deck', price: '19.99', stock: [2, 3] },
    { name: 'Sleeves', price: '0.10', stock: [100] },
    { name: 'Sold Out Tin', price: '5.00', stock: [0, 0] },
  ]);
});
afterAll(() => t.close());
beforeEach(() => clearTables(t, 'cart_items'));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object, who = shopper) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(body && { payload: body }) });
const add = (product_id: number, quantity?: number, who = shopper) =>
  call('POST', '/api/ecommerce/cart/', { product_id, quantity }, who);

describe('the cart', () => {
  it('answers a signed-out visitor an empty cart, not an error', async () => {
    const res = await injectAs(t.app, 'cards.localhost', { method: 'GET', url: '/api/ecommerce/cart/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0, item_count: 0 });
  });

  it('refuses to add for a signed-out visitor with 401', async () => {
    const anon = {
      host: 'cards.localhost',
      headers: { ...shopper.headers, cookie: shopper.headers.cookie.replace(/sessionid=[^;]+; /, '') },
    };
    expect((await add(deck, 1, anon)).statusCode).toBe(401);
  });

  it('adds, merges lines of the same product and computes totals in cents', async () => {
    await add(deck, 1);
    await add(sleeves, 3);
    const res = await add(deck, 2);
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      quantity: 3,
      price_snapshot: '19.99',
      line_total: '59.97',
      variant: null,
    });
    expect(cart.items[0].product).toMatchObject({
      id: deck,
      name: 'Starter Deck',
      price: '19.99',
      available_stock: 5,
    });
    expect(cart.items[1]).toMatchObject({ quantity: 3, line_total: '0.30' });
    expect(cart.total).toBe(60.27);
    expect(cart.item_count).toBe(6);
  });

  it('refuses an out-of-stock product with 409 and the spec message', async () => {
    const res = await add(soldOut, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('This product is out of stock');
  });

  it('never holds more than the stock summed over suppliers', async () => {
    expect((await add(deck, 4)).statusCode).toBe(201);
    const res = await add(deck, 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Only 5 of Starter Deck are in stock and 4 are already in your cart.');
    const cart = (await call('GET', '/api/ecommerce/cart/')).json();
    expect(cart.items[0].quantity).toBe(4);
  });

  it('rejects a quantity of 0 or a missing product with 400 and a readable message', async () => {
    const zero = await add(deck, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.quantity).toBe('Quantity must be at least 1');
    expect((await add(999999, 1)).statusCode).toBe(404);
  });

  it('sets a quantity, caps it at the stock, and removes the line at 0', async () => {
    const id = (await add(deck, 1)).json().items[0].id;
    const set = await call('PATCH', `/api/ecommerce/cart/items/${id}/`, { quantity: 5 });
    expect(set.json()).toMatchObject({ total: 99.95, item_count: 5 });
    const over = await call('PATCH', `/api/ecommerce/cart/items/${id}/`, { quantity: 6 });
    expect(over.statusCode).toBe(409);
    const zero = await call('PATCH', `/api/ecommerce/cart/items/${id}/`, { quantity: 0 });
    expect(zero.json()).toEqual({ items: [], total: 0, item_count: 0 });
  });

  it('deletes a line', async () => {
    const id = (await add(sleeves, 2)).json().items[0].id;
    const res = await call('DELETE', `/api/ecommerce/cart/items/${id}/`);
    expect(res.json().items).toEqual([]);
    expect((await call('DELETE', `/api/ecommerce/cart/items/${id}/`)).statusCode).toBe(404);
  });

  it('prices lines at the current product price, keeping the snapshot', async () => {
    await add(sleeves, 10);
    await setProductPrice(t.handle.db, t.stores.cards!, sleeves, '0.15');
    const cart = (await call('GET', '/api/ecommerce/cart/')).json();
    expect(cart.items[0]).toMatchObject({ price_snapshot: '0.10', line_total: '1.50' });
    expect(cart.total).toBe(1.5);
    await setProductPrice(t.handle.db, t.stores.cards!, sleeves, '0.10');
  });

  it('keeps user A’s cart from user B and from another store', async () => {
    const id = (await add(deck, 1)).json().items[0].id;
    const staff = await signInAs(t, 'cards', 'staff');
    expect((await call('GET', '/api/ecommerce/cart/', undefined, staff)).json().items).toEqual([]);
    expect((await call('PATCH', `/api/ecommerce/cart/items/${id}/`, { quantity: 2 }, staff)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/ecommerce/cart/items/${id}/`, undefined, staff)).statusCode).toBe(404);
    const outdoor = await signInAs(t, 'outdoor', 'shopper');
    expect((await call('GET', '/api/ecommerce/cart/', undefined, outdoor)).json().items).toEqual([]);
    expect((await add(deck, 1, outdoor)).statusCode).toBe(404);
    const replayed = {
      host: 'outdoor.localhost',
      headers: { ...shopper.headers, host: 'outdoor.localhost' },
    };
    expect((await call('GET', '/api/ecommerce/cart/', undefined, replayed)).json().items).toEqual([]);
  });
});
