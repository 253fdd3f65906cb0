// The server's one public entry (package `@storefront/server`): what bench/ and e2e/ may use. Everything
// else under server/src is internal; lint refuses deep imports from bench/ and e2e/.
export { buildApp, type AppDeps } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { openDatabase, queryRows, scopedReadPool, type Database, type DatabaseHandle } from './db/client.ts';
export { migrate } from './db/migrate.ts';
export { withTenant } from './db/tenant-scope.ts';
export { tenants, type TenantRow } from './db/tenants.tables.ts';
export { DEMO_TENANTS } from './demo/demo-tenants.ts';
export { seedDemo, type SeedResult } from './demo/seed-demo.ts';

// For the benchmarks: signed-in buyers, a stocked product and a valid checkout body (bench/scenarios).
export { insertSession, insertUsers, SESSION_COOKIE, SESSION_LENGTH_MS } from './modules/auth/index.ts';
export { createStockedProduct, stockOf } from './modules/cart/index.ts';
export { validBody } from './modules/checkout/index.ts';
export { importCards, loadCardIndex, refreshTerms } from './modules/tcg/index.ts';
export { requestContext } from './platform/tenancy.ts';

// For the pricing benchmark: preview, apply and undo the rules of a generated million-card store.
export { applyPricing, previewPricing, undoPricingRun, createPricingRule } from './modules/pricing/index.ts';

// For the sale benchmark: the scheduled step that starts and ends sales (decision 061).
export { applyDueSales } from './modules/sale-prices/index.ts';

// For the browser tests' Stripe story: a local stand-in of Stripe's API (no network, no Stripe account).
export { startStripeStandIn } from './platform/payments/stripe.test-helpers.ts';
