import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CheckoutBody } from '@storefront/contract/checkout';
import { queryRows } from '../db/client.ts';
import { TEST_CARDS } from '../platform/payments/index.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from './test-app.ts';
import { createStockedProduct } from '../modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from '../modules/checkout/index.ts';

export type Caller = (method: 'GET' | 'POST', url: string, payload?: object) => ReturnType<typeof injectAs>;

/** Calls the API as `username` of store `slug`. */
export async function callerFor(t: TestApp, slug: string, username: string): Promise<Caller> {
  const who = await signInAs(t, slug, username);
  return (method, url, payload) =>
    injectAs(t.app, who.host, { method, url, headers: who.headers, ...(payload && { payload }) });
}

export const TEST_CARD = { number: TEST_CARDS.visa, expiry: '12/39', cvc: '123', cardholder_name: 'Casey' };

/**
 * The card store ready for refund tests: checkout methods, an Oregon tax rate of 8.25 % (the sample
 * address is in Oregon) and two products: a $9.99 single (stock 100 on two supplier rows) and $7.50 sleeves.
 */
export async function refundStore(t: TestApp) {
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
  const admin = await callerFor(t, 'cards', 'admin');
  const rate = await admin('POST', '/api/manage/tax/rates/', { country: 'US', region: 'OR', rate: '8.25' });
  expect(rate.statusCode).toBe(201);
  const single = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Refund Single',
    price: '9.99',
    stock: [40, 60],
  });
  const sleeves = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Refund Sleeves',
    price: '7.50',
    stock: [200],
  });
  return { admin, single, sleeves };
}

/** A test app whose card store is ready for refunds (`refundStore`), with its shopper and staff calling. */
export async function refundsTestApp(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  const { admin, single, sleeves } = await refundStore(t);
  const shopper = await callerFor(t, 'cards', 'shopper');
  const staff = await callerFor(t, 'cards', 'staff');
  return { t, admin, single, sleeves, shopper, staff };
}
export type RefundsTestApp = Awaited<ReturnType<typeof refundsTestApp>>;

/** Puts these lines in the shopper's cart and checks out (by the test card unless told); answers the order. */
export async function placeOrder(
  shopper: Caller,
  lines: [productId: number, quantity: number][],
  over: Partial<CheckoutBody> = {},
) {
  for (const [product_id, quantity] of lines)
    expect((await shopper('POST', '/api/ecommerce/cart/', { product_id, quantity })).statusCode).toBe(201);
  const res = await shopper(
    'POST',
    '/api/ecommerce/checkout/',
    validBody({ payment_method: 'card', card: TEST_CARD, ...over }),
  );
  expect(res.statusCode).toBe(201);
  const order = (await shopper('GET', `/api/orders/${res.json().order_id}/`)).json();
  return order as {
    id: number;
    order_number: string;
    items: { id: number; quantity: number }[];
    total: string;
    [k: string]: unknown;
  };
}

/** Sums the books of the store in cents: payments, refunds that succeeded (by method), and the credit ledger. */
export async function books(t: TestApp) {
  const [row] = await queryRows<{
    paid: number;
    refunded: number;
    card: number;
    credit: number;
    ledger: number;
  }>(
    t.handle.db,
    sql`select
      (select coalesce(sum(amount), 0) * 100 from order_payments)::int paid,
      (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded')::int refunded,
      (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded' and method = 'card')::int card,
      (select coalesce(sum(total), 0) * 100 from refunds where status = 'succeeded' and method = 'store_credit')::int credit,
      (select coalesce(sum(amount), 0) * 100 from store_credit_entries where kind = 'refund'
        and reason like 'Refund of order %')::int ledger`,
  );
  return row!;
}
