// `BENCH_DATABASE_URL=postgres://… npx tsx bench/generate-tcg.ts [count]`: fills the card shop with `count`
// generated cards (default 1,000,000) by bulk SQL, on top of the imported demo cards, then VACUUM ANALYZE.
// Re-running replaces the generated cards. PGlite works too (BENCH_DATA_DIR) but is slow past ~100,000.
import { sql } from 'drizzle-orm';
import {
  loadConfig,
  migrate,
  openDatabase,
  queryRows,
  refreshTerms,
  seedDemo,
  withTenant,
} from '@storefront/server';
import { generatedCardsSql } from './lib/tcg-generator.ts';

const total = Number(process.argv[2] ?? 1_000_000);
const chunk = 100_000;
const config = {
  ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'bench'.repeat(8), LOG_LEVEL: 'warn' }),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? new URL('../data/bench', import.meta.url).pathname,
};
const handle = await openDatabase(config);
await migrate(handle);
await seedDemo(handle.db);
const started = Date.now();
const [tenant] = await queryRows<{ id: string }>(handle.db, sql`select id from tenants where slug = 'cards'`);
if (!tenant) throw new Error('no cards store');
await handle.db.execute(sql`delete from products where tenant_id = ${tenant.id} and sku like 'GEN-%'`);
for (let from = 1; from <= total; from += chunk) {
  const to = Math.min(total, from + chunk - 1);
  for (const statement of generatedCardsSql(tenant.id, from, to)) await handle.db.execute(statement);
  process.stderr.write(`\r${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} cards`);
}
// The generated rows bypass the importer, so their names, type lines and oracle texts are recorded here.
await withTenant(handle.db, tenant.id, (tx) => refreshTerms(tx, tenant.id));
await handle.db.execute(sql`vacuum analyze`);
console.log(
  `\nGenerated ${total.toLocaleString('en-US')} cards in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
await handle.close();
