import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CreatedStore, CreateStore, StoreSummary } from '@storefront/contract/platform-admin';
import { CreateStoreSchema } from '@storefront/contract/platform-admin';
import { PLATFORM_THEME } from '@storefront/contract/tenant';
import { queryRows, type Database, type Queryable, type Transaction } from '../../db/client.ts';
import { withTenant } from '../../db/tenant-scope.ts';
import { allTenants, tenantByDomain, tenantBySlug } from '../../db/tenants.ts';
import type { TenantRow, TenantStatus } from '../../db/tenants.tables.ts';
import { dataChanged } from '../../platform/data-versions.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { storeOrigin, type PublicUrlSettings } from '../../platform/public-url.ts';
import { requestContext } from '../../platform/tenancy.ts';
import { insertUsers, sendOwnerWelcome } from '../auth/index.ts';
import { seedCheckoutMethods } from '../checkout/index.ts';
import { appendTenantDomain, deleteTenant, insertTenant, setTenantStatus } from '../tenant/index.ts';

/** What the store functions need besides the owner connection: mail, link settings, the platform host. */
export interface PlatformDeps {
  db: Database;
  mailer: Mailer;
  links: PublicUrlSettings;
  platformHost: string;
}

/** Serialises store creation and domain changes, so two calls cannot both claim one domain. */
const DOMAINS_LOCK = 727_015;

interface Counts {
  id: string;
  products: number;
  orders: number;
  users: number;
}

/** Products, orders and users per store in one read on the owner connection (the console spans stores). */
async function countsOf(db: Queryable, ids: string[]): Promise<Map<string, Counts>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<Counts>(
    db,
    sql`select t.id,
          (select count(*) from products p where p.tenant_id = t.id)::int as products,
          (select count(*) from orders o where o.tenant_id = t.id)::int as orders,
          (select count(*) from users u where u.tenant_id = t.id)::int as users
        from tenants t where t.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function summary(deps: PlatformDeps, tenant: TenantRow, counts?: Counts): StoreSummary {
  return {
    slug: tenant.slug,
    name: tenant.name,
    domains: tenant.domains,
    url: tenant.domains.length ? storeOrigin(deps.links, tenant) : null,
    status: tenant.status,
    app_type: tenant.appType ?? 'ecommerce',
    products: counts?.products ?? 0,
    orders: counts?.orders ?? 0,
    users: counts?.users ?? 0,
    stripe_account_id: tenant.stripeAccountId,
    created_at: tenant.createdAt.toISOString(),
  };
}

/** One store as the console shows it. */
export async function summaryOf(deps: PlatformDeps, tenant: TenantRow): Promise<StoreSummary> {
  const counts = await countsOf(deps.db, [tenant.id]);
  return summary(deps, tenant, counts.get(tenant.id));
}

/** Every store with its domains, status and counts, oldest first. */
export async function listStores(deps: PlatformDeps): Promise<StoreSummary[]> {
  const stores = await allTenants(deps.db);
  const counts = await countsOf(
    deps.db,
    stores.map((s) => s.id),
  );
  return stores.map((s) => summary(deps, s, counts.get(s.id)));
}

async function storeOrThrow(db: Queryable, slug: string): Promise<TenantRow> {
  const store = await tenantBySlug(db, slug);
  if (!store) throw new NotFound(`No store with slug "${slug}"`);
  return store;
}

/** Refuses a domain that is the platform's or another store's (checked under the domains lock). */
async function assertDomainsFree(deps: PlatformDeps, tx: Queryable, domains: string[], field: string) {
  const seen = new Set<string>();
  for (const domain of domains) {
    if (domain === deps.platformHost)
      throw new BadRequest(`${domain} is the platform's own address`, { [field]: 'Reserved.' });
    if (seen.has(domain)) throw new BadRequest(`${domain} is listed twice`, { [field]: 'Listed twice.' });
    seen.add(domain);
    const owner = await tenantByDomain(tx, domain);
    if (owner)
      throw new Conflict(`${domain} already belongs to the store "${owner.slug}"`, {
        [field]: 'Already in use.',
      });
  }
}

/** The owner's username: the one given, else the e-mail's local part made safe (or `owner` when short). */
function ownerUsername(input: { owner_username?: string | undefined; owner_email: string }): string {
  if (input.owner_username) return input.owner_username;
  const local = input.owner_email
    .split('@')[0]!
    .replace(/[^\w.+-]/g, '')
    .slice(0, 150);
  return local.length >= 3 ? local : 'owner';
}

/**
 * Announces a change to `store` (its row, status or domains) to every instance at commit, where the host
 * cache forgets it (decision 022).
 */
export async function announced<T extends { id: string } | null>(tx: Transaction, store: T): Promise<T> {
  if (store) await dataChanged(tx, store.id, 'store');
  return store;
}

/**
 * Creates a store: its row, the default shipping and payment methods, and an admin owner. Without a
 * password the owner gets a one-time set-password link by e-mail (answered too). A failure after the
 * store row exists deletes it again, so nothing half-made stays.
 */
export async function createStore(deps: PlatformDeps, raw: CreateStore): Promise<CreatedStore> {
  const input = CreateStoreSchema.parse(raw);
  const tenant = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DOMAINS_LOCK})`);
    if (await tenantBySlug(tx, input.slug))
      throw new Conflict(`A store with slug "${input.slug}" already exists`, { slug: 'Already taken.' });
    await assertDomainsFree(deps, tx, input.domains, 'domains');
    return announced(
      tx,
      await insertTenant(tx, {
        slug: input.slug,
        name: input.name,
        domains: input.domains,
        appType: input.app_type,
        // Closed until its admin goes live in the setup wizard (decision 024).
        openedAt: null,
        primaryColor: PLATFORM_THEME.primary,
        secondaryColor: PLATFORM_THEME.secondary,
        clientDetails: { business_name: input.name, email: input.owner_email },
      }),
    );
  });
  try {
    await seedCheckoutMethods(deps.db, tenant);
    const username = ownerUsername(input);
    const password = input.owner_password ?? randomBytes(32).toString('base64url');
    const [owner] = await withTenant(deps.db, tenant.id, async (tx) =>
      insertUsers(tx, tenant.id, [
        {
          username,
          email: input.owner_email,
          passwordHash: await hashPassword(password),
          role: 'admin',
          emailVerifiedAt: input.owner_password ? new Date() : null,
        },
      ]),
    );
    const link = input.owner_password
      ? null
      : await sendOwnerWelcome(requestContext(deps.db, tenant), deps.mailer, owner!);
    return {
      store: await summaryOf(deps, tenant),
      owner: { username: owner!.username, email: owner!.email },
      set_password_link: link,
    };
  } catch (error) {
    await deps.db.transaction(async (tx) =>
      announced(tx, (await deleteTenant(tx, tenant.slug)) ? tenant : null),
    );
    throw error;
  }
}

/** Suspends or resumes a store: a suspended store answers every page and call with 503. */
export async function setStoreStatus(
  deps: PlatformDeps,
  slug: string,
  status: TenantStatus,
): Promise<StoreSummary> {
  const store = await deps.db.transaction(async (tx) =>
    announced(tx, await setTenantStatus(tx, slug, status)),
  );
  if (!store) throw new NotFound(`No store with slug "${slug}"`);
  return summaryOf(deps, store);
}

/** Adds a domain to a store (after its others: the first stays the primary one used in links). */
export async function addStoreDomain(
  deps: PlatformDeps,
  slug: string,
  domain: string,
): Promise<StoreSummary> {
  const store = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DOMAINS_LOCK})`);
    await storeOrThrow(tx, slug);
    await assertDomainsFree(deps, tx, [domain], 'domain');
    return announced(tx, await appendTenantDomain(tx, slug, domain));
  });
  return summaryOf(deps, store!);
}

/**
 * Deletes a store and every row it owns (each tenant table's `tenant_id` cascades), nothing else. The
 * caller must type the slug again as `confirm`.
 */
export async function deleteStore(deps: PlatformDeps, slug: string, confirm: string): Promise<void> {
  if (confirm !== slug)
    throw new BadRequest('Type the store’s slug to confirm the deletion', {
      confirm: `Type ${slug} to confirm.`,
    });
  const deleted = await deps.db.transaction(async (tx) => {
    const store = await tenantBySlug(tx, slug);
    if (store) await deleteTenant(tx, slug);
    return announced(tx, store);
  });
  if (!deleted) throw new NotFound(`No store with slug "${slug}"`);
}
