// Runs the stand-in of Stripe's API (server/src/platform/payments/stripe.test-helpers.ts) for the browser
// tests' Stripe story, printing its settings as one JSON line; stops when its parent closes stdin.
import { startStripeStandIn } from '@storefront/server';

const standIn = await startStripeStandIn();
// The one Connect account the stand-in knows: the platform console story gives it to a store.
standIn.addAccount('acct_1StandInShop');
console.log(JSON.stringify({ url: standIn.url, ...standIn.settings }));
process.stdin.resume();
process.stdin.on('end', () => void standIn.close().then(() => process.exit(0)));
