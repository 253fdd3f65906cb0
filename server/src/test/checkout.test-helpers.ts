import { as } from './signed-in.test-helpers.ts';
import { createTestApp, injectAs, signInAs, type TestApp } from './test-app.ts';
import { seedCheckoutMethods } from '../modules/checkout/checkout.seed.ts';

export { address, validBody } from '../modules/checkout/checkout-sample.ts';

export type Shopper = Awaited<ReturnType<typeof signInAs>>;

export const card = (number: string) => ({
  number,
  expiry: '12/39',
  cvc: '123',
  cardholder_name: 'Casey Shopper',
});

export function api(t: TestApp, who: Shopper) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    injectAs(t.app, who.host, {
      method,
      url,
      headers: { ...who.headers, ...headers },
      ...(payload && { payload }),
    });
  return {
    call,
    add: (product_id: number, quantity: number) =>
      call('POST', '/api/ecommerce/cart/', { product_id, quantity }),
    cart: async () => (await call('GET', '/api/ecommerce/cart/')).json(),
    checkout: (body: object, headers?: Record<string, string>) =>
      call('POST', '/api/ecommerce/checkout/', body, headers),
    orders: async () => (await call('GET', '/api/orders/')).json(),
  };
}

/** A test app whose stores offer the seeded methods, and the card shop's signed-in shopper (also as the checkout api). */
export async function checkoutShop() {
  const t = await createTestApp();
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
  const shopper = await signInAs(t, 'cards', 'shopper');
  return { t, shopper, me: api(t, shopper) };
}

/**
 * A test app whose stores offer the seeded methods, with the card shop taxing New York at 8.875 % and
 * Germany at 19 % (decision 052): its shopper (as the checkout api and as raw calls) and its admin.
 */
export async function taxedCardShop() {
  const { t, shopper: who, me } = await checkoutShop();
  const admin = as(t, await signInAs(t, 'cards', 'admin'));
  await admin('POST', '/api/manage/tax/rates/', { country: 'US', region: 'NY', rate: '8.875' });
  await admin('POST', '/api/manage/tax/rates/', { country: 'DE', rate: '19' });
  return { t, me, shopper: as(t, who), admin };
}
