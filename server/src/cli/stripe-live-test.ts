// `npm run stripe:live-test -w server`: the server's Stripe calls against Stripe's TEST mode (network), with
// STRIPE_SECRET_KEY=sk_test_… (and the publishable key and webhook secret, any whsec_ value). Skips without
// a test key; never part of `npm test`. The page's step (Stripe.js) is played by confirming server-side
// with Stripe's test payment methods.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { loadConfig } from '../config.ts';
import { stripeGateway } from '../platform/payments/index.ts';

const config = loadConfig();
if (!config.stripe?.secretKey.startsWith('sk_test_')) {
  console.log(
    'stripe:live-test skipped: set STRIPE_SECRET_KEY=sk_test_… (with the other STRIPE_* keys) to run it',
  );
  process.exit(0);
}
const settings = config.stripe;
const gateway = stripeGateway(settings);
const stripe = new Stripe(settings.secretKey);
const check = (what: string, ok: boolean) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) process.exitCode = 1;
};

/** Creates an intent as checkout does, for a made-up order; answers its id. */
async function placeIntent(orderId: number, amountCents: number) {
  const order = {
    tenantId: randomUUID(),
    orderId,
    idempotencyKey: `live-test-${randomUUID()}`,
    account: null,
  };
  const charge = await gateway.charge({
    amountCents,
    currency: 'USD',
    reference: `live-test:${orderId}`,
    order,
  });
  check('the intent answers a client secret for the page', Boolean(charge.onPage?.clientSecret));
  return { id: charge.transactionId, order };
}

const paid = await placeIntent(1, 2599);
await stripe.paymentIntents.confirm(paid.id, {
  payment_method: 'pm_card_visa',
  return_url: 'https://example.com',
});
const state = await gateway.retrieve(paid.id, null);
check('a Visa test card pays the intent', state.status === 'succeeded');
check(
  'amount, currency and metadata match the order',
  state.amountCents === 2599 &&
    state.currency === 'usd' &&
    state.orderId === 1 &&
    state.tenantId === paid.order.tenantId,
);
check('the card reads as Visa 4242', state.cardBrand === 'visa' && state.cardLast4 === '4242');
check('a part refund is made', (await gateway.refund!(paid.id, 500)).startsWith('re_'));

const secure = await placeIntent(2, 1000);
const asked = await stripe.paymentIntents.confirm(secure.id, {
  payment_method: 'pm_card_threeDSecure2Required',
  return_url: 'https://example.com',
});
check('a 3-D Secure card first requires action', asked.status === 'requires_action');
check(
  'an unpaid intent is cancelled (the sweeper)',
  (await gateway.cancel(secure.id, null)).status === 'canceled',
);

const payload = JSON.stringify({
  id: 'evt_live_test',
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: {} },
});
const header = stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
check(
  'a webhook signed with the secret verifies',
  gateway.verifyEvent(Buffer.from(payload), header).id === 'evt_live_test',
);
