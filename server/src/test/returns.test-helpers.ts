import { expect } from 'vitest';
import { toCents } from '@storefront/contract/money';
import { withTenant } from '../db/tenant-scope.ts';
import { insertProduct, updateVariant } from '../modules/catalog/index.ts';
import { offersOf } from '../modules/inventory/index.ts';
import { addVariant } from '../modules/cart/index.ts';
import { validBody } from '../modules/checkout/index.ts';
import { refundsTestApp, TEST_CARD, type Caller } from './refunds.test-helpers.ts';
import type { TestApp } from './test-app.ts';

/** A card sold in Near Mint ($10.00, 50 in stock) and Lightly Played ($8.00, 3): variants are conditions. */
export async function conditionCard(t: TestApp) {
  const store = t.stores.cards!;
  const product = await withTenant(t.handle.db, store.id, (tx) =>
    insertProduct(tx, store.id, {
      slug: 'return-card',
      name: 'Return Card',
      sku: 'RETURN-CARD',
      price: toCents('10.00'),
    }),
  );
  const nm = await addVariant(t.handle.db, store, product.id, {
    name: 'Near Mint',
    price: '10.00',
    stock: [50],
  });
  const lp = await addVariant(t.handle.db, store, product.id, {
    name: 'Lightly Played',
    price: '8.00',
    stock: [3],
  });
  await withTenant(t.handle.db, store.id, async (tx) => {
    await updateVariant(tx, store.id, product.id, nm, { attributes: { condition: 'NM', is_foil: false } });
    await updateVariant(tx, store.id, product.id, lp, { attributes: { condition: 'LP', is_foil: false } });
  });
  return { product: product.id, nm, lp };
}

/** Units in stock of each variant of a product (every holder summed). */
export async function stockByVariant(t: TestApp, productId: number): Promise<Record<number, number>> {
  const store = t.stores.cards!;
  const rows = await withTenant(t.handle.db, store.id, (tx) => offersOf(tx, store.id, [productId]));
  const units: Record<number, number> = {};
  for (const r of rows) units[r.variantId] = (units[r.variantId] ?? 0) + r.quantity;
  return units;
}

/** The shopper buys `quantity` of a variant by the test card; staff ship it and mark it delivered. */
export async function deliveredOrder(
  shopper: Caller,
  staff: Caller,
  line: { product_id: number; variant_id: number; quantity: number },
  deliver = true,
) {
  const added = await shopper('POST', '/api/ecommerce/cart/', line);
  expect(added.statusCode, added.body).toBe(201);
  const res = await shopper(
    'POST',
    '/api/ecommerce/checkout/',
    validBody({ payment_method: 'card', card: TEST_CARD }),
  );
  expect(res.statusCode).toBe(201);
  const id = res.json().order_id as number;
  if (deliver) {
    // A paid order starts `processing` (a cash one `pending`): step it on from where it is to `completed`.
    const move = (body: object) => staff('POST', `/api/manage/orders/${id}/status/`, body);
    const status = (await shopper('GET', `/api/orders/${id}/`)).json().status as string;
    if (status === 'pending') expect((await move({ status: 'processing' })).statusCode).toBe(200);
    expect(
      (await move({ status: 'shipped', carrier: 'usps', tracking_number: '9400100000' })).statusCode,
    ).toBe(200);
    expect((await move({ status: 'completed' })).statusCode).toBe(200);
  }
  return (await shopper('GET', `/api/orders/${id}/`)).json<{
    id: number;
    order_number: string;
    status: string;
    items: { id: number; quantity: number }[];
    total: string;
  }>();
}

/** A test app whose card store is ready for returns: refund setup, a card in two conditions, shopper and staff. */
export async function returnsTestApp(options?: Parameters<typeof refundsTestApp>[0]) {
  const { t, shopper, staff } = await refundsTestApp(options);
  return { t, card: await conditionCard(t), shopper, staff };
}
export type ReturnsTestApp = Awaited<ReturnType<typeof returnsTestApp>>;
