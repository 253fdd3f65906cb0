import type { Role } from '@storefront/contract/auth';
import type { Database } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import type { TenantRow } from '../../db/tenants.tables.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { users } from './auth.tables.ts';

/** Every demo account's password (README, "The demo stores"). */
export const DEMO_PASSWORD = 'demo-pass-123';

const DEMO_USERS: { username: string; role: Role; firstName: string; lastName: string }[] = [
  { username: 'admin', role: 'admin', firstName: 'Avery', lastName: 'Admin' },
  { username: 'staff', role: 'staff', firstName: 'Sam', lastName: 'Staff' },
  { username: 'shopper', role: 'customer', firstName: 'Casey', lastName: 'Shopper' },
  { username: 'nova_cards', role: 'supplier', firstName: 'Nova', lastName: 'Reyes' },
  { username: 'dragonhoard', role: 'supplier', firstName: 'Dana', lastName: 'Hart' },
  { username: 'mintcondition', role: 'supplier', firstName: 'Milo', lastName: 'Chen' },
  { username: 'toploader_tom', role: 'supplier', firstName: 'Tom', lastName: 'Baker' },
];

/** Demo accounts of one store: an admin, staff, a shopper and four approved suppliers, all e-mail verified. */
export async function seedDemoUsers(db: Database, tenant: TenantRow): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const domain = `${tenant.slug}.example`;
  await withTenant(db, tenant.id, (tx) =>
    tx.insert(users).values(
      DEMO_USERS.map((u) => ({
        ...u,
        tenantId: tenant.id,
        email: `${u.username}@${domain}`,
        passwordHash,
        emailVerifiedAt: new Date(),
        supplierApprovedAt: u.role === 'supplier' ? new Date() : null,
      })),
    ),
  );
}
