import { sql } from 'drizzle-orm';
import { toCents } from '@storefront/contract/money';
import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import type { TenantRow } from '../db/tenants.tables.ts';
import { suppliersOf } from '../modules/auth/index.ts';
import { insertCatalogue } from '../modules/catalog/index.ts';
import { addOffers } from '../modules/inventory/index.ts';
import { DEMO_CATALOGUES } from './catalogues/index.ts';
import type { StockedCatalogueSeed } from './catalogues/stock.ts';

/** The store's suppliers, oldest account first: the order a seed's stock figures are dealt in. */
export const supplierIdsOf = async (tx: Transaction, tenantId: string): Promise<number[]> =>
  (await suppliersOf(tx, tenantId)).map((s) => s.id);

/**
 * Fills a store's catalogue (catalog's writes) and gives each product a stock row per supplier holding
 * any of it, at the product's price (inventory's writes).
 */
export async function insertStockedCatalogue(
  tx: Transaction,
  tenantId: string,
  seed: StockedCatalogueSeed,
  supplierIds: number[],
): Promise<void> {
  const seeded = await insertCatalogue(tx, tenantId, seed, supplierIds);
  const offers = seed.products.flatMap((p, i) =>
    p.stock.flatMap((quantity, s) => {
      const supplierId = supplierIds[s];
      return supplierId === undefined
        ? []
        : [{ ...seeded[i]!, supplierId, quantity, price: toCents(p.price) }];
    }),
  );
  await addOffers(tx, tenantId, offers);
}

/** Demo seeder: the card shop and the outdoor shop each get their own catalogue; other stores none. */
export async function seedDemoCatalogue(db: Database, tenant: TenantRow): Promise<void> {
  const seed = DEMO_CATALOGUES[tenant.slug];
  if (!seed) return;
  await withTenant(db, tenant.id, async (tx) => {
    await insertStockedCatalogue(tx, tenant.id, seed, await supplierIdsOf(tx, tenant.id));
  });
  // Fresh statistics, or the planner ignores the indexes (the app role may not analyze).
  await db.execute(sql`analyze products, supplier_stocks, categories`);
}
