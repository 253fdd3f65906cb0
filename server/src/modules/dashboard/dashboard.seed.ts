import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { DEMO_PASSWORD, insertUsers } from '../auth/index.ts';
import { activeProducts } from '../catalog/index.ts';
import { insertPastOrders } from '../orders/index.ts';

const DEMO_ORDERS = 24;

/**
 * A month of past orders by a demo customer (`collector_kim`) in each ecommerce store, so the staff and
 * admin dashboards' 30-day chart has something to show. Deterministic; stock is left as the catalogue set it.
 */
export async function seedDashboardDemo(db: Database, tenant: TenantRow): Promise<void> {
  if (tenant.slug !== 'cards' && tenant.slug !== 'outdoor') return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await withTenant(db, tenant.id, async (tx) => {
    const catalogue = await activeProducts(tx, tenant.id, 40);
    if (!catalogue.length) return;
    const [buyer] = await insertUsers(tx, tenant.id, [
      {
        username: 'collector_kim',
        email: `collector_kim@${tenant.slug}.example`,
        passwordHash,
        firstName: 'Kim',
        lastName: 'Collector',
        emailVerifiedAt: new Date(),
      },
    ]);
    await insertPastOrders(tx, tenant, {
      buyerId: buyer!.id,
      email: `collector_kim@${tenant.slug}.example`,
      catalogue,
      count: DEMO_ORDERS,
    });
  });
}
