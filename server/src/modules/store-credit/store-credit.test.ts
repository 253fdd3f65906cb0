import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutBody, CheckoutRequest } from '@storefront/contract/checkout';
import { queryRows } from '../../db/client.ts';
import {
  cashOnDelivery,
  paypalPlaceholder,
  TEST_CARDS,
  testCardGateway,
  type TestCardGateway,
} from '../../platform/payments/index.ts';
import { shopperContext } from '../../test/signed-in.test-helpers.ts';
import { clearTables, createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { placeOrder, seedCheckoutMethods, validBody } from '../checkout/index.ts';
import { unreconciled, userIdOf } from './store-credit.test-helpers.ts';

let t: TestApp;
type Who = Awaited<ReturnType<typeof signInAs>>;
let shopper: Who;
let staff: Who;
let shopperId: number;
let box: number;

const call = (who: Who, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
const adjust = (who: Who, userId: number, payload: object) =>
  call(who, 'POST', `/api/manage/store-credit/${userId}/adjustments/`, payload);
const mine = async () => (await call(shopper, 'GET', '/api/account/store-credit/')).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedCheckoutMethods(t.handle.db, t.stores.cards!);
  shopper = await signInAs(t, 'cards', 'shopper');
  staff = await signInAs(t, 'cards', 'staff');
  shopperId = await userIdOf(t.handle.db, t.stores.cards!, 'shopper');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearTables(t, 'cart_items', 'orders', 'store_credit_entries', 'store_credit_accounts');
  box = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Booster Box ${Date.now()}`,
    price: '100.00',
    stock: [5],
  });
});

describe('staff adjustments', () => {
  it('adds credit with a reason, audited, and shows it on the account', async () => {
    const res = await adjust(staff, shopperId, { amount: '50.00', reason: 'Tournament prize' });
    expect(res.statusCode).toBe(201);
    expect(res.json().balance).toBe('50.00');
    const own = await mine();
    expect(own.balance).toBe('50.00');
    expect(own.entries).toMatchObject([
      { kind: 'adjustment', amount: '50.00', balance_after: '50.00', reason: 'Tournament prize' },
    ]);
    const [entry] = await queryRows<{ action: string; target: string; details: { amount: string } }>(
      t.handle.db,
      sql`select action, target, details from audit_log where action = 'store_credit.adjust'`,
    );
    expect(entry).toEqual({
      action: 'store_credit.adjust',
      target: 'user shopper',
      details: { amount: '50.00', balance: '50.00', reason: 'Tournament prize' },
    });
  });

  it('refuses staff their own credit (403, nothing written); an admin may, audited as own', async () => {
    const staffId = await userIdOf(t.handle.db, t.stores.cards!, 'staff');
    const own = await adjust(staff, staffId, { amount: '500.00', reason: 'Bonus' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('Staff cannot adjust their own store credit; ask an admin');
    const [none] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int n from store_credit_entries where user_id = ${staffId}`,
    );
    expect(none!.n).toBe(0);
    const admin = await signInAs(t, 'cards', 'admin');
    const adminId = await userIdOf(t.handle.db, t.stores.cards!, 'admin');
    const self = await adjust(admin, adminId, { amount: '5.00', reason: 'Own purchase refund' });
    expect(self.statusCode).toBe(201);
    expect(self.json().balance).toBe('5.00');
    const byAdmin = await adjust(admin, staffId, { amount: '2.00', reason: 'Staff prize' });
    expect(byAdmin.statusCode).toBe(201);
    const rows = await queryRows<{ actor: string; target: string; details: { own?: boolean } }>(
      t.handle.db,
      sql`select actor, target, details from audit_log where action = 'store_credit.adjust' and actor = 'admin' order by id desc limit 2`,
    );
    expect(rows.map((r) => [r.actor, r.target, r.details.own ?? false])).toEqual([
      ['admin', 'user staff', false],
      ['admin', 'user admin', true],
    ]);
  });

  it('refuses bad input with readable fields and never goes below zero', async () => {
    await adjust(staff, shopperId, { amount: '10', reason: 'Welcome' });
    const noReason = await adjust(staff, shopperId, { amount: '5', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Please give a reason' });
    const badAmount = await adjust(staff, shopperId, { amount: '1.234', reason: 'x' });
    expect(badAmount.json().fields).toEqual({ amount: 'Enter an amount like 12.50' });
    const zero = await adjust(staff, shopperId, { amount: '0', reason: 'x' });
    expect(zero.statusCode).toBe(400);
    const below = await adjust(staff, shopperId, { amount: '-10.01', reason: 'Mistake' });
    expect(below.statusCode).toBe(409);
    expect(below.json().error).toBe('This adjustment would make the balance negative');
    const taken = await adjust(staff, shopperId, { amount: '-10', reason: 'Mistake' });
    expect(taken.json().balance).toBe('0.00');
    expect(await unreconciled(t.handle.db)).toEqual([]);
  });

  it('is for staff and admin only, and stops at the store wall', async () => {
    expect((await adjust(shopper, shopperId, { amount: '5', reason: 'me' })).statusCode).toBe(403);
    const anonymous = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: '/api/account/store-credit/',
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await call(shopper, 'GET', `/api/manage/store-credit/${shopperId}/`)).statusCode).toBe(403);
    await adjust(staff, shopperId, { amount: '5', reason: 'Welcome' });
    const outdoorStaff = await signInAs(t, 'outdoor', 'staff');
    expect((await call(outdoorStaff, 'GET', `/api/manage/store-credit/${shopperId}/`)).statusCode).toBe(404);
    expect((await adjust(outdoorStaff, shopperId, { amount: '5', reason: 'x' })).statusCode).toBe(404);
    const outdoorShopper = await signInAs(t, 'outdoor', 'shopper');
    const theirs = (await call(outdoorShopper, 'GET', '/api/account/store-credit/')).json();
    expect(theirs).toEqual({ balance: '0.00', entries: [] });
    const staffView = (await call(staff, 'GET', `/api/manage/store-credit/${shopperId}/`)).json();
    expect(staffView.balance).toBe('5.00');
  });
});

describe('spending at checkout', () => {
  let gateway: TestCardGateway;
  const place = (over: Partial<CheckoutBody>) =>
    placeOrder(shopperContext(t, shopperId), validBody(over) as CheckoutRequest, undefined, {
      cash: cashOnDelivery,
      card: gateway,
      paypal: paypalPlaceholder,
    });
  const card = { number: TEST_CARDS.visa, expiry: '12/39', cvc: '123', cardholder_name: 'Casey' };
  beforeEach(() => {
    gateway = testCardGateway();
  });

  it('splits the total: credit first, the rest charged to the card', async () => {
    await adjust(staff, shopperId, { amount: '40.00', reason: 'Buylist' });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 });
    const order = await place({ payment_method: 'card', card, store_credit: '40.00' });
    expect(order.total).toBe('100.00');
    expect(order.payment.status).toBe('completed');
    expect(gateway.charges.map((c) => c.amountCents)).toEqual([6000]);
    const own = await mine();
    expect(own.balance).toBe('0.00');
    expect(own.entries[0]).toMatchObject({
      kind: 'spend',
      amount: '-40.00',
      order_number: order.order_number,
    });
  });

  it('caps the credit at the total and charges nothing when credit pays it all', async () => {
    await adjust(staff, shopperId, { amount: '500.00', reason: 'Buylist' });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 });
    const order = await place({ payment_method: 'card', card, store_credit: '500' });
    expect(order.status).toBe('processing');
    expect(gateway.charges).toEqual([]);
    expect((await mine()).balance).toBe('400.00');
  });

  it('refuses more than the balance through the API: no order, the cart kept', async () => {
    await adjust(staff, shopperId, { amount: '10.00', reason: 'Buylist' });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 });
    const res = await call(shopper, 'POST', '/api/ecommerce/checkout/', validBody({ store_credit: '10.01' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'You do not have that much store credit',
      fields: { store_credit: 'You do not have that much store credit' },
    });
    const [orders] = await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int n from orders`);
    expect(orders!.n).toBe(0);
    expect((await mine()).balance).toBe('10.00');
    const bad = await call(shopper, 'POST', '/api/ecommerce/checkout/', validBody({ store_credit: '-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ store_credit: 'Enter an amount like 12.50' });
  });

  it('leaves no ledger line when a declined card discards the order (the credit is taken after the charge)', async () => {
    await adjust(staff, shopperId, { amount: '30.00', reason: 'Buylist' });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 });
    const declined = { ...card, number: TEST_CARDS.declined };
    await expect(place({ payment_method: 'card', card: declined, store_credit: '30' })).rejects.toMatchObject(
      {
        status: 402,
      },
    );
    const own = await mine();
    expect(own.balance).toBe('30.00');
    expect(own.entries.map((e: { kind: string; amount: string }) => [e.kind, e.amount])).toEqual([
      ['adjustment', '30.00'],
    ]);
    expect(await unreconciled(t.handle.db)).toEqual([]);
  });

  it('refunds the credit once when staff cancel the order', async () => {
    await adjust(staff, shopperId, { amount: '25.00', reason: 'Buylist' });
    await call(shopper, 'POST', '/api/ecommerce/cart/', { product_id: box, quantity: 1 });
    const res = await call(shopper, 'POST', '/api/ecommerce/checkout/', validBody({ store_credit: 25 }));
    expect(res.statusCode).toBe(201);
    const id = res.json().order_id;
    const cancel = await call(staff, 'POST', `/api/manage/orders/${id}/status/`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);
    const own = await mine();
    expect(own.balance).toBe('25.00');
    expect(own.entries[0]).toMatchObject({ kind: 'refund', amount: '25.00' });
    const again = await call(staff, 'POST', `/api/manage/orders/${id}/status/`, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect((await mine()).balance).toBe('25.00');
    expect(await unreconciled(t.handle.db)).toEqual([]);
  });
});
