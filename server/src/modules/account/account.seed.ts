import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { usersNamed } from '../auth/index.ts';
import { addresses } from './account.tables.ts';

/** The demo shopper of each store starts with a default address, so checkout can offer it. */
export async function seedDemoAddresses(db: Database, tenant: TenantRow): Promise<void> {
  await withTenant(db, tenant.id, async (tx) => {
    const [shopper] = await usersNamed(tx, tenant.id, ['shopper']);
    if (!shopper) return;
    await tx.insert(addresses).values({
      tenantId: tenant.id,
      userId: shopper.id,
      name: `${shopper.firstName} ${shopper.lastName}`,
      address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10118',
      country: 'US',
      phone: '+1 (555) 010-0100',
      isDefault: true,
    });
  });
}
