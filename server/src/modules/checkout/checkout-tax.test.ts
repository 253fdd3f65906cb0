import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumCents, toCents } from '@storefront/contract/money';
import { injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, createStockedProducts } from '../cart/index.ts';
import { as, userId } from '../../test/signed-in.test-helpers.ts';
import { address, api, taxedCardShop, validBody } from '../../test/checkout.test-helpers.ts';

// Decision 052: checkout taxes each line and shipping at the address's rate, rounded half up per line, and
// the quote, the order, its payments and its receipt say the same amounts to the cent.
let t: TestApp;
let me: ReturnType<typeof api>;
let admin: ReturnType<typeof as>;
let staff: ReturnType<typeof as>;
let binder: number;
let sleeves: number;

const NY = { ...address, city: 'New York', state: 'NY', postal_code: '10001', country: 'US' };
const BERLIN = { ...address, city: 'Berlin', state: 'BE', postal_code: '10115', country: 'DE' };

beforeAll(async () => {
  ({ t, me, admin } = await taxedCardShop());
  staff = as(t, await signInAs(t, 'cards', 'staff'));
  [binder, sleeves] = await createStockedProducts(t.handle.db, t.stores.cards!, [
    { name: 'Binder', price: '12.34', stock: [50] },
    { name: 'Sleeves', price: '9.99', stock: [50] },
  ]);
});
afterAll(() => t.close());

/** 3 binders ($37.02) and sleeves ($9.99): $47.01, under the $50 free-shipping promise. */
async function fillCart() {
  await me.add(binder, 3);
  await me.add(sleeves, 1);
}

const quote = (shipping_address: object, shipping_method = 'standard') =>
  me.call('POST', '/api/ecommerce/checkout/quote/', { shipping_method, shipping_address });

async function placeAndRead(shipping_address: object) {
  const placed = await me.checkout(validBody({ shipping_address }));
  expect(placed.statusCode).toBe(201);
  const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
  // Every order ties out: its payments add up to its total.
  expect(sumCents(order.payments.map((p: { amount: string }) => toCents(p.amount)))).toBe(
    toCents(order.total),
  );
  return order;
}

async function receiptText(orderNumber: string): Promise<string> {
  await t.app.background.idle();
  const res = await injectAs(t.app, 'cards.localhost', {
    method: 'GET',
    url: '/api/test/outbox/?to=casey%40example.com',
  });
  const mails = res.json<{ results: { subject: string; body: string }[] }>().results;
  return mails.find((m) => m.subject.includes(orderNumber))!.body;
}

describe('a New York address (8.875 %, prices without tax)', () => {
  it('adds tax per line and on shipping, half up per line: $47.01 + $5.99 + $4.71 = $57.71', async () => {
    await fillCart();
    const q = await quote(NY);
    expect(q.statusCode).toBe(200);
    // 3702 × 8.875 % = 328.55 → 329; 999 → 88.66 → 89; shipping 599 → 53.16 → 53.
    const { lines, shipping_methods, ...figures } = q.json();
    expect(shipping_methods.map((m: { id: string }) => m.id)).toEqual(['standard', 'priority', 'express']);
    expect(lines.map((l: { product_id: number; tax: string }) => [l.product_id, l.tax])).toEqual([
      [binder, '3.29'],
      [sleeves, '0.89'],
    ]);
    expect(figures).toEqual({
      currency: 'USD',
      shipping_method: 'standard',
      subtotal: '47.01',
      discount: '0.00',
      discount_code: null,
      code_error: null,
      promotions: [],
      shipping: '5.99',
      tax: '4.71',
      shipping_tax: '0.53',
      total: '57.71',
      prices_include_tax: false,
      tax_exempt: false,
    });
    const order = await placeAndRead(NY);
    expect(order).toMatchObject({
      subtotal: '47.01',
      shipping_cost: '5.99',
      tax_total: '4.71',
      tax_included: false,
      total: '57.71',
      currency: 'USD',
      payments: [{ method: 'cash', label: 'Cash on Delivery', amount: '57.71' }],
    });
    expect(order.items.map((i: { tax: string }) => i.tax)).toEqual(['3.29', '0.89']);
    expect(await receiptText(order.order_number)).toContain(
      'Shipping (Standard Shipping): $5.99\nTax: $4.71\nTotal: $57.71\n',
    );
  });

  it('charges no tax where the store has no rate (Oregon), and asks again for each address', async () => {
    await fillCart();
    expect((await quote({ ...NY, state: 'OR' })).json()).toMatchObject({ tax: '0.00', total: '53.00' });
    expect((await quote({ ...NY, state: 'ny ' })).json()).toMatchObject({ tax: '4.71', total: '57.71' });
    const order = await placeAndRead({ ...NY, state: 'OR' });
    expect(order).toMatchObject({ tax_total: '0.00', total: '53.00' });
  });

  it('charges a tax-exempt customer nothing', async () => {
    const exempt = `/api/manage/tax/customers/${await userId(t, 'cards', 'shopper')}/`;
    expect((await staff('PUT', exempt, { tax_exempt: true })).statusCode).toBe(200);
    await fillCart();
    expect((await quote(NY)).json()).toMatchObject({ tax: '0.00', total: '53.00', tax_exempt: true });
    const order = await placeAndRead(NY);
    expect(order).toMatchObject({ tax_total: '0.00', total: '53.00' });
    await staff('PUT', exempt, { tax_exempt: false });
  });
});

describe('a German address (19 % VAT, prices include tax)', () => {
  it('shows the tax inside the prices and leaves the total as priced: $53.00 including $8.47', async () => {
    await admin('PUT', '/api/manage/tax/settings/', { prices_include_tax: true });
    await fillCart();
    // 3702 × 19/119 = 591.08 → 591; 999 → 159.50 → 160; shipping 599 → 95.64 → 96.
    expect((await quote(BERLIN)).json()).toMatchObject({
      subtotal: '47.01',
      shipping: '5.99',
      tax: '8.47',
      shipping_tax: '0.96',
      total: '53.00',
      prices_include_tax: true,
    });
    const order = await placeAndRead(BERLIN);
    expect(order).toMatchObject({ tax_total: '8.47', tax_included: true, total: '53.00' });
    expect(order.items.map((i: { tax: string }) => i.tax)).toEqual(['5.91', '1.60']);
    expect(await receiptText(order.order_number)).toContain('Includes tax: $8.47\nTotal: $53.00\n');
    await admin('PUT', '/api/manage/tax/settings/', { prices_include_tax: false });
  });
});

describe('the orders export', () => {
  it('lists each order with its currency, tax and total, for this store only', async () => {
    const csv = (await staff('GET', '/api/manage/orders/export.csv')).body.trim().split('\n');
    expect(csv[0]).toBe(
      'order_number,created_at,status,customer_email,country,region,shipping_method,shipping_method_name,currency,subtotal,shipping,tax,tax_included,total,refunded,discount,discount_code',
    );
    const figures = csv.slice(1).map((line) => line.split(',').slice(4).join(','));
    expect(figures).toEqual([
      'US,NY,standard,Standard Shipping,USD,47.01,5.99,4.71,no,57.71,0.00,0.00,',
      'US,OR,standard,Standard Shipping,USD,47.01,5.99,0.00,no,53.00,0.00,0.00,',
      'US,NY,standard,Standard Shipping,USD,47.01,5.99,0.00,no,53.00,0.00,0.00,',
      'DE,BE,standard,Standard Shipping,USD,47.01,5.99,8.47,yes,53.00,0.00,0.00,',
    ]);
    const outdoor = as(t, await signInAs(t, 'outdoor', 'staff'));
    expect((await outdoor('GET', '/api/manage/orders/export.csv')).body.trim().split('\n')).toHaveLength(1);
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('GET', '/api/manage/orders/export.csv')).statusCode).toBe(403);
  });
});

describe('the quote', () => {
  it('needs a signed-in shopper and a sane address', async () => {
    const anonymous = await injectAs(t.app, 'cards.localhost', {
      method: 'POST',
      url: '/api/ecommerce/checkout/quote/',
      payload: { shipping_method: 'standard', shipping_address: NY },
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    // A method the store does not offer there: the quote prices the first one it does.
    expect((await quote(NY, 'teleport')).json()).toMatchObject({
      shipping_method: 'standard',
      shipping: '5.99',
    });
    const huge = await quote({ ...NY, country: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
  });

  it("does not apply the card shop's rates in the outdoor store", async () => {
    const outdoor = api(t, await signInAs(t, 'outdoor', 'shopper'));
    const product = await createStockedProduct(t.handle.db, t.stores.outdoor!, {
      name: 'Tent',
      price: '10.00',
      stock: [5],
    });
    await outdoor.add(product, 1);
    const res = await outdoor.call('POST', '/api/ecommerce/checkout/quote/', {
      shipping_method: 'standard',
      shipping_address: NY,
    });
    expect(res.json()).toMatchObject({ subtotal: '10.00', tax: '0.00', total: '15.99' });
  });
});
