import { eq, sql } from 'drizzle-orm';
import {
  createStockedProduct,
  insertSession,
  insertUsers,
  queryRows,
  SESSION_COOKIE,
  SESSION_LENGTH_MS,
  stockOf,
  tenants,
  validBody,
  withTenant,
  type Database,
  type TenantRow,
} from '@storefront/server';
import { startCheckoutProfile, type CheckoutProfile } from '../lib/checkout-profile.ts';

export interface CheckoutRunOptions {
  origin: string;
  db: Database;
  buyers: number;
  concurrency: number;
  /** The bench database (PostgreSQL): its backends' CPU and connection states are measured. */
  databaseUrl?: string | undefined;
}

export interface CheckoutRunResult {
  scenario: string;
  buyers: number;
  orders: number;
  refused: number;
  failed: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  unitsSold: number;
  /** Units sold beyond what was on hand, plus any stock below zero: must be 0. */
  oversold: number;
  /** Units neither sold nor left in stock (or more of both than there were): must be 0. */
  unitsLost: number;
  /** Per answered checkout: round trips, CPU, and what the server's connections were doing. */
  profile: CheckoutProfile;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** A small deterministic generator, so every run fills the same carts. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `count` workers take items off `items` until none is left. */
async function inParallel<T>(items: T[], count: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: count }, worker));
}

async function storeOf(db: Database): Promise<TenantRow> {
  const [store] = await db.select().from(tenants).where(eq(tenants.slug, 'cards'));
  if (!store) throw new Error('the demo store cards is missing');
  return store;
}

/** Signed-in buyers: one user and session each, and the headers that call the API as them. */
async function signedInBuyers(o: CheckoutRunOptions, store: TenantRow, run: string) {
  const tokens = await withTenant(o.db, store.id, async (tx) => {
    const rows = await insertUsers(
      tx,
      store.id,
      Array.from({ length: o.buyers }, (_, i) => ({
        username: `bench_${run}_${i}`,
        email: `bench_${run}_${i}@bench.example`,
        passwordHash: 'bench',
      })),
    );
    const out: string[] = [];
    for (const u of rows) out.push(await insertSession(tx, store.id, u.id, SESSION_LENGTH_MS.browser));
    return out;
  });
  const csrfRes = await fetch(`${o.origin}/api/csrf-token/`);
  const csrf = ((await csrfRes.json()) as { csrfToken: string }).csrfToken;
  return tokens.map((token) => ({
    'content-type': 'application/json',
    'x-csrftoken': csrf,
    cookie: `${SESSION_COOKIE}=${token}; csrftoken=${csrf}`,
  }));
}

type Headers = Awaited<ReturnType<typeof signedInBuyers>>[number];
type CartLine = { product_id: number; quantity: number };

async function fillCarts(o: CheckoutRunOptions, buyers: Headers[], carts: CartLine[][]) {
  const adds = buyers.flatMap((headers, i) => carts[i]!.map((line) => ({ headers, line })));
  await inParallel(adds, o.concurrency, async ({ headers, line }) => {
    const res = await fetch(`${o.origin}/api/ecommerce/cart/`, {
      method: 'POST',
      headers,
      body: JSON.stringify(line),
    });
    if (res.status !== 201) throw new Error(`add to cart answered ${res.status}`);
  });
}

const checkoutBody = JSON.stringify(
  validBody({
    customer_email: 'bench@bench.example',
    payment_method: 'card',
    card: { number: '4242424242424242', expiry: '12/39', cvc: '123', cardholder_name: 'Bench Buyer' },
    order_notes: '',
  }),
);

/** Every buyer checks out, `concurrency` at a time; answers the statuses and latencies. */
async function checkOutAll(o: CheckoutRunOptions, buyers: Headers[], name: string) {
  const latencies: number[] = [];
  const statuses: number[] = [];
  const stopProfile = await startCheckoutProfile(o.databaseUrl, name);
  const started = performance.now();
  await inParallel(buyers, o.concurrency, async (headers) => {
    const begun = performance.now();
    const res = await fetch(`${o.origin}/api/ecommerce/checkout/`, {
      method: 'POST',
      headers,
      body: checkoutBody,
    });
    await res.arrayBuffer();
    latencies.push(performance.now() - begun);
    statuses.push(res.status);
  });
  const seconds = (performance.now() - started) / 1000;
  const profile = await stopProfile(statuses.length);
  latencies.sort((a, b) => a - b);
  const orders = statuses.filter((s) => s === 201).length;
  return {
    orders,
    refused: statuses.filter((s) => s === 409).length,
    failed: statuses.filter((s) => s !== 201 && s !== 409).length,
    seconds: Math.round(seconds * 100) / 100,
    ordersPerSecond: Math.round((orders / seconds) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    profile,
  };
}

/** What the database says of each product afterwards: units on order lines, units left, against the start. */
async function audit(db: Database, store: TenantRow, onHand: Map<number, number>) {
  const ids = [...onHand.keys()];
  const sold = await withTenant(db, store.id, (tx) =>
    queryRows<{ product_id: number; units: number }>(
      tx,
      sql`select product_id, sum(quantity)::int units from order_items
        where product_id in (${sql.join(ids, sql`, `)}) group by product_id`,
    ),
  );
  let unitsSold = 0;
  let oversold = 0;
  let unitsLost = 0;
  for (const [id, before] of onHand) {
    const units = sold.find((s) => s.product_id === id)?.units ?? 0;
    const left = (await stockOf(db, store, id)).reduce((a, b) => a + b, 0);
    unitsSold += units;
    oversold += Math.max(0, units - before) + Math.max(0, -left);
    unitsLost += Math.abs(before - units - left);
  }
  return { unitsSold, oversold, unitsLost };
}

/**
 * The race: every buyer holds 1 unit of the same product (split over two suppliers) in their cart, and there
 * are fewer units than buyers, so the last buyers must be refused (409).
 */
export async function runRaceScenario(o: CheckoutRunOptions & { stock: number }): Promise<CheckoutRunResult> {
  const store = await storeOf(o.db);
  const run = Date.now().toString(36);
  const product = await createStockedProduct(o.db, store, {
    name: `Bench Box ${run}`,
    price: '49.99',
    stock: [Math.ceil(o.stock / 2), Math.floor(o.stock / 2)],
  });
  const buyers = await signedInBuyers(o, store, run);
  await fillCarts(
    o,
    buyers,
    buyers.map(() => [{ product_id: product, quantity: 1 }]),
  );
  const result = await checkOutAll(o, buyers, 'race');
  return {
    scenario: `race: ${o.buyers} buyers, ${o.stock} units of 1 product`,
    buyers: o.buyers,
    ...result,
    ...(await audit(o.db, store, new Map([[product, o.stock]]))),
  };
}

/**
 * A realistic catalogue: `products` products with ample stock over two suppliers each; every buyer holds
 * 2–4 different products, 1–2 units of each (the same carts every run). Every checkout must succeed.
 */
export async function runCatalogueScenario(
  o: CheckoutRunOptions & { products: number },
): Promise<CheckoutRunResult> {
  const store = await storeOf(o.db);
  const run = Date.now().toString(36);
  const perRow = o.buyers * 4;
  const onHand = new Map<number, number>();
  await inParallel(
    Array.from({ length: o.products }, (_, i) => i),
    4,
    async (i) => {
      const id = await createStockedProduct(o.db, store, {
        name: `Bench Item ${run} ${i}`,
        price: `${(5 + (i % 40)).toFixed(2)}`,
        stock: [perRow, perRow],
      });
      onHand.set(id, perRow * 2);
    },
  );
  const ids = [...onHand.keys()];
  const next = random(42);
  const carts = Array.from({ length: o.buyers }, () => {
    const lines = 2 + Math.floor(next() * 3);
    const chosen = new Set<number>();
    while (chosen.size < lines) chosen.add(ids[Math.floor(next() * ids.length)]!);
    return [...chosen].map((id) => ({ product_id: id, quantity: 1 + Math.floor(next() * 2) }));
  });
  const buyers = await signedInBuyers(o, store, run);
  await fillCarts(o, buyers, carts);
  const result = await checkOutAll(o, buyers, 'catalogue');
  return {
    scenario: `catalogue: ${o.buyers} buyers, 2–4 of ${o.products} products each`,
    buyers: o.buyers,
    ...result,
    ...(await audit(o.db, store, onHand)),
  };
}
