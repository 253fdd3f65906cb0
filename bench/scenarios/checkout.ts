import { sql } from 'drizzle-orm';
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
} from '@storefront/server';
import { eq } from 'drizzle-orm';

export interface CheckoutRunOptions {
  origin: string;
  db: Database;
  buyers: number;
  concurrency: number;
  /** Units on hand; fewer than buyers, so the last buyers must be refused. */
  stock: number;
}

export interface CheckoutRunResult {
  buyers: number;
  stock: number;
  orders: number;
  refused: number;
  failed: number;
  seconds: number;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  unitsSold: number;
  stockLeft: number;
  oversold: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The checkout scenario: N signed-in buyers each hold 1 unit of the same product in their cart and
 * check out, `concurrency` at a time, against a stock smaller than N. Answers throughput, latency of
 * the checkout call and what the database says was sold.
 */
export async function runCheckoutScenario(o: CheckoutRunOptions): Promise<CheckoutRunResult> {
  const [store] = await o.db.select().from(tenants).where(eq(tenants.slug, 'cards'));
  if (!store) throw new Error('the demo store cards is missing');
  const run = Date.now().toString(36);
  const product = await createStockedProduct(o.db, store, {
    name: `Bench Box ${run}`,
    price: '49.99',
    stock: [Math.ceil(o.stock / 2), Math.floor(o.stock / 2)],
  });
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
  const headersOf = (token: string) => ({
    'content-type': 'application/json',
    'x-csrftoken': csrf,
    cookie: `${SESSION_COOKIE}=${token}; csrftoken=${csrf}`,
  });
  for (const token of tokens) {
    const res = await fetch(`${o.origin}/api/ecommerce/cart/`, {
      method: 'POST',
      headers: headersOf(token),
      body: JSON.stringify({ product_id: product, quantity: 1 }),
    });
    if (res.status !== 201) throw new Error(`add to cart answered ${res.status}`);
  }

  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const body = JSON.stringify(
    validBody({
      customer_email: 'bench@bench.example',
      payment_method: 'card',
      card: { number: '4242424242424242', expiry: '12/39', cvc: '123', cardholder_name: 'Bench Buyer' },
      order_notes: '',
    }),
  );
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const started = performance.now();
      const res = await fetch(`${o.origin}/api/ecommerce/checkout/`, {
        method: 'POST',
        headers: headersOf(token),
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.push(res.status);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: o.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const [sold] = await withTenant(o.db, store.id, (tx) =>
    queryRows<{ units: number }>(
      tx,
      sql`select coalesce(sum(quantity), 0)::int units from order_items where product_id = ${product}`,
    ),
  );
  const stockLeft = (await stockOf(o.db, store, product)).reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  const orders = statuses.filter((s) => s === 201).length;
  const unitsSold = sold?.units ?? 0;
  return {
    buyers: o.buyers,
    stock: o.stock,
    orders,
    refused: statuses.filter((s) => s === 409).length,
    failed: statuses.filter((s) => s !== 201 && s !== 409).length,
    seconds,
    ordersPerSecond: Math.round((orders / seconds) * 10) / 10,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    unitsSold,
    stockLeft,
    oversold: Math.max(0, unitsSold - o.stock) + (stockLeft < 0 ? -stockLeft : 0),
  };
}
