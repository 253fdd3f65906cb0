import { randomBytes } from 'node:crypto';
import type { PaymentType } from '@storefront/contract/checkout';
import type { PaymentProvider } from './provider.ts';
import { testCardGateway } from './test-card-gateway.ts';

export {
  PaymentRefused,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type StoreAccount,
} from './provider.ts';
export { intentState, stripeGateway, type IntentState, type StripeGateway } from './stripe-gateway.ts';
export {
  TEST_CARDS,
  passesLuhn,
  cardBrand,
  isUnexpired,
  testCardGateway,
  type TestCardGateway,
  type TestCharge,
  type TestRefund,
} from './test-card-gateway.ts';

const reference = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Cash on delivery: nothing is taken now; the order is paid when it arrives. */
export const cashOnDelivery: PaymentProvider = {
  type: 'cash',
  charge: async () => ({ status: 'pending', transactionId: reference('cash') }),
  // Nothing was taken, so there is nothing to give back.
  void: async () => {},
};

/** PayPal placeholder: the order waits in "processing" until a real PayPal integration confirms it. */
export const paypalPlaceholder: PaymentProvider = {
  type: 'paypal',
  charge: async () => ({ status: 'processing', transactionId: reference('paypal') }),
  void: async () => {},
};

export type PaymentProviders = Record<PaymentType, PaymentProvider>;

/** The built-in providers (DESIGN.md, payments); `card` is Stripe when configured, else the test gateway. */
export function defaultPaymentProviders(card: PaymentProvider = testCardGateway()): PaymentProviders {
  return { cash: cashOnDelivery, card, paypal: paypalPlaceholder };
}
