import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutBody, CheckoutRequest } from '@storefront/contract/checkout';
import { queryRows } from '../../db/client.ts';
import {
  cashOnDelivery,
  paypalPlaceholder,
  TEST_CARDS,
  testCardGateway,
  type PaymentProviders,
  type TestCardGateway,
} from '../../platform/payments/index.ts';
import { shopperContext, userId } from '../../test/signed-in.test-helpers.ts';
import { clearTables, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct, stockOf } from '../cart/index.ts';
import { placeOrder, type CheckoutSeams } from './checkout.service.ts';
import { card, checkoutShop, validBody, type api } from '../../test/checkout.test-helpers.ts';

let t: TestApp;
let me: ReturnType<typeof api>;
let shopperId: number;
let gateway: TestCardGateway;
let providers: PaymentProviders;
let box: number;
const logged: string[] = [];
const log = { error: (_details: object, message: string) => void logged.push(message) };

beforeAll(async () => {
  ({ t, me } = await checkoutShop());
  shopperId = await userId(t, 'cards', 'shopper');
});
afterAll(() => t.close());
beforeEach(async () => {
  await clearTables(t, 'cart_items', 'orders');
  gateway = testCardGateway();
  providers = { cash: cashOnDelivery, card: gateway, paypal: paypalPlaceholder };
  logged.length = 0;
  box = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: `Booster Box ${Date.now()}`,
    price: '100.00',
    stock: [1, 2],
  });
  expect((await me.add(box, 2)).statusCode).toBe(201);
});

const count = async (table: 'orders' | 'order_items' | 'order_item_stocks') =>
  (await queryRows<{ n: number }>(t.handle.db, sql.raw(`select count(*)::int n from ${table}`)))[0]!.n;
const unitsSold = async () =>
  (
    await queryRows<{ n: number }>(t.handle.db, sql`select units_sold::int n from products where id = ${box}`)
  )[0]!.n;
const cartLines = async () =>
  (await me.cart()).items.map((i: { product: { id: number }; quantity: number }) => [
    i.product.id,
    i.quantity,
  ]);

/** Checks out as the shopper through the service, with the seams a test needs. */
const place = (over: Partial<CheckoutBody>, seams: CheckoutSeams = {}) =>
  placeOrder(shopperContext(t, shopperId), validBody(over) as CheckoutRequest, undefined, providers, {
    log,
    ...seams,
  });

const byCard = (number: string): Partial<CheckoutBody> => ({ payment_method: 'card', card: card(number) });

/** A seam that fails as a lost database connection would. */
const databaseGone = async () => {
  throw new Error('injected: the database went away');
};

/** Nothing of the attempt is left: no order, stock and cart as before. */
async function expectUntouched() {
  expect(await count('orders')).toBe(0);
  expect(await count('order_items')).toBe(0);
  expect(await count('order_item_stocks')).toBe(0);
  expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([1, 2]);
  expect(await unitsSold()).toBe(0);
  expect(await cartLines()).toEqual([[box, 2]]);
}

describe('charging after the order exists', () => {
  it('a declined card leaves no order, the stock and the cart as they were, and no charge', async () => {
    await expect(place(byCard(TEST_CARDS.declined))).rejects.toMatchObject({
      status: 402,
      message: 'Your card was declined. Please use a different card.',
    });
    await expectUntouched();
    expect(gateway.charges).toEqual([]);
    // Through HTTP too, with the app's own gateway: the same answer and nothing left behind.
    const res = await me.checkout(validBody(byCard(TEST_CARDS.insufficientFunds)));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toBe('Your card has insufficient funds. Please use a different card.');
    await expectUntouched();
  });

  it('voids the charge and discards the order when marking it paid fails', async () => {
    await expect(place(byCard(TEST_CARDS.visa), { markPaid: databaseGone })).rejects.toMatchObject({
      status: 503,
      message:
        'We could not confirm your order, and your payment was cancelled. Please try again in a moment.',
    });
    await expectUntouched();
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.charges[0]).toMatchObject({ amountCents: 20000, voided: true });
    expect(logged).toEqual(['Checkout voided a charge']);
  });

  it('voids the charge when the step right after it fails', async () => {
    await expect(
      place(byCard(TEST_CARDS.visa), {
        afterCharge: () => {
          throw new Error('injected: the process is stopping');
        },
      }),
    ).rejects.toMatchObject({ status: 503 });
    await expectUntouched();
    expect(gateway.charges.map((c) => c.voided)).toEqual([true]);
  });

  it('discards the order even when the variant it sold was deleted meanwhile', async () => {
    await expect(
      place(byCard(TEST_CARDS.visa), {
        afterCharge: async () => {
          await t.handle.db.execute(sql`delete from product_variants where product_id = ${box}`);
          throw new Error('injected: the process is stopping');
        },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(await count('orders')).toBe(0);
    expect(await count('order_items')).toBe(0);
    expect(await cartLines()).toEqual([]);
    expect(gateway.charges.map((c) => c.voided)).toEqual([true]);
    expect(logged).toEqual(['Checkout voided a charge']);
  });

  it('keeps the order pending payment when the charge can be neither recorded nor voided', async () => {
    gateway.void = async () => {
      throw new Error('injected: the gateway is down');
    };
    await expect(place(byCard(TEST_CARDS.visa), { markPaid: databaseGone })).rejects.toMatchObject({
      status: 503,
      message: 'We could not confirm your order. Please contact the store.',
    });
    // A charge is never left without an order: the order stays, its units taken, awaiting its charge.
    const orders = await queryRows<{ payment_status: string; status: string }>(
      t.handle.db,
      sql`select payment_status, status from orders`,
    );
    expect(orders).toEqual([{ payment_status: 'pending', status: 'pending' }]);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([0, 1]);
    expect(gateway.charges.map((c) => c.voided)).toEqual([false]);
    expect(logged).toEqual([
      'Checkout could neither record nor void a charge: the order stays pending payment',
    ]);
  });

  it('discards the order when the provider fails unexpectedly, with a readable 503', async () => {
    providers.card = {
      ...gateway,
      charge: async () => {
        throw new Error('injected: connection reset');
      },
    };
    await expect(place(byCard(TEST_CARDS.visa))).rejects.toMatchObject({
      status: 503,
      message: 'The payment could not be completed. Please try again in a moment.',
    });
    await expectUntouched();
    expect(gateway.charges).toEqual([]);
  });

  it('marks a card order paid, with one charge for its total', async () => {
    const result = await place(byCard(TEST_CARDS.visa));
    expect(Object.keys(result).sort()).toEqual(['order_id', 'order_number', 'payment', 'status', 'total']);
    expect(result).toMatchObject({ status: 'processing', total: '200.00', payment: { status: 'completed' } });
    expect(gateway.charges).toEqual([
      {
        transactionId: expect.stringMatching(/^test_/),
        amountCents: 20000,
        reference: `cards:${result.order_number}`,
        voided: false,
      },
    ]);
    const rows = await queryRows<Record<string, unknown>>(
      t.handle.db,
      sql`select status, payment_status, payment_transaction_id, card_brand, card_last4 from orders`,
    );
    expect(rows).toEqual([
      {
        status: 'processing',
        payment_status: 'completed',
        payment_transaction_id: gateway.charges[0]!.transactionId,
        card_brand: 'Visa',
        card_last4: '4242',
      },
    ]);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([0, 1]);
    expect(await unitsSold()).toBe(2);
    expect(await cartLines()).toEqual([]);
  });

  it('leaves a cash order pending, as before, and charges no card', async () => {
    const res = await me.checkout(validBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pending', total: '200.00', payment: { status: 'pending' } });
    const rows = await queryRows<{ payment_transaction_id: string; status: string }>(
      t.handle.db,
      sql`select status, payment_transaction_id from orders`,
    );
    expect(rows).toEqual([{ status: 'pending', payment_transaction_id: expect.stringMatching(/^cash_/) }]);
    expect(await stockOf(t.handle.db, t.stores.cards!, box)).toEqual([0, 1]);
    expect(await cartLines()).toEqual([]);
    expect(gateway.charges).toEqual([]);
  });
});
