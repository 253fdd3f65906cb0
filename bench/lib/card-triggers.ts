import { sql } from 'drizzle-orm';
import type { Database } from '@storefront/server';

/** The statement-level triggers of migration 0034 that keep `product_cards` (decision 029). */
const CARD_TRIGGERS: [string, string][] = [
  ['products', 'products_cards_insert'],
  ['products', 'products_cards_update'],
  ['product_images', 'product_images_cards_insert'],
  ['product_images', 'product_images_cards_update'],
  ['product_images', 'product_images_cards_delete'],
  ['categories', 'categories_cards_update'],
  ['product_types', 'product_types_cards_update'],
  ['users', 'users_cards_update'],
];

/**
 * BENCH_CARD_TRIGGERS=off: runs `work` with the card triggers disabled, to attribute a bulk write's cost
 * to them, then enables them again and rebuilds the cards of `tenantId` so the store is right afterwards
 * (the rebuild is timed apart). Otherwise runs `work` as the product does.
 */
export async function withCardTriggersAsConfigured<T>(
  db: Database,
  tenantId: string,
  work: () => Promise<T>,
) {
  if (process.env.BENCH_CARD_TRIGGERS !== 'off') return work();
  const toggle = (state: 'disable' | 'enable') =>
    Promise.all(
      CARD_TRIGGERS.map(([table, trigger]) =>
        db.execute(sql.raw(`alter table ${table} ${state} trigger ${trigger}`)),
      ),
    );
  await toggle('disable');
  try {
    return await work();
  } finally {
    await toggle('enable');
    const started = performance.now();
    await db.execute(sql`select refresh_product_cards(array_agg(tenant_id), array_agg(id))
      from products where tenant_id = ${tenantId}`);
    console.log(
      `(card triggers were off; the store's cards rebuilt in ${((performance.now() - started) / 1000).toFixed(2)} s)`,
    );
  }
}
