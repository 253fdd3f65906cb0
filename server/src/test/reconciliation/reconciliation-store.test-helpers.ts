import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { toCents, type Cents } from '@storefront/contract/money';
import type { Config } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { SESSION_COOKIE } from '../../modules/auth/index.ts';
import { createTestApp, csrfFor, injectAs, signedInUsers, signInAs, type TestApp } from '../test-app.ts';
import { addVariant, createStockedProduct } from '../../modules/cart/index.ts';
import { seedCheckoutMethods, validBody } from '../../modules/checkout/index.ts';

const address = validBody().shipping_address;

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => ReturnType<typeof injectAs>;

const callFor =
  (t: TestApp, host: string, headers: Record<string, string>): Call =>
  (method, url, payload) =>
    injectAs(t.app, host, { method, url, headers, ...(payload && { payload }) });

/** Something the shoppers buy: a product's variant, its price, and whether the cart names the variant. */
export interface Item {
  key: string;
  productId: number;
  variantId: number;
  unit: Cents;
  named: boolean;
}

/** A place to ship to: its address, its tax rate (thousandths of a percent), methods and free-shipping line. */
export interface Place {
  name: string;
  address: typeof address;
  rate: number;
  methods: { id: string; price: Cents }[];
  freeOver: Cents | null;
}

const PRODUCTS = [
  { name: 'Month Single', price: '2.49', stock: [300, 200] },
  { name: 'Month Sleeves', price: '7.50', stock: [400] },
  { name: 'Month Playmat', price: '24.50', stock: [150] },
  { name: 'Month Booster Box', price: '109.99', stock: [60, 40] },
];
const VARIANTS = [
  { name: 'Near Mint', price: '2.00', stock: [150, 100] },
  { name: 'Lightly Played', price: '1.25', stock: [300] },
];

/**
 * The card store for a month: three places (Oregon outside any zone on the flat methods, New York and
 * Germany zones), their tax rates, five products (one sold in two conditions), five customers and staff.
 */
export async function monthStore(config: Partial<Config> = {}) {
  const t = await createTestApp({ config });
  const store = t.stores.cards!;
  for (const s of Object.values(t.stores)) await seedCheckoutMethods(t.handle.db, s);
  const admin = await signInAs(t, 'cards', 'admin');
  const staffWho = await signInAs(t, 'cards', 'staff');
  const asAdmin = callFor(t, admin.host, admin.headers);
  const staff = callFor(t, staffWho.host, staffWho.headers);
  for (const [country, region, rate] of [
    ['US', 'OR', '8.25'],
    ['US', 'NY', '8.875'],
    ['DE', '', '19'],
  ] as const)
    expect(
      (await asAdmin('POST', '/api/manage/tax/rates/', { country, ...(region && { region }), rate }))
        .statusCode,
    ).toBe(201);
  const zone = async (name: string, places: string[], method: object, free_over?: string) => {
    const z = (await asAdmin('POST', '/api/manage/shipping-zones/', { name, places, free_over })).json();
    const res = await asAdmin('POST', `/api/manage/shipping-zones/${z.id}/methods/`, method);
    expect(res.statusCode, `${JSON.stringify(z)} ${res.body}`).toBe(201);
    const made = res.json();
    return made.methods[0].id as string;
  };
  const tracked = await zone('New York', ['US-NY'], { name: 'Tracked', price: '4.50' });
  const dhl = await zone('Germany', ['DE'], { name: 'DHL Paket', price: '7.00' }, '30.00');
  const places: Place[] = [
    {
      name: 'Oregon',
      address,
      rate: 8250,
      methods: [
        { id: 'standard', price: 599 },
        { id: 'priority', price: 999 },
        { id: 'express', price: 1599 },
      ],
      freeOver: 5000,
    },
    {
      name: 'New York',
      address: { ...address, city: 'New York', state: 'NY', postal_code: '10001' },
      rate: 8875,
      methods: [{ id: tracked, price: 450 }],
      freeOver: 5000,
    },
    {
      name: 'Germany',
      address: { ...address, city: 'Berlin', state: 'BE', postal_code: '10115', country: 'DE' },
      rate: 19000,
      methods: [{ id: dhl, price: 700 }],
      freeOver: 3000,
    },
  ];
  const items: Item[] = [];
  for (const p of PRODUCTS) {
    const productId = await createStockedProduct(t.handle.db, store, p);
    const [v] = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from product_variants where product_id = ${productId}`,
    );
    items.push({ key: p.name, productId, variantId: v!.id, unit: toCents(p.price), named: false });
  }
  const ring = await createStockedProduct(t.handle.db, store, {
    name: 'Month Sol Ring',
    price: '1.50',
    stock: [],
  });
  for (const v of VARIANTS) {
    const variantId = await addVariant(t.handle.db, store, ring, v);
    items.push({
      key: `Sol Ring ${v.name}`,
      productId: ring,
      variantId,
      unit: toCents(v.price),
      named: true,
    });
  }
  const shopper = await signInAs(t, 'cards', 'shopper');
  const [me] = await queryRows<{ id: number }>(
    t.handle.db,
    sql`select id from users where tenant_id = ${store.id} and username = 'shopper'`,
  );
  const customers = [{ id: me!.id, call: callFor(t, shopper.host, shopper.headers) }];
  const csrf = await csrfFor(t.app, shopper.host);
  for (const u of await signedInUsers(t.handle.db, store, 'buyer', 4)) {
    const cookie = `${SESSION_COOKIE}=${u.token}; ${csrf.cookie}`;
    customers.push({ id: u.id, call: callFor(t, shopper.host, { cookie, 'x-csrftoken': csrf.token }) });
  }
  return { t, staff, asAdmin, places, items, customers };
}

export type MonthStore = Awaited<ReturnType<typeof monthStore>>;

/** Units on hand of each variant, from the stock rows. */
export async function stockByVariant(t: TestApp): Promise<Map<number, number>> {
  const rows = await queryRows<{ variant_id: number; units: number }>(
    t.handle.db,
    sql`select variant_id, sum(quantity)::int units from supplier_stocks
         where tenant_id = ${t.stores.cards!.id} group by variant_id`,
  );
  return new Map(rows.map((r) => [r.variant_id, r.units]));
}
