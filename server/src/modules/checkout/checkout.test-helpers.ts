import type { CheckoutBody } from '@storefront/contract/checkout';
import { injectAs, type signInAs, type TestApp } from '../../test/test-app.ts';

export type Shopper = Awaited<ReturnType<typeof signInAs>>;

export const address = {
  first_name: 'Casey',
  last_name: 'Shopper',
  address_line_1: '1 Main St',
  city: 'Portland',
  state: 'OR',
  postal_code: '97205',
  country: 'US',
};

export const validBody = (over: Partial<CheckoutBody> = {}): CheckoutBody => ({
  customer_email: 'casey@example.com',
  customer_phone: '555-0100',
  shipping_method: 'standard',
  payment_method: 'cash',
  shipping_address: address,
  order_notes: 'Leave at the door',
  ...over,
});

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
