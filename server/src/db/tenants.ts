import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { tenants, type TenantRow } from './tenants.tables.ts';

// Reads of the tenants table; the tenant module writes it (modules/tenant/store-rows.ts, store-settings.ts).

/** The store with `slug`, or null. */
export async function tenantBySlug(db: Queryable, slug: string): Promise<TenantRow | null> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  return row ?? null;
}

/** The store one of whose domains is `host` (lower case), or null. */
export async function tenantByDomain(db: Queryable, host: string): Promise<TenantRow | null> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(sql`${tenants.domains} @> array[${host}]::text[]`);
  return row ?? null;
}

/** Every store, oldest first. */
export function allTenants(db: Queryable): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.createdAt), asc(tenants.slug));
}
