import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { tenants, type NewTenantRow, type TenantRow, type TenantStatus } from '../../db/tenants.tables.ts';

// A store's row as the platform keeps it (created, suspended, given a domain, deleted), written only here and in
// store-settings.ts: the tenant module owns the tenants table. Run on the owner connection: a store row is the
// platform's, not a store's.

/** Adds store rows (the platform console's new store, the demo stores, a test's stores). */
export function insertTenants(db: Queryable, rows: NewTenantRow[]): Promise<TenantRow[]> {
  return db.insert(tenants).values(rows).returning();
}

/** Adds a store row. */
export async function insertTenant(db: Queryable, row: NewTenantRow): Promise<TenantRow> {
  const [created] = await insertTenants(db, [row]);
  return created!;
}

/** Sets a store's status; null when there is no such store. */
export function setTenantStatus(
  db: Queryable,
  slug: string,
  status: TenantStatus,
): Promise<TenantRow | null> {
  return updateTenant(db, slug, { status });
}

/** Appends `domain` to a store's domains (the first stays primary); null when there is no such store. */
export function appendTenantDomain(db: Queryable, slug: string, domain: string): Promise<TenantRow | null> {
  return updateTenant(db, slug, { domains: sql`array_append(${tenants.domains}, ${domain}::text)` });
}

/** Sets the Stripe Connect account a store's card payments go to (null: the platform's own). */
export function setTenantStripeAccount(
  db: Queryable,
  slug: string,
  stripeAccountId: string | null,
): Promise<TenantRow | null> {
  return updateTenant(db, slug, { stripeAccountId });
}

async function updateTenant(
  db: Queryable,
  slug: string,
  changes: { status: TenantStatus } | { domains: SQL } | { stripeAccountId: string | null },
): Promise<TenantRow | null> {
  const [row] = await db
    .update(tenants)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tenants.slug, slug))
    .returning();
  return row ?? null;
}

/** Deletes a store; every tenant-owned row goes with it (each `tenant_id` references it ON DELETE CASCADE). */
export async function deleteTenant(db: Queryable, slug: string): Promise<boolean> {
  const rows = await db.delete(tenants).where(eq(tenants.slug, slug)).returning({ id: tenants.id });
  return rows.length > 0;
}
