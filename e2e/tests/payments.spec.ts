import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  CHECKOUT_DETAILS,
  DEMO_PASSWORD,
  emptyCart,
  expect,
  expectAccessible,
  MOBILE,
  SLEEVES,
  STORES,
  test,
  type Api,
} from '../fixtures';

// The Stripe story runs against a second server started here with STRIPE_* settings that point at a local
// STAND-IN of Stripe's API (server/src/platform/payments/stripe.test-helpers.ts, run by
// e2e/scripts/stripe-stand-in.ts). Stripe.js cannot load offline, so the page gets a small FAKE of it
// (FAKE_STRIPE_JS below), not Stripe's Payment Element: what is tested is our page, server and webhook.

const port = Number(process.env.E2E_PORT ?? 8123) + 40;
const shop = { ...STORES.cards, url: `http://cards.localhost:${port}` };
const root = path.resolve(import.meta.dirname, '../..');
let standIn: ChildProcess;
let server: ChildProcess;
let stripeUrl: string;

test.use({ store: shop, baseURL: shop.url });
test.describe.configure({ mode: 'serial' });

const firstLine = (child: ChildProcess) =>
  new Promise<string>((resolve) => createInterface({ input: child.stdout! }).once('line', resolve));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  standIn = spawn(path.join(root, 'node_modules/.bin/tsx'), ['e2e/scripts/stripe-stand-in.ts'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const settings = JSON.parse(await firstLine(standIn)) as Record<string, string> & { api: { port: number } };
  stripeUrl = settings.url!;
  // The compiled server the config's webServer has just built, with Stripe pointed at the stand-in.
  server = spawn('node', ['server/dist/main.js'], {
    cwd: root,
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: settings.secretKey,
      STRIPE_PUBLISHABLE_KEY: settings.publishableKey,
      STRIPE_WEBHOOK_SECRET: settings.webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(settings.api.port),
      STRIPE_API_PROTOCOL: 'http',
    },
  });
  for (let i = 0; i < 240; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the Stripe test server did not start');
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  standIn?.stdin?.end();
});

/** Enough of Stripe.js for our page: a card field, and confirmPayment talking to the (routed) API. */
const FAKE_STRIPE_JS = `window.Stripe = function () {
  let field;
  const api = 'https://api.stripe.com/v1/payment_intents/';
  return {
    elements: ({ clientSecret }) => ({
      create: () => ({
        mount(node) {
          node.innerHTML = '<label>Card number (Stripe stand-in) <input autocomplete="cc-number"></label>';
          field = node.querySelector('input');
        },
        destroy() {},
      }),
      clientSecret,
    }),
    async confirmPayment({ elements }) {
      const id = elements.clientSecret.split('_secret_')[0];
      const post = async (action, body) => (await fetch(api + id + '/' + action, { method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })).json();
      let intent = await post('confirm', 'card=' + field.value.replace(/\\s/g, ''));
      if (intent.status === 'requires_action') {
        await new Promise((resolve) => {
          const dialog = document.createElement('dialog');
          dialog.setAttribute('aria-label', '3-D Secure');
          dialog.innerHTML = '<h2>3-D Secure (stand-in)</h2><button type="button">Complete authentication</button>';
          document.body.append(dialog);
          dialog.querySelector('button').onclick = () => { dialog.remove(); resolve(); };
          dialog.showModal();
        });
        intent = await post('authenticate', '');
      }
      if (intent.status !== 'succeeded') return { error: { message: intent.last_payment_error?.message ?? 'Declined' } };
      return { paymentIntent: intent };
    },
  };
};`;

/** Serves the fake Stripe.js and sends the page's Stripe API calls to the stand-in. */
async function routeStripe(page: Page) {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${stripeUrl}${url.pathname}` }) });
  });
}

/** Signs in, puts one pack of sleeves in the cart and places the order by card; answers the checkout's answer. */
async function placeCardOrder(page: Page, api: Api) {
  await routeStripe(page);
  const login = await api.post('/api/auth/login/', { username: 'shopper', password: 'demo-pass-123' });
  expect(login.status).toBe(200);
  await emptyCart(api);
  await page.goto(`/products/${SLEEVES.slug}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`1 item(s) of ${SLEEVES.name} added to cart!`)).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // Stripe's own fields take the card: the spec's card fields are not shown.
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
  for (const label of [
    'Email',
    'Phone',
    'First Name',
    'Last Name',
    'Address',
    'City',
    'State',
    'ZIP Code',
  ] as const)
    await page.getByRole('textbox', { name: label, exact: true }).fill(CHECKOUT_DETAILS[label]);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/ecommerce/checkout/'));
  await page.getByRole('button', { name: 'Place Order' }).click();
  const order = (await (await answer).json()) as { order_id: number; payment: { client_secret: string } };
  await expect(page.getByRole('heading', { name: 'Card Payment' })).toBeVisible();
  return { orderId: order.order_id, intentId: order.payment.client_secret.split('_secret_')[0]! };
}

test('a shopper pays by card in Stripe’s Payment Element (a stand-in), through a 3-D Secure step', async ({
  page,
  api,
}) => {
  await placeCardOrder(page, api);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/stripe-card-step-1280.png', fullPage: true });
  await page.setViewportSize(MOBILE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/stripe-card-step-390.png', fullPage: true });
  await page.getByLabel('Card number (Stripe stand-in)').fill('4000 0027 6000 3184');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expectAccessible(page);
});

test('a declined card says so on the page and another card pays the same order', async ({ page, api }) => {
  await placeCardOrder(page, api);
  await page.getByLabel('Card number (Stripe stand-in)').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Card number (Stripe stand-in)').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
});

test('an order paid after the shopper left is completed by Stripe’s webhook, once however often it comes', async ({
  page,
  api,
}) => {
  const { orderId, intentId } = await placeCardOrder(page, api);
  await page.goto('/account/orders');
  // Stripe takes the payment later (the shopper's bank), then tells the server twice.
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  await fetch(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: form,
    body: 'card=4242424242424242',
  });
  const target = `http://127.0.0.1:${port}/api/payments/stripe/webhook/`;
  const deliver = async () =>
    (await fetch(`${stripeUrl}/_test/deliver`, {
      method: 'POST',
      headers: form,
      body: new URLSearchParams({
        type: 'payment_intent.succeeded',
        intent_id: intentId,
        event_id: `evt_${intentId}`,
        target,
      }).toString(),
    }).then((r) => r.json())) as { status: number; body: { outcome: string } };
  expect(await deliver()).toEqual({ status: 200, body: { received: true, outcome: 'paid' } });
  expect(await deliver()).toEqual({ status: 200, body: { received: true, outcome: 'duplicate' } });
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText('Payment status: completed')).toBeVisible();
  await expectAccessible(page);
});

test('an operator sends a store’s card payments to its own Stripe account, which Stripe must know', async ({
  page,
}) => {
  const outdoor = STORES.outdoor.name;
  await page.goto(`http://platform.localhost:${port}/`);
  await page.getByLabel('Email').fill('operator@storefront.localhost');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page
    .getByRole('button', { name: `Card payments of ${outdoor}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Card payments of ${outdoor}` });
  await expect(dialog).toContainText("Payments go to the platform's own Stripe account now.");
  await expectAccessible(page);

  const field = dialog.getByLabel('Stripe account id');
  await field.fill('acct_1NotConnected');
  await dialog.getByRole('button', { name: 'Save Account' }).click();
  await expect(
    dialog.getByText('Stripe knows no such account connected to this platform.').first(),
  ).toBeVisible();
  await field.fill('acct_1StandInShop');
  await dialog.getByRole('button', { name: 'Save Account' }).click();
  await expect(page.getByText(`${outdoor}'s card payments go to acct_1StandInShop`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize(MOBILE);
  await page
    .getByRole('button', { name: `Card payments of ${outdoor}` })
    .first()
    .click();
  await expect(dialog).toContainText('Payments go to acct_1StandInShop now.');
  await expect(dialog.getByLabel('Stripe account id')).toHaveValue('acct_1StandInShop');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/stripe-account-390.png', fullPage: true });
});
