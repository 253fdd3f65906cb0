// `BENCH_DATABASE_URL=postgres://… npx tsx bench/pricing-run.ts`: on the card shop filled by generate-tcg.ts,
// records a market price for every generated card, then times a pricing rule's preview, apply and undo over
// the whole store. Baseline of the same run: one plain pass over the store's variants (count and sum).
import { sql } from 'drizzle-orm';
import {
  applyPricing,
  createPricingRule,
  loadConfig,
  openDatabase,
  previewPricing,
  queryRows,
  requestContext,
  tenants,
  undoPricingRun,
} from '@storefront/server';
import { eq } from 'drizzle-orm';

const config = {
  ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'bench'.repeat(8), LOG_LEVEL: 'warn' }),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? new URL('../data/bench', import.meta.url).pathname,
};
const handle = await openDatabase(config);
const db = handle.db;
const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, 'cards'));
if (!tenant) throw new Error('no cards store: run bench/generate-tcg.ts first');
const [staff] = await queryRows<{ id: number; username: string; email: string }>(
  db,
  sql`select id, username, email from users where tenant_id = ${tenant.id} and username = 'staff'`,
);
const ctx = requestContext(db, tenant, { ...staff!, role: 'staff' });

const timed = async <T>(label: string, work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  console.log(`${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(8)} s`);
  return { result, ms };
};

await timed('market prices for every card', () =>
  db.execute(sql`
    insert into current_prices (tenant_id, product_id, finish, provider, kind, metric, currency, day, price)
    select p.tenant_id, p.id, 'nonfoil', 'tcgplayer', 'retail', 'market', 'USD', current_date,
      greatest(0.01, round(p.price * (0.8 + (p.id % 41) / 100.0), 2))
    from products p where p.tenant_id = ${tenant.id}
    on conflict do nothing`),
);
await db.execute(sql`analyze current_prices, product_variants, tcg_cards, supplier_stocks`);
const [size] = await queryRows<{ variants: number }>(
  db,
  sql`select count(*)::int as variants from product_variants where tenant_id = ${tenant.id}`,
);
console.log(`store: ${size!.variants.toLocaleString('en-US')} variants`);

const baseline = await timed('baseline: one pass over variants', () =>
  db.execute(sql`select count(*), sum(price) from product_variants where tenant_id = ${tenant.id}`),
);
await createPricingRule(ctx, {
  name: 'Bench: market +5 %, .49/.99, floor 0.25',
  is_active: true,
  game: null,
  set_code: null,
  rarity: null,
  finish: null,
  condition: null,
  min_price: null,
  max_price: null,
  base: 'market',
  provider: null,
  fixed_price: null,
  percent: 5,
  amount: '0',
  floor: '0.25',
  ceiling: null,
  rounding: '49-99',
});
const preview = await timed('preview', () => previewPricing(ctx));
console.log(
  `  would change ${preview.result.changed.toLocaleString('en-US')} of ${preview.result.matched.toLocaleString('en-US')}`,
);
const apply = await timed('apply (one transaction)', () => applyPricing(ctx));
console.log(`  changed ${apply.result.changed.toLocaleString('en-US')}`);
const undo = await timed('undo', () => undoPricingRun(ctx, apply.result.id));
for (const [name, run] of [
  ['preview', preview],
  ['apply', apply],
  ['undo', undo],
] as const)
  console.log(`${name} / baseline: ${(run.ms / baseline.ms).toFixed(0)}×`);
await db.execute(sql`delete from pricing_rules where tenant_id = ${tenant.id} and name like 'Bench:%'`);
await handle.close();
