import { injectAs, type signInAs, type TestApp } from '../../test/test-app.ts';

export { address, validBody } from './checkout-sample.ts';

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
