import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import {
  insertSession,
  insertUsers,
  queryRows,
  SESSION_COOKIE,
  SESSION_LENGTH_MS,
  withTenant,
  type Database,
} from '@storefront/server';
import { BENCH_HOST } from './catalogue.ts';

const MAX_IN_FLIGHT = 10;

/**
 * A member of staff editing prices while shoppers browse (issue 31, "stay fast while staff write"): every
 * 1/perSecond s, one variant's price set through the staff API (`PUT /api/manage/products/:id/variants/:v/`),
 * as the dashboard does. `stop()` answers how many writes were made and how many failed.
 */
export async function startPriceWriter(db: Database, origin: string, storeId: string, perSecond: number) {
  const variants = await queryRows<{ product_id: number; id: number; price: string }>(
    db,
    sql`select product_id, id, price::text from product_variants where tenant_id = ${storeId} order by id limit 5000`,
  );
  const token = await withTenant(db, storeId, async (tx) => {
    const suffix = Date.now().toString(36);
    const [staff] = await insertUsers(tx, storeId, [
      {
        username: `bench_staff_${suffix}`,
        email: `staff_${suffix}@bench.example`,
        passwordHash: 'x',
        role: 'admin',
      },
    ]);
    return insertSession(tx, storeId, staff!.id, SESSION_LENGTH_MS.browser);
  });
  const host = { host: BENCH_HOST };
  const csrf = (
    JSON.parse((await send(origin, 'GET', '/api/csrf-token/', host)).body) as { csrfToken: string }
  ).csrfToken;
  const headers = {
    ...host,
    'content-type': 'application/json',
    'x-csrftoken': csrf,
    cookie: `${SESSION_COOKIE}=${token}; csrftoken=${csrf}`,
  };
  let writes = 0;
  let failures = 0;
  const inFlight = new Set<Promise<void>>();
  let i = 0;
  // On schedule whatever the answers' latency (a loaded server answers a write in up to a second): at most
  // MAX_IN_FLIGHT writes wait at once, as a few staff members would.
  const timer = setInterval(() => {
    if (inFlight.size >= MAX_IN_FLIGHT) return;
    const n = i++;
    const v = variants[(n * 7919) % variants.length]!;
    const cents = 100 + ((n * 37) % 5000);
    const write = send(
      origin,
      'PUT',
      `/api/manage/products/${v.product_id}/variants/${v.id}/`,
      headers,
      JSON.stringify({ price: (cents / 100).toFixed(2), stock: 25 }),
    ).then(
      (res) => void (res.status === 200 ? writes++ : failures++),
      () => void failures++,
    );
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { writes, failures };
    },
  };
}

/** One HTTP call with a Host header of our choosing (fetch does not let a caller set it). */
function send(origin: string, method: string, path: string, headers: Record<string, string>, body?: string) {
  const url = new URL(origin);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
