import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE_MESSAGES } from '@storefront/contract/promotions';
import { sumCents, toCents } from '@storefront/contract/money';
import { clearTables, signInAs, type TestApp } from '../../test/test-app.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import { createStockedProducts } from '../cart/index.ts';
import { address, api, card, taxedCardShop, validBody } from '../../test/checkout.test-helpers.ts';
import { codeBody, inCategory } from './promotions.test-helpers.ts';

// Issue 28, decision 060: codes and promotions over priced lines, allocated to the cent, taxed after.
let t: TestApp;
let me: ReturnType<typeof api>;
let staff: ReturnType<typeof as>;
let binder: number;
let sleeves: number;
let boosterA: number;
let boosterB: number;
let boosterCategory: number;

const NY = { ...address, city: 'New York', state: 'NY', postal_code: '10001', country: 'US' };

beforeAll(async () => {
  ({ t, me } = await taxedCardShop());
  staff = as(t, await signInAs(t, 'cards', 'staff'));
  [binder, sleeves, boosterA, boosterB] = await createStockedProducts(t.handle.db, t.stores.cards!, [
    { name: 'Binder', price: '12.34', stock: [50] },
    { name: 'Sleeves', price: '9.99', stock: [50] },
    { name: 'Booster A', price: '4.00', stock: [50] },
    { name: 'Booster B', price: '5.00', stock: [50] },
  ]);
  [boosterCategory] = await inCategory(t, 'boosters', [boosterA, boosterB]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearTables(t, 'discount_codes', 'promotions', 'cart_items');
});

/** 3 binders ($37.02) and sleeves ($9.99): $47.01. */
async function fillCart() {
  await me.add(binder, 3);
  await me.add(sleeves, 1);
}

const quote = (discount_code: string, shipping_address: object = address) =>
  me.call('POST', '/api/ecommerce/checkout/quote/', {
    shipping_method: 'standard',
    shipping_address,
    discount_code,
  });

const lineDiscounts = (body: { lines: { discount: string }[] }) => body.lines.map((l) => l.discount);

describe('a percent code on the order', () => {
  it('is taken whatever its case, allocated to the lines to the cent, and the order says the same', async () => {
    expect((await staff('POST', '/api/manage/discount-codes/', codeBody())).statusCode).toBe(201);
    await fillCart();
    const q = (await quote('save10')).json();
    // 10 % of 47.01 is 4.701 → 4.70; by largest remainder 3.70 (binders, 370.12) and 1.00 (sleeves, 99.87).
    expect(q).toMatchObject({
      subtotal: '47.01',
      discount: '4.70',
      discount_code: 'SAVE10',
      code_error: null,
      shipping: '5.99',
      tax: '0.00',
      total: '48.30',
    });
    expect(lineDiscounts(q)).toEqual(['3.70', '1.00']);

    const placed = await me.checkout(validBody({ discount_code: 'Save10' }));
    expect(placed.statusCode).toBe(201);
    const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
    expect(order).toMatchObject({
      subtotal: '47.01',
      discount: '4.70',
      discount_code: 'SAVE10',
      total: '48.30',
    });
    expect(order.items.map((i: { discount: string }) => i.discount)).toEqual(['3.70', '1.00']);
    expect(sumCents(order.payments.map((p: { amount: string }) => toCents(p.amount)))).toBe(4830);
    const codes = (await staff('GET', '/api/manage/discount-codes/')).json().results;
    expect(codes.map((c: { code: string; uses: number }) => [c.code, c.uses])).toEqual([['SAVE10', 1]]);
  });

  it('taxes the discounted line amounts, and a refund of a discounted line gives back what was paid', async () => {
    await staff('POST', '/api/manage/discount-codes/', codeBody());
    await fillCart();
    // New York, 8.875 %: binders 33.32 → 2.96, sleeves 8.99 → 0.80, shipping 5.99 → 0.53.
    const q = (await quote('SAVE10', NY)).json();
    expect(q).toMatchObject({ discount: '4.70', tax: '4.29', shipping_tax: '0.53', total: '52.59' });
    expect(q.lines.map((l: { tax: string }) => l.tax)).toEqual(['2.96', '0.80']);
    // Paid by card: only a paid order is refunded.
    const placed = await me.checkout(
      validBody({
        discount_code: 'SAVE10',
        shipping_address: NY,
        payment_method: 'card',
        card: card('4242 4242 4242 4242'),
      }),
    );
    const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
    expect(order).toMatchObject({ discount: '4.70', tax_total: '4.29', total: '52.59' });
    const binders = order.items[0].id;

    const refundQuote = (quantity: number) =>
      staff('POST', `/api/manage/orders/${order.id}/refunds/quote/`, {
        lines: [{ order_item_id: binders, quantity }],
        method: 'card',
      });
    // One of three binders: 12.34 less a third of 3.70 (1.23) = 11.11, and a third of its tax 0.99.
    expect((await refundQuote(1)).json()).toMatchObject({
      lines: [{ amount: '11.11', tax: '0.99' }],
      total: '12.10',
    });
    const first = await staff('POST', `/api/manage/orders/${order.id}/refunds/`, {
      lines: [{ order_item_id: binders, quantity: 1 }],
      method: 'card',
    });
    expect(first.statusCode).toBe(201);
    // The other two: 24.68 − 2.47 = 22.21 and 1.97 of tax; the line's refunds add up to 33.32 + 2.96.
    expect((await refundQuote(2)).json()).toMatchObject({
      lines: [{ amount: '22.21', tax: '1.97' }],
      total: '24.18',
    });
  });
});

describe('a refused code says why, and the quote stands without it', () => {
  const refusedWith = async (code: string, message: string) => {
    const q = (await quote(code)).json();
    expect(q).toMatchObject({ code_error: message, discount: '0.00', discount_code: null, total: '53.00' });
    const placed = await me.checkout(validBody({ discount_code: code }));
    expect(placed.statusCode).toBe(400);
    expect(placed.json()).toEqual({ error: message, fields: { discount_code: message } });
    // Nothing was written: the cart is whole.
    expect((await me.cart()).items).toHaveLength(2);
  };

  it('unknown, inactive, not started, expired, below the minimum, not for these items', async () => {
    await fillCart();
    const hour = 3_600_000;
    await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'OFF', is_active: false }));
    await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({ code: 'SOON', starts_at: new Date(Date.now() + hour).toISOString() }),
    );
    await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({ code: 'GONE', ends_at: new Date(Date.now() - hour).toISOString() }),
    );
    await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'BIG', min_spend: '100' }));
    const lines = await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({ code: 'PACKS', applies_to: 'lines', category_id: boosterCategory }),
    );
    expect(lines.json()).toMatchObject({ applies_to: 'lines', category_id: boosterCategory, game: null });
    await refusedWith('NOPE', CODE_MESSAGES.unknown);
    await refusedWith('off', CODE_MESSAGES.unknown);
    await refusedWith('SOON', 'This code is not active yet');
    await refusedWith('GONE', 'This code has expired');
    await refusedWith('BIG', 'Spend at least $100.00 to use this code');
    await refusedWith('PACKS', 'This code does not apply to the items in your cart');
  });

  it('used up: past its total limit, and past the customer’s own', async () => {
    await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'ONCE', total_limit: 1 }));
    await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'MINE', per_customer_limit: 1 }));
    await fillCart();
    expect((await me.checkout(validBody({ discount_code: 'ONCE' }))).statusCode).toBe(201);
    await fillCart();
    await refusedWith('ONCE', 'This code has been used up');
    expect((await me.checkout(validBody({ discount_code: 'MINE' }))).statusCode).toBe(201);
    await fillCart();
    await refusedWith('MINE', 'This code has been used up');
    // Another customer may still use MINE.
    const other = api(t, await signInAs(t, 'cards', 'staff'));
    await other.add(sleeves, 1);
    expect((await other.checkout(validBody({ discount_code: 'mine' }))).statusCode).toBe(201);
  });
});

describe('lines codes and buy-X-get-Y promotions', () => {
  it('frees the cheapest units of every 4, and a fixed lines code takes what is left of the matching lines', async () => {
    const promo = await staff('POST', '/api/manage/promotions/', {
      name: 'Booster 4th free',
      category_id: boosterCategory - 0,
      buy_quantity: 3,
      free_quantity: 1,
    });
    expect(promo.statusCode).toBe(201);
    await me.add(boosterA, 2);
    await me.add(boosterB, 6);
    await me.add(sleeves, 1);
    // 8 boosters (parent category matches the child's products): 2 free, the two $4.00 ones.
    let q = (await quote('')).json();
    expect(q).toMatchObject({
      subtotal: '47.99',
      discount: '8.00',
      promotions: [{ name: 'Booster 4th free', discount: '8.00' }],
    });
    expect(lineDiscounts(q)).toEqual(['8.00', '0.00', '0.00']);

    // A stackable $10 code on boosters: what is left of them is 0.00 (A) and 30.00 (B); all of it on B.
    await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({
        code: 'TEN',
        kind: 'fixed',
        percent: null,
        amount: '10',
        applies_to: 'lines',
        category_id: boosterCategory,
        stackable: true,
      }),
    );
    q = (await quote('ten')).json();
    expect(q).toMatchObject({ discount: '18.00', discount_code: 'TEN', total: '35.98' });
    expect(lineDiscounts(q)).toEqual(['8.00', '10.00', '0.00']);

    // A code that does not stack skips the lines a promotion counted (bought or free): only the sleeves are left.
    await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'HALF', percent: 50 }));
    q = (await quote('HALF')).json();
    expect(lineDiscounts(q)).toEqual(['8.00', '0.00', '5.00']);
    const placed = await me.checkout(validBody({ discount_code: 'HALF' }));
    const order = (await me.call('GET', `/api/orders/${placed.json().order_id}/`)).json();
    expect(order).toMatchObject({
      subtotal: '47.99',
      discount: '13.00',
      total: '40.98',
      discount_code: 'HALF',
    });
  });
});

describe('staff keep the codes', () => {
  it('refuses other roles, other stores and bad input, and deactivates', async () => {
    const shopper = as(t, await signInAs(t, 'cards', 'shopper'));
    expect((await shopper('GET', '/api/manage/discount-codes/')).statusCode).toBe(403);
    expect((await shopper('POST', '/api/manage/discount-codes/', codeBody())).statusCode).toBe(403);
    expect(
      (await shopper('POST', '/api/manage/promotions/', { name: 'x', buy_quantity: 1, free_quantity: 1 }))
        .statusCode,
    ).toBe(403);

    const made = (await staff('POST', '/api/manage/discount-codes/', codeBody())).json();
    const twin = await staff('POST', '/api/manage/discount-codes/', codeBody({ code: 'save10' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({
      error: 'The store already has this code',
      fields: { code: 'This code exists' },
    });
    const bad = await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({ code: 'A B', percent: 150, min_spend: 'lots' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['code', 'min_spend', 'percent']);
    const noAmount = await staff(
      'POST',
      '/api/manage/discount-codes/',
      codeBody({ code: 'F', kind: 'fixed', percent: null }),
    );
    expect(noAmount.json().fields).toEqual({ amount: 'Enter an amount above 0' });

    const outdoor = as(t, await signInAs(t, 'outdoor', 'staff'));
    expect((await outdoor('GET', '/api/manage/discount-codes/')).json()).toEqual({ results: [] });
    const theirs = await outdoor(
      'PUT',
      `/api/manage/discount-codes/${made.id}/`,
      codeBody({ is_active: false }),
    );
    expect(theirs.statusCode).toBe(404);
    // The outdoor store's shopper does not know the card shop's code.
    const outdoorShopper = api(t, await signInAs(t, 'outdoor', 'shopper'));
    const q = await outdoorShopper.call('POST', '/api/ecommerce/checkout/quote/', {
      shipping_method: 'standard',
      shipping_address: address,
      discount_code: 'SAVE10',
    });
    expect(q.json().code_error ?? CODE_MESSAGES.unknown).toBe(CODE_MESSAGES.unknown);

    const off = await staff('PUT', `/api/manage/discount-codes/${made.id}/`, codeBody({ is_active: false }));
    expect(off.json()).toMatchObject({ is_active: false, uses: 0 });
    await fillCart();
    expect((await quote('SAVE10')).json().code_error).toBe(CODE_MESSAGES.unknown);
  });
});
