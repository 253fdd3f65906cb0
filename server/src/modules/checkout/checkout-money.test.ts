import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { clearTables, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProducts } from '../cart/index.ts';
import { api, card, checkoutShop, validBody, type Shopper } from '../../test/checkout.test-helpers.ts';

// Issue 25: the shopper's money. The free-shipping promise is kept by the server, store credit is one of the
// order's payments, and a refused checkout leaves nothing behind; every screen's API says the same amounts.
let t: TestApp;
let shopper: Shopper;
let admin: Shopper;
let staff: Shopper;
let me: ReturnType<typeof api>;
let box: number;
let sleeves: number;

/** The ledger's lines other than the staff adjustments that gave the shopper credit. */
const ledger = () =>
  queryRows<{ kind: string; amount: string }>(
    t.handle.db,
    sql`select kind, amount::text from store_credit_entries where kind <> 'adjustment' order by id`,
  );
const orderCount = async () =>
  (await queryRows<{ n: number }>(t.handle.db, sql`select count(*)::int n from orders`))[0]!.n;
const storeSettings = async () => (await api(t, admin).call('GET', '/api/manage/store/')).json();
const saveThreshold = async (free_shipping_over: string) =>
  injectAs(t.app, admin.host, {
    method: 'PUT',
    url: '/api/manage/store/',
    headers: admin.headers,
    payload: { ...(await storeSettings()), free_shipping_over },
  });
const tenantInfo = async (host: string) =>
  (await injectAs(t.app, host, { method: 'GET', url: '/api/tenant-info/' })).json();

beforeAll(async () => {
  ({ t, shopper, me } = await checkoutShop());
  admin = await signInAs(t, 'cards', 'admin');
  staff = await signInAs(t, 'cards', 'staff');
  [box, sleeves] = await createStockedProducts(t.handle.db, t.stores.cards!, [
    { name: 'Booster Box', price: '155.00', stock: [10] },
    { name: 'Card Sleeves', price: '11.02', stock: [10] },
  ]);
});
afterAll(() => t.close());
beforeEach(() => clearTables(t, 'cart_items', 'orders', 'store_credit_entries', 'store_credit_accounts'));

/** Checks out the cart by card, spending `store_credit` of the shopper's credit first. */
const payByCard = (number: string, store_credit: string) =>
  me.checkout(validBody({ payment_method: 'card', card: card(number), store_credit }));

async function giveCredit(amount: string) {
  const [user] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where tenant_id = ${t.stores.cards!.id} and username = 'shopper'`,
  );
  const res = await api(t, staff).call('POST', `/api/manage/store-credit/${user!.id}/adjustments/`, {
    amount,
    reason: 'Buylist payout',
  });
  expect(res.statusCode).toBe(201);
}

describe('the free-shipping promise', () => {
  it('ships a $155 order free under the default "over $50", and charges one under it', async () => {
    expect((await tenantInfo(shopper.host)).free_shipping_over).toBe('50.00');
    await me.add(box, 1);
    const over = (await me.checkout(validBody())).json();
    expect(over.total).toBe('155.00');
    await me.add(sleeves, 1);
    const under = (await me.checkout(validBody())).json();
    expect(under.total).toBe('17.01');
    const [second, first] = (await me.orders()).results;
    expect([first.shipping_cost, second.shipping_cost]).toEqual(['0.00', '5.99']);
  });

  it('follows the admin’s setting; empty makes no promise; the setting stays behind the store wall', async () => {
    const saved = await saveThreshold('200.00');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().free_shipping_over).toBe('200.00');
    expect((await tenantInfo(shopper.host)).free_shipping_over).toBe('200.00');
    expect((await tenantInfo(t.stores.outdoor!.domains[0]!)).free_shipping_over).toBe('50.00');
    await me.add(box, 1);
    expect((await me.checkout(validBody())).json().total).toBe('160.99');

    expect((await saveThreshold('')).json().free_shipping_over).toBe('');
    expect((await tenantInfo(shopper.host)).free_shipping_over).toBeNull();
    await me.add(box, 1);
    expect((await me.checkout(validBody())).json().total).toBe('160.99');

    const bad = await saveThreshold('fifty');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.free_shipping_over).toMatch(/^Enter an amount like 50.00/);
    const notAdmin = await injectAs(t.app, staff.host, {
      method: 'PUT',
      url: '/api/manage/store/',
      headers: staff.headers,
      payload: { ...(await storeSettings()), free_shipping_over: '1.00' },
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await saveThreshold('50.00')).json().free_shipping_over).toBe('50.00');
  });
});

describe('store credit is one of the order’s payments', () => {
  it('records credit and card on the order; detail, list and dashboard agree to the cent', async () => {
    await giveCredit('5.00');
    await me.add(box, 1);
    await me.add(sleeves, 1);
    const placed = await payByCard(TEST_CARDS.visa, '5.00');
    expect(placed.statusCode).toBe(201);
    const { order_id, total } = placed.json();
    expect(total).toBe('166.02');
    const payments = [
      { method: 'store_credit', label: 'Store credit', amount: '5.00' },
      { method: 'card', label: 'Credit/Debit Card', amount: '161.02' },
    ];
    const detail = (await me.call('GET', `/api/orders/${order_id}/`)).json();
    expect(detail).toMatchObject({ subtotal: '166.02', shipping_cost: '0.00', total: '166.02', payments });
    expect((await me.orders()).results[0]).toMatchObject({ total: '166.02', payments });
    const managed = (await api(t, staff).call('GET', '/api/manage/orders/')).json().results[0];
    expect(managed).toMatchObject({ id: order_id, total: '166.02', payments });
    expect(await ledger()).toEqual([{ kind: 'spend', amount: '-5.00' }]);
    expect((await me.call('GET', '/api/account/store-credit/')).json().balance).toBe('0.00');
    // The receipt says the same: the total, then each payment.
    await t.app.background.idle();
    const outbox = await injectAs(t.app, 'cards.localhost', {
      method: 'GET',
      url: `/api/test/outbox/?to=${encodeURIComponent(detail.customer_email)}`,
    });
    const receipt = outbox.json<{ results: { body: string; html: string }[] }>().results[0]!;
    expect(receipt.body).toContain(
      'Subtotal: $166.02\nShipping (Standard Shipping): Free\nTotal: $166.02\nStore credit: −$5.00\nCredit/Debit Card: $161.02\n',
    );
    expect(receipt.html).toMatch(/Shipping \(Standard Shipping\)<\/td><td[^>]*>Free</);
    expect(receipt.html).toContain('−$5.00');
    expect(receipt.html).toContain('$161.02');
  });

  it('records one payment when credit pays it all, and the method alone without credit', async () => {
    await giveCredit('500.00');
    await me.add(box, 1);
    const all = await payByCard(TEST_CARDS.visa, '500');
    expect(all.statusCode).toBe(201);
    await me.add(sleeves, 1);
    expect((await me.checkout(validBody())).statusCode).toBe(201);
    const [cash, credit] = (await me.orders()).results;
    expect(credit.payments).toEqual([{ method: 'store_credit', label: 'Store credit', amount: '155.00' }]);
    expect(cash.payments).toEqual([{ method: 'cash', label: 'Cash on Delivery', amount: '17.01' }]);
  });

  it('keeps another store’s shopper from the order and its payments', async () => {
    await me.add(box, 1);
    const { order_id } = (await me.checkout(validBody())).json();
    const elsewhere = api(t, await signInAs(t, 'outdoor', 'shopper'));
    expect((await elsewhere.call('GET', `/api/orders/${order_id}/`)).statusCode).toBe(404);
    expect((await elsewhere.orders()).results).toEqual([]);
    const rows = await queryRows<{ tenant_id: string }>(
      t.handle.db,
      sql`select tenant_id from order_payments`,
    );
    expect(rows).toEqual([{ tenant_id: t.stores.cards!.id }]);
  });
});

describe('a refused checkout leaves no trace', () => {
  it('refuses a past expiry before anything is written: no order, no ledger line, the cart kept', async () => {
    await giveCredit('5.00');
    await me.add(sleeves, 1);
    const res = await me.checkout(
      validBody({
        payment_method: 'card',
        card: { ...card(TEST_CARDS.visa), expiry: '01/20' },
        store_credit: '5',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Please check your card details',
      fields: { 'card.expiry': 'Please enter a valid expiry date (MM/YY) that has not passed' },
    });
    expect(await orderCount()).toBe(0);
    expect(await ledger()).toEqual([]);
    expect((await me.cart()).items).toHaveLength(1);
  });

  it('leaves the credit history untouched when the card is declined after the order was written', async () => {
    await giveCredit('5.00');
    await me.add(sleeves, 1);
    const res = await payByCard(TEST_CARDS.declined, '5');
    expect(res.statusCode).toBe(402);
    expect(await orderCount()).toBe(0);
    expect(await ledger()).toEqual([]);
    const credit = (await me.call('GET', '/api/account/store-credit/')).json();
    expect(credit.balance).toBe('5.00');
    expect(credit.entries.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);
    expect((await me.cart()).items).toHaveLength(1);
  });
});
