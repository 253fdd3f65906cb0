import { expect } from 'vitest';
import { TEST_CARDS } from '../../platform/payments/index.ts';
import { as } from '../../test/signed-in.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { createStockedProduct } from '../cart/index.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';

export const TEST_CARD = { number: TEST_CARDS.visa, expiry: '12/39', cvc: '123', cardholder_name: 'Casey' };

export type Caller = ReturnType<typeof as>;

/**
 * A test app whose stores offer the seeded methods (no tax; shipping 5.99, free from 50.00), with the card
 * shop's staff, shopper and a $20.00 deck box, and the outdoor store's staff and shopper.
 */
export async function giftCardShop(options?: Parameters<typeof createTestApp>[0]) {
  const t = await createTestApp(options);
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
  const caller = async (slug: string, user: string) => as(t, await signInAs(t, slug, user));
  const deckBox = await createStockedProduct(t.handle.db, t.stores.cards!, {
    name: 'Gift Test Deck Box',
    price: '20.00',
    stock: [500],
  });
  return {
    t,
    deckBox,
    staff: await caller('cards', 'staff'),
    shopper: await caller('cards', 'shopper'),
    outdoorStaff: await caller('outdoor', 'staff'),
    outdoorShopper: await caller('outdoor', 'shopper'),
    caller,
  };
}

/** Staff issue a card of `amount` to `email`: answers the issued card (with its code). */
export async function issue(staff: Caller, amount: string, email = 'friend@example.com') {
  const res = await staff('POST', '/api/manage/gift-cards/', { amount, email, note: 'Sorry for the wait' });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; code: string; last4: string; card: string; balance: string }>();
}

/** The store's outbox for `to`, newest first (the test-only route). */
export async function outbox(t: TestApp, host: string, to: string) {
  const res = await injectAs(t.app, host, {
    method: 'GET',
    url: `/api/test/outbox/?to=${encodeURIComponent(to)}`,
  });
  return res.json<{ results: { subject: string; body: string; html: string }[] }>().results;
}

/** Puts `quantity` of a product in the caller's cart and checks out with these extra fields. */
export async function checkout(who: Caller, productId: number, quantity: number, over: object = {}) {
  expect((await who('POST', '/api/ecommerce/cart/', { product_id: productId, quantity })).statusCode).toBe(
    201,
  );
  return who(
    'POST',
    '/api/ecommerce/checkout/',
    validBody({ payment_method: 'card', card: TEST_CARD, ...over }),
  );
}

/** A card's balance and status by code (the public lookup). */
export async function balanceOf(who: Caller, code: string) {
  return (await who('POST', '/api/gift-cards/balance/', { code })).json<{
    balance: string;
    status: string;
  }>();
}
