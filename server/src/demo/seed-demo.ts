import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { tenants, type TenantRow } from '../db/tenants.tables.ts';
import { seedDemoAddresses } from '../modules/account/index.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../modules/auth/index.ts';
import { seedDemoCatalogue } from './catalogue.seed.ts';
import { seedCheckoutDemo } from '../modules/checkout/index.ts';
import { seedTcgDemo } from '../modules/tcg/index.ts';
import { seedPricingDemo } from '../modules/pricing/index.ts';
import { seedDashboardDemo } from '../modules/dashboard/index.ts';
import { seedDemoOperator } from '../modules/platform-admin/index.ts';
import { insertTenants } from '../modules/tenant/index.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

/** Fills one demo store with its module's data; each capability adds its own to `DEMO_SEEDERS`. */
export type DemoSeeder = (db: Database, tenant: TenantRow) => Promise<void>;

/** In dependency order: users before the products their suppliers sell. */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedDemoUsers,
  seedDemoAddresses,
  seedDemoCatalogue,
  seedTcgDemo,
  seedPricingDemo,
  seedCheckoutDemo,
  seedDashboardDemo,
];

export interface SeedResult {
  created: boolean;
  tenants: number;
}

export type SeedProgress = { starting: number } | { store: string; ms: number };

export interface SeedOptions {
  reset?: boolean;
  /** Told before the first store is filled, and as each store is ready (with its milliseconds). */
  onProgress?: (event: SeedProgress) => void;
}

/** The progress line a person starting the server (or `npm run seed`) reads. */
export const progressLine = (event: SeedProgress) =>
  'starting' in event
    ? `First start: creating ${event.starting} demo stores…`
    : `Demo store ${event.store} ready in ${(event.ms / 1000).toFixed(1)} s`;

/**
 * Creates the demo stores and their data when the database has no store yet.
 * With `reset`, deletes every store first (their rows go with them) and builds the demo again.
 */
export async function seedDemo(
  db: Database,
  { reset = false, onProgress }: SeedOptions = {},
): Promise<SeedResult> {
  if (reset) await db.execute(sql`truncate table ${tenants} cascade`);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  if (existing && existing.n > 0) return { created: false, tenants: existing.n };
  const created = await insertTenants(db, DEMO_TENANTS);
  onProgress?.({ starting: created.length });
  for (const tenant of created) {
    const started = performance.now();
    for (const seeder of DEMO_SEEDERS) await seeder(db, tenant);
    onProgress?.({ store: tenant.slug, ms: Math.round(performance.now() - started) });
  }
  await seedDemoOperator(db, DEMO_PASSWORD);
  return { created: true, tenants: created.length };
}
