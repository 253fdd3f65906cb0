import { withTenant } from '../../db/tenant-scope.ts';
import { signInAs, type TestApp } from '../../test/test-app.ts';
import { productBySku } from '../catalog/index.ts';
import { seedCheckoutMethods } from '../checkout/index.ts';
import { validBody } from '../checkout/index.ts';

import { as } from '../../test/signed-in.test-helpers.ts';

export { as, type Who } from '../../test/signed-in.test-helpers.ts';

/** A whole store-settings body for PUT /api/manage/store/ (the cards store, renamed, in red). */
export const STORE_SETTINGS = {
  name: 'Arcane Vault Reloaded',
  primary: '#DC2626',
  secondary: '#111827',
  app_type: 'inventory',
  logo_url: 'https://cdn.example.com/logo.png',
  client_details: {
    description: 'Cards',
    business_name: 'Arcane LLC',
    email: 'hi@arcane.example',
    phone: '555',
    address: '1 Card St',
  },
};

/** Checkout methods in every store, so tests can place orders through the real API. */
export async function prepareStores(t: TestApp) {
  for (const store of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, store);
}

/** A store's product id by SKU. */
export async function productIdBySku(t: TestApp, slug: string, sku: string): Promise<number> {
  const store = t.stores[slug]!;
  return withTenant(t.handle.db, store.id, async (tx) => {
    const row = await productBySku(tx, store.id, sku);
    if (!row) throw new Error(`no product ${sku} in ${slug}`);
    return row.id;
  });
}

/** Places a cash order of `quantity` × product as `username` through cart and checkout; answers its id. */
export async function placeOrder(
  t: TestApp,
  slug: string,
  username: string,
  productId: number,
  quantity = 1,
  variantId?: number,
) {
  const call = as(t, await signInAs(t, slug, username));
  const added = await call('POST', '/api/ecommerce/cart/', {
    product_id: productId,
    quantity,
    ...(variantId && { variant_id: variantId }),
  });
  if (added.statusCode >= 300) throw new Error(`add to cart: ${added.body}`);
  const res = await call(
    'POST',
    '/api/ecommerce/checkout/',
    validBody({ customer_email: `${username}@example.com`, order_notes: '' }),
  );
  if (res.statusCode >= 300) throw new Error(`checkout: ${res.body}`);
  return res.json<{ order_id: number; total: string }>();
}
