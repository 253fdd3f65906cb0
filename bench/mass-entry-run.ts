// `npm run bench:mass-entry -w bench`: POST /api/ecommerce/cart/mass-entry/ with a 100-line deck list (90 card
// names the card shop sells, 4 copies each, a third of them naming their set and number, and 10 names it does
// not), one request at a time, against the target of issue 29: p95 <= 200 ms on a 1,000,000-card store. Use
// BENCH_DATABASE_URL with a store filled by `bench/generate-tcg.ts 1000000` for the real figure; without it the
// demo store on PGlite (BENCH_DATA_DIR) runs it small. BENCH_REQUESTS (default 200) sets the sample.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { queryRows } from '@storefront/server';
import { startAppServer } from './lib/app-server.ts';

const TARGET_P95_MS = 200;
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const HOST = 'cards.localhost';

function send(url: URL, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string; cookie: string }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method, path, headers: { host: HOST, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text,
            cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; '),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const app = await startAppServer();
const origin = new URL(app.origin);
const picked = await queryRows<{ name: string; set_code: string; collector_number: string }>(
  app.handle.db,
  sql`select distinct on (c.name) c.name, c.set_code, c.collector_number
    from tcg_cards c join tenants t on t.id = c.tenant_id
    where t.slug = 'cards' and c.is_active and c.name not like '%//%'
    order by c.name, c.product_id limit 90`,
);
const lines = picked.map((c, i) =>
  i % 3 === 0 ? `4 ${c.name} (${c.set_code.toUpperCase()}) ${c.collector_number}` : `4 ${c.name}`,
);
for (let i = 0; i < 10; i++) lines.push(`2 Card Nobody Sells ${i}`);
const body = JSON.stringify({ list: ['Deck', ...lines].join('\n'), options: { printing: 'exact' } });

const csrf = await send(origin, 'GET', '/api/csrf-token/', {});
const token = (JSON.parse(csrf.text) as { csrfToken: string }).csrfToken;
const headers = { 'content-type': 'application/json', cookie: csrf.cookie, 'x-csrftoken': token };
const once = async () => {
  const started = performance.now();
  const res = await send(origin, 'POST', '/api/ecommerce/cart/mass-entry/', headers, body);
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`mass entry answered ${res.status}: ${res.text.slice(0, 300)}`);
  return { ms, answer: JSON.parse(res.text) as { lines: unknown[]; found: number; wanted: number } };
};
const first = await once();
for (let i = 0; i < 10; i++) await once();
const times: number[] = [];
for (let i = 0; i < requests; i++) times.push((await once()).ms);
await app.close();
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(1);
const p95 = Number(at(95));
console.table([
  {
    lines: first.answer.lines.length,
    'units wanted': first.answer.wanted,
    'units found': first.answer.found,
    requests,
    'p50 ms': at(50),
    'p95 ms': at(95),
    'p99 ms': at(99),
    target: `${p95 <= TARGET_P95_MS ? 'PASS' : 'FAIL'} p95 <= ${TARGET_P95_MS} ms`,
  },
]);
