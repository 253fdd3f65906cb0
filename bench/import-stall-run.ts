// `npm run bench:import-stall -w bench [rows]`: issue 31's import row. Uploads a Moxfield export of `rows`
// (default 50,000) stock lines for the demo card shop's own printings to the real server, imports it as the
// store's admin, and meanwhile asks both demo stores for a product page (a different one each time) every
// 50 ms: prints the import's time (reading, writing) and the longest and p99 wait of those requests during it.
// PGlite in BENCH_DATA_DIR by default, PostgreSQL with BENCH_DATABASE_URL. Loopback only.
import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { insertSession, queryRows, SESSION_COOKIE, SESSION_LENGTH_MS, withTenant } from '@storefront/server';
import { startAppServer } from './lib/app-server.ts';
import { openCardStoreOn } from './lib/card-store.ts';

const rows = Number(process.argv[2] ?? 50_000);
const server = await startAppServer();
const { db, tenant } = await openCardStoreOn(server.handle);
const base = new URL(server.origin);

function send(
  method: string,
  path: string,
  host: string,
  headers: Record<string, string> = {},
  body?: Buffer,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      { host: base.hostname, port: base.port, method, path, headers: { host, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const CONDITIONS = ['Near Mint', 'Lightly Played', 'Moderately Played', 'Heavily Played', 'Damaged'];
const printings = await withTenant(db, tenant.id, (tx) =>
  queryRows<{ name: string; set: string; number: string }>(
    tx,
    sql`select p.name, c.set_code as set, c.collector_number as number from tcg_cards c
      join products p on p.tenant_id = c.tenant_id and p.id = c.product_id
      where c.tenant_id = ${tenant.id} and c.game = 'mtg' and c.collector_number <> '' order by c.product_id`,
  ),
);
const csvCell = (s: string) => `"${s.replace(/"/g, '""')}"`;
const lines = ['"Count","Tradelist Count","Name","Edition","Condition","Language","Foil","Collector Number"'];
for (let i = 0; i < rows; i++) {
  const p = printings[i % printings.length]!;
  const round = Math.floor(i / printings.length);
  const foil = round % 2 ? 'foil' : '';
  const language = Math.floor(round / 2) % 2 ? 'German' : 'English';
  const condition = CONDITIONS[Math.floor(round / 4) % CONDITIONS.length]!;
  lines.push(
    [1 + (i % 4), 0, p.name, p.set, condition, language, foil, p.number].map(String).map(csvCell).join(','),
  );
}
const file = Buffer.from(lines.join('\n'));

const [admin] = await withTenant(db, tenant.id, (tx) =>
  queryRows<{ id: number }>(
    tx,
    sql`select id from users where tenant_id = ${tenant.id} and role = 'admin' order by id limit 1`,
  ),
);
const token = await withTenant(db, tenant.id, (tx) =>
  insertSession(tx, tenant.id, admin!.id, SESSION_LENGTH_MS.browser),
);
const host = 'cards.localhost';
const csrf = (JSON.parse((await send('GET', '/api/csrf-token/', host)).text) as { csrfToken: string })
  .csrfToken;
const auth = { 'x-csrftoken': csrf, cookie: `${SESSION_COOKIE}=${token}; csrftoken=${csrf}` };

// Shoppers of both stores meanwhile: a product list page, a different one each time (no answer cache hit).
const waits: number[] = [];
let probing = true;
const probe = (async () => {
  for (let i = 1; probing; i++) {
    const started = performance.now();
    const store = i % 2 ? 'cards.localhost' : 'outdoor.localhost';
    await send('GET', `/api/ecommerce/products/?page=${1 + (i % 5)}&page_size=${10 + (i % 13)}`, store);
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();

const boundary = '----storefront-bench';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);
const started = performance.now();
const up = await send(
  'POST',
  '/api/imports/',
  host,
  { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  body,
);
const job = JSON.parse(up.text) as { id: number; detectedFormat: string };
if (up.status !== 201) throw new Error(`upload: ${up.status} ${up.text}`);
const start = await send(
  'POST',
  `/api/imports/${job.id}/start/`,
  host,
  { ...auth, 'content-type': 'application/json' },
  Buffer.from(JSON.stringify({ format: job.detectedFormat })),
);
if (start.status !== 200) throw new Error(`start: ${start.status} ${start.text}`);
let writingAt = 0;
let ended: { status: string; written: number; rowsRead: number; skipped: number; message: string };
for (;;) {
  ended = JSON.parse((await send('GET', `/api/imports/${job.id}/`, host, auth)).text);
  if (ended.status === 'writing' && !writingAt) writingAt = performance.now();
  if (['done', 'failed', 'cancelled'].includes(ended.status)) break;
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const took = performance.now() - started;
probing = false;
await probe;
waits.sort((a, b) => a - b);
const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))]!.toFixed(0);
console.log(
  `${rows.toLocaleString('en-US')} rows (${(file.length / 1e6).toFixed(1)} MB, ${printings.length} printings) on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ` +
    `${ended.status} in ${(took / 1000).toFixed(1)} s (reading ${((writingAt - started) / 1000).toFixed(1)} s, writing ${((performance.now() - writingAt) / 1000).toFixed(1)} s), ` +
    `${ended.rowsRead} read, ${ended.written} written, ${ended.skipped} skipped ${ended.message}`,
);
console.log(
  `shoppers' product lists meanwhile: ${waits.length} requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, longest ${at(1)} ms`,
);
await server.close();
