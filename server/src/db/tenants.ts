import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from './client.ts';
import { tenants, type NewTenantRow, type TenantRow, type TenantStatus } from './tenants.tables.ts';

// The writes of the tenants table (db/ owns it); run on the owner connection: a store row is the platform's.

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

/** Adds a store row. */
export async function insertTenant(db: Queryable, row: NewTenantRow): Promise<TenantRow> {
  const [created] = await db.insert(tenants).values(row).returning();
  return created!;
}

/** Sets a store's status; null when there is no such store. */
export async function setTenantStatus(
  db: Queryable,
  slug: string,
  status: TenantStatus,
): Promise<TenantRow | null> {
  const [row] = await db
    .update(tenants)
    .set({ status, updatedAt: new Date() })
    .where(eq(tenants.slug, slug))
    .returning();
  return row ?? null;
}

/** Appends `domain` to a store's domains (the first stays primary); null when there is no such store. */
export async function appendTenantDomain(
  db: Queryable,
  slug: string,
  domain: string,
): Promise<TenantRow | null> {
  const [row] = await db
    .update(tenants)
    .set({ domains: sql`array_append(${tenants.domains}, ${domain}::text)`, updatedAt: new Date() })
    .where(eq(tenants.slug, slug))
    .returning();
  return row ?? null;
}

/** Deletes a store; every tenant-owned row goes with it (each `tenant_id` references it ON DELETE CASCADE). */
export async function deleteTenant(db: Queryable, slug: string): Promise<boolean> {
  const rows = await db.delete(tenants).where(eq(tenants.slug, slug)).returning({ id: tenants.id });
  return rows.length > 0;
}
