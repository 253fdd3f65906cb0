import { sql } from 'drizzle-orm';
import { insertStockedCatalogue, supplierIdsOf } from '../demo/catalogue.seed.ts';
import type { StockedCatalogueSeed } from '../demo/catalogues/stock.ts';
import { withTenant } from '../db/tenant-scope.ts';
import type { TestApp } from './test-app.ts';

/** A small catalogue whose every order and filter result is known (tests only). */
export const CARDS_FIXTURE: StockedCatalogueSeed = {
  categories: [
    { slug: 'gear', name: 'Gear', description: 'All the gear' },
    { slug: 'books', name: 'Books' },
    { slug: 'bags', name: 'Bags', parent: 'gear' },
    { slug: 'small-bags', name: 'Small Bags', parent: 'bags' },
  ],
  types: [
    { slug: 'widget', name: 'Widget' },
    { slug: 'gadget', name: 'Gadget' },
  ],
  products: [
    {
      name: 'Alpha Zephyr Lantern',
      sku: 'AZL-1',
      category: 'gear',
      type: 'widget',
      price: '30.00',
      short: 'A lantern',
      daysAgo: 5,
      featured: true,
      unitsSold: 10,
      stock: [20, 5],
      seller: 0,
      attributes: { brand: 'Acme' },
    },
    {
      name: 'Bravo Satchel',
      sku: 'ZEPHYR-200',
      category: 'small-bags',
      type: 'widget',
      price: '12.50',
      compareAt: '15.00',
      short: 'A satchel',
      daysAgo: 1,
      unitsSold: 50,
      stock: [4],
    },
    {
      name: 'Charlie Tote',
      sku: 'CT-3',
      category: 'bags',
      type: 'gadget',
      price: '99.99',
      short: 'A tote',
      description: 'Carries a zephyr of papers',
      daysAgo: 10,
      stock: [0],
    },
    {
      name: 'Delta Almanac',
      sku: 'DA-4',
      category: 'books',
      type: 'gadget',
      price: '5.00',
      short: 'A book',
      daysAgo: 3,
      releaseInDays: 10,
      stock: [30, 0, 1, 2, 3],
    },
    {
      name: 'Echo Hidden',
      sku: 'EH-5',
      category: 'gear',
      type: 'widget',
      price: '1.00',
      short: 'Inactive',
      active: false,
      stock: [9],
    },
  ],
};

export const OUTDOOR_FIXTURE: StockedCatalogueSeed = {
  categories: [{ slug: 'gear', name: 'Outdoor Gear' }],
  types: [{ slug: 'widget', name: 'Tent' }],
  products: [
    {
      name: 'Zephyr Outdoor Tent',
      sku: 'AZL-1',
      category: 'gear',
      type: 'widget',
      price: '250.00',
      short: 'A tent',
      stock: [3],
    },
  ],
};

/** Loads the fixtures into the cards and outdoor stores of a test app. */
export async function loadCatalogFixtures(t: TestApp): Promise<void> {
  for (const [slug, seed] of [
    ['cards', CARDS_FIXTURE],
    ['outdoor', OUTDOOR_FIXTURE],
  ] as const) {
    const store = t.stores[slug]!;
    await withTenant(t.handle.db, store.id, async (tx) =>
      insertStockedCatalogue(tx, store.id, seed, await supplierIdsOf(tx, store.id)),
    );
  }
  await t.handle.db.execute(sql`analyze products`);
}

/** `work`'s result and how many times the event loop turned while it ran (work that yields lets others run). */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let ticking = true;
  const tick = () => {
    turns += 1;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  try {
    const result = await work();
    return { result, turns };
  } finally {
    ticking = false;
  }
}

/** A new product's body as staff send it: name, SKU, price in dollars, units on hand (and any other field). */
export const newProduct = (name: string, sku: string, price: string, stock: number, more: object = {}) => ({
  name,
  sku,
  price,
  stock,
  ...more,
});
