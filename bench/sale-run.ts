// `npm run bench:sale -w bench` (BENCH_DATABASE_URL=postgres://… for PostgreSQL, else PGlite in BENCH_DATA_DIR;
// BENCH_PRODUCTS, default 100,000): issue 28's sale target. Starts a 20 % sale on every product of the bench
// store as the scheduled step does (a due `sale_rules` row, then `applyDueSales`), and times until the
// anonymous product list ordered by price shows it (the first card's compare-at price is the struck regular
// price); then ends it and times until the regular prices are back. Target: visible within 1 s.
import { sql } from 'drizzle-orm';
import { applyDueSales, queryRows } from '@storefront/server';
import { startAppServer } from './lib/app-server.ts';
import { BENCH_HOST, ensureBenchCatalogue } from './lib/catalogue.ts';

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const server = await startAppServer();
const db = server.handle.db;
await ensureBenchCatalogue(db, products);
const [tenant] = await queryRows<{ id: string }>(db, sql`select id from tenants where slug = 'bench'`);
if (!tenant) throw new Error('no bench store');

type Card = { price: string; compare_at_price: string | null };
const firstCard = async (): Promise<Card> => {
  const res = await fetch(`${server.origin}/api/ecommerce/products/?ordering=price&page_size=20`, {
    headers: { host: BENCH_HOST },
  });
  return ((await res.json()) as { results: Card[] }).results[0]!;
};

/** Times `change` and the first list read after it that satisfies `shows` (polled every 10 ms, 30 s at most). */
async function timeUntil(label: string, change: () => Promise<unknown>, shows: (card: Card) => boolean) {
  const started = performance.now();
  await change();
  const written = performance.now() - started;
  let card = await firstCard();
  while (!shows(card) && performance.now() - started < 30_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    card = await firstCard();
  }
  const ms = performance.now() - started;
  const verdict = shows(card) && ms <= 1000 ? 'PASS' : 'FAIL';
  console.log(
    `${label.padEnd(28)} applied ${(written / 1000).toFixed(2)} s, visible ${(ms / 1000).toFixed(2)} s ${verdict}`,
  );
}

for (let i = 0; i < 3; i++) await firstCard(); // loads the list index
const before = await firstCard();
console.log(`store: ${products.toLocaleString('en-US')} products; cheapest ${before.price}`);
const [rule] = await queryRows<{ id: number }>(
  db,
  sql`insert into sale_rules (tenant_id, position, name, kind, percent, starts_at)
    values (${tenant.id}, 1, 'Bench: 20 % off everything', 'percent', 20, now()) returning id`,
);
await timeUntil(
  'start a sale on every product',
  () => applyDueSales(db),
  (c) => c.compare_at_price === before.price,
);
await db.execute(
  sql`update sale_rules set ended_at = now() where tenant_id = ${tenant.id} and id = ${rule!.id}`,
);
await timeUntil(
  'end it',
  () => applyDueSales(db),
  (c) => c.price === before.price && c.compare_at_price === before.compare_at_price,
);
await db.execute(sql`delete from sale_rules where tenant_id = ${tenant.id} and id = ${rule!.id}`);
await server.close();
