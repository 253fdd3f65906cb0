import { eq } from 'drizzle-orm';
import { loadConfig, openDatabase, tenants, type DatabaseHandle } from '@storefront/server';

/** An open database's card shop (the demo store `cards`). */
export async function openCardStoreOn(handle: DatabaseHandle, missing = 'seed the demo stores first') {
  const [tenant] = await handle.db.select().from(tenants).where(eq(tenants.slug, 'cards'));
  if (!tenant) throw new Error(`no cards store: ${missing}`);
  return { handle, db: handle.db, tenant };
}

/** The bench database (BENCH_DATABASE_URL, else PGlite in BENCH_DATA_DIR) and its card shop. */
export async function openCardStore(missing: string) {
  const handle = await openDatabase({
    ...loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'bench'.repeat(8), LOG_LEVEL: 'warn' }),
    databaseUrl: process.env.BENCH_DATABASE_URL,
    dataDir: process.env.BENCH_DATA_DIR ?? new URL('../../data/bench', import.meta.url).pathname,
  });
  return openCardStoreOn(handle, missing);
}
