import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAND_IN_CARDS,
  startStripeStandIn,
  type StripeStandIn,
} from '../../platform/payments/stripe.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from '../../test/test-app.ts';
import { addOperator, platformBrowser, platformCall } from '../../test/platform.test-helpers.ts';
import { createStockedProduct } from '../cart/index.ts';
import { seedCheckoutMethods, validBody } from '../checkout/index.ts';
import { STRIPE_ACCOUNT_MESSAGES as MESSAGES } from './store-stripe-account.ts';

const ACCOUNT = 'acct_1CardShop42';

async function consoleOf(config: object) {
  const t = await createTestApp({ config });
  await addOperator(t);
  const ops = await platformBrowser(t);
  const put = (slug: string, account_id: unknown) =>
    platformCall(t, ops, {
      method: 'PUT',
      url: `/api/platform/stores/${slug}/stripe-account/`,
      payload: { account_id },
    });
  return { t, put };
}

describe("a store's Stripe account, set in the platform console", () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let put: (slug: string, account: unknown) => ReturnType<typeof platformCall>;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ({ t, put } = await consoleOf({ stripe: standIn.settings }));
    for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
    standIn.addAccount(ACCOUNT);
    standIn.addAccount('acct_1NotOnboarded', false);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('refuses what Stripe does not know, an account still onboarding and a malformed id, changing nothing', async () => {
    const cases: [unknown, number, string][] = [
      ['acct_1SomeoneElse', 400, MESSAGES.unknown],
      ['acct_1NotOnboarded', 400, MESSAGES.notOnboarded],
      ['acct_x', 400, 'A Stripe account id looks like acct_1AbCdEfGh…'],
      ['sk_live_1234567890', 400, 'A Stripe account id looks like acct_1AbCdEfGh…'],
      [42, 400, 'Account id must be text or null'],
    ];
    for (const [account, status, message] of cases) {
      const res = await put('cards', account);
      expect(res.statusCode, String(account)).toBe(status);
      expect(res.json().fields.account_id).toBe(message);
    }
    expect((await put('no-such-store', ACCOUNT)).statusCode).toBe(404);
    const stores = (
      await platformCall(t, await platformBrowser(t), { method: 'GET', url: '/api/platform/stores/' })
    ).json();
    expect(stores.results.find((s: { slug: string }) => s.slug === 'cards').stripe_account_id).toBeNull();
  });

  it('is for operators on the platform host only', async () => {
    const signedOut = await platformBrowser(t, { signIn: false });
    const anonymous = await platformCall(t, signedOut, {
      method: 'PUT',
      url: '/api/platform/stores/cards/stripe-account/',
      payload: { account_id: ACCOUNT },
    });
    expect(anonymous.statusCode).toBe(401);
    const admin = await signInAs(t, 'cards', 'admin');
    const onStore = await injectAs(t.app, 'cards.localhost', {
      method: 'PUT',
      url: '/api/platform/stores/cards/stripe-account/',
      payload: { account_id: ACCOUNT },
      headers: admin.headers,
    });
    expect(onStore.statusCode).toBe(404);
  });

  it("sends the store's card payments to the account, then keeps it once Stripe took a payment there", async () => {
    const set = await put('cards', ACCOUNT);
    expect(set.statusCode).toBe(200);
    expect(set.json().store).toMatchObject({ slug: 'cards', stripe_account_id: ACCOUNT });

    const shopper = await signInAs(t, 'cards', 'shopper');
    const me = (url: string, payload: object) =>
      injectAs(t.app, shopper.host, { method: 'POST', url, headers: shopper.headers, payload });
    const box = await createStockedProduct(t.handle.db, t.stores.cards!, {
      name: 'Booster Box',
      price: '90.00',
      stock: [2],
    });
    expect((await me('/api/ecommerce/cart/', { product_id: box, quantity: 1 })).statusCode).toBe(201);
    const order = (await me('/api/ecommerce/checkout/', validBody({ payment_method: 'card' }))).json();
    const intent = [...standIn.intents.values()].find((i) => i.metadata.order_id === String(order.order_id));
    expect(intent).toMatchObject({ amount: 9000, account: ACCOUNT });
    standIn.confirm(intent!.id, STAND_IN_CARDS.visa);
    const paid = await me('/api/payments/stripe/confirm/', { order_id: order.order_id });
    expect(paid.json().payment.status).toBe('completed');

    for (const next of ['acct_1SomeoneElse', null]) {
      standIn.addAccount('acct_1SomeoneElse');
      const res = await put('cards', next);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(MESSAGES.paidAlready);
    }
    // The other demo store has taken no Stripe payment: its account may still change.
    expect((await put('outdoor', 'acct_1SomeoneElse')).json().store.stripe_account_id).toBe(
      'acct_1SomeoneElse',
    );
    expect((await put('outdoor', null)).json().store.stripe_account_id).toBeNull();
  });
});

describe('without Stripe configured', () => {
  it('refuses an account (nothing would use it) and accepts clearing it', async () => {
    const { t, put } = await consoleOf({});
    try {
      const res = await put('cards', ACCOUNT);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: MESSAGES.notConfigured,
        fields: { account_id: MESSAGES.notConfigured },
      });
      expect((await put('cards', null)).json().store.stripe_account_id).toBeNull();
    } finally {
      await t.close();
    }
  });
});
