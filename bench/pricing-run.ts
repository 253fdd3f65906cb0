// `BENCH_DATABASE_URL=postgres://… npx tsx bench/pricing-run.ts`: on the card shop filled by generate-tcg.ts,
// records a market price for every generated card, then times a pricing rule's preview, apply and undo over
// the whole store (apply and undo on a 2 % price band unless BENCH_APPLY=all). Baseline of the same run: one
// plain pass over the store's variants (count and sum). BENCH_CARD_TRIGGERS=off: apply and undo with the
// product-card triggers disabled (their cost apart; the cards are rebuilt after each, timed apart).
import { sql } from 'drizzle-orm';
import {
  applyPricing,
  createPricingRule,
  previewPricing,
  queryRows,
  requestContext,
  undoPricingRun,
} from '@storefront/server';
import { openCardStore } from './lib/card-store.ts';
import { withCardTriggersAsConfigured } from './lib/card-triggers.ts';

const { handle, db, tenant } = await openCardStore('run bench/generate-tcg.ts first');
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
const rule = (name: string, band: { min: string | null; max: string | null }) =>
  createPricingRule(ctx, {
    name: `Bench: ${name}`,
    is_active: true,
    game: null,
    set_code: null,
    rarity: null,
    finish: null,
    condition: null,
    min_price: band.min,
    max_price: band.max,
    base: 'market',
    provider: null,
    fixed_price: null,
    percent: 5,
    amount: '0',
    floor: '0.25',
    ceiling: null,
    rounding: '49-99',
  });
const clear = () =>
  db.execute(sql`delete from pricing_rules where tenant_id = ${tenant.id} and name like 'Bench:%'`);

// The whole store: every variant priced by one rule (market +5 %, up to .49/.99, at least 0.25).
await clear();
await rule('every card', { min: null, max: null });
const preview = await timed('preview, whole store', () => previewPricing(ctx));
const p = preview.result;
console.log(`  would change ${p.changed.toLocaleString('en-US')} of ${p.matched.toLocaleString('en-US')}`);
const runs: [string, { ms: number }][] = [['preview (whole store)', preview]];
// Applying changes every product row (and its search indexes), so the whole-store apply is opt-in.
const scope = process.env.BENCH_APPLY ?? 'band';
if (scope === 'band') {
  // A price band holding about 2 % of the store, to measure apply and undo throughput in reasonable time.
  const [band] = await queryRows<{ min: string; max: string }>(
    db,
    sql`select percentile_disc(0.49) within group (order by price)::text as min,
      percentile_disc(0.51) within group (order by price)::text as max
      from current_prices where tenant_id = ${tenant.id}`,
  );
  await clear();
  await rule(`band ${band!.min}–${band!.max}`, band!);
  const bandPreview = await timed(`preview, band $${band!.min}–$${band!.max}`, () => previewPricing(ctx));
  console.log(`  would change ${bandPreview.result.changed.toLocaleString('en-US')}`);
  runs.push(['preview (band)', bandPreview]);
}
const cardTriggers = process.env.BENCH_CARD_TRIGGERS === 'off' ? ', card triggers off' : '';
const apply = await timed(`apply (${scope}, one transaction${cardTriggers})`, () =>
  withCardTriggersAsConfigured(db, tenant.id, () => applyPricing(ctx)),
);
console.log(`  changed ${apply.result.changed.toLocaleString('en-US')} variant prices`);
const undo = await timed(`undo${cardTriggers}`, () =>
  withCardTriggersAsConfigured(db, tenant.id, () => undoPricingRun(ctx, apply.result.id)),
);
runs.push(['apply', apply], ['undo', undo]);
for (const [name, run] of runs) console.log(`${name} / baseline: ${(run.ms / baseline.ms).toFixed(0)}×`);
console.log(
  `apply: ${((apply.result.changed / apply.ms) * 1000).toFixed(0)} variants/s; ` +
    `undo: ${((apply.result.changed / undo.ms) * 1000).toFixed(0)} variants/s`,
);
await clear();
await handle.close();
