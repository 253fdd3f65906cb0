import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { tenants, type TenantRow } from '../db/tenants.tables.ts';
import { boundedCache } from './bounded-cache.ts';
import { NotFound } from './errors.ts';
import type { SessionUser } from './session-user.ts';

/** What every service function receives first: the store, the signed-in user and a scoped database. */
export interface RequestContext {
  tenant: TenantRow;
  user: SessionUser | null;
  /** Runs `work` in one transaction that row-level security limits to this tenant. */
  db<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host resolves to, or null when neither it nor the default exists. */
    tenant: TenantRow | null;
    ctx: RequestContext;
  }
}

/** The longest DNS name (RFC 1035): a longer Host is answered as an unknown one, and never cached. */
export const MAX_HOST_LENGTH = 253;
/** The cache key of every host no store can have: the empty host and the over-long ones. */
const UNKNOWN_HOST = '';

/** Finds stores by host with a short cache, so a renamed or recoloured store shows within seconds. */
export class TenantResolver {
  /** The most recently asked hosts, each for 5 s; bounded, so a stream of made-up hosts cannot grow it. */
  private readonly cache = boundedCache<string, { tenant: TenantRow | null }>({ max: 1_000, ttlMs: 5_000 });

  constructor(
    private readonly db: Database,
    private readonly defaultSlug: string,
  ) {}

  async resolve(host: string): Promise<TenantRow | null> {
    const key = host.length > MAX_HOST_LENGTH ? UNKNOWN_HOST : host.toLowerCase();
    const hit = this.cache.get(key);
    if (hit) return hit.tenant;
    const known = key === UNKNOWN_HOST ? null : await this.byDomain(key);
    const tenant = known ?? (await this.bySlug(this.defaultSlug));
    this.cache.set(key, { tenant });
    return tenant;
  }

  /** How many hosts the cache holds now. */
  get cachedHosts(): number {
    return this.cache.size;
  }

  /** Forget cached stores after a store's settings change. */
  invalidate(): void {
    this.cache.clear();
  }

  private async byDomain(host: string) {
    const [row] = await this.db
      .select()
      .from(tenants)
      .where(sql`${tenants.domains} @> array[${host}]::text[]`);
    return row ?? null;
  }

  private async bySlug(slug: string) {
    const [row] = await this.db.select().from(tenants).where(eq(tenants.slug, slug));
    return row ?? null;
  }
}

function hostOf(request: FastifyRequest): string {
  return request.hostname.replace(/:\d+$/, '');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers even when no store exists for the host (e.g. tenant-info, health). */
    tenantOptional?: boolean;
  }
}

/** Resolves the store of every request from its Host header and builds `request.ctx`. */
export const tenancy = fp<{ db: Database; resolver: TenantResolver }>(
  async (app: FastifyInstance, { db, resolver }) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      const tenant = await resolver.resolve(hostOf(request));
      request.tenant = tenant;
      if (tenant) {
        request.ctx = { tenant, user: null, db: (work) => withTenant(db, tenant.id, work) };
      } else if (!request.routeOptions.config?.tenantOptional) {
        throw new NotFound('Store not found');
      }
    });
  },
  { name: 'tenancy' },
);
