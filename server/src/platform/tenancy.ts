import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client.ts';
import { withTenant } from '../db/tenant-scope.ts';
import { tenants, type TenantRow } from '../db/tenants.tables.ts';
import { NotFound } from './errors.ts';
import type { SessionUser } from './session-user.ts';

/** What every service function receives first: the store, the signed-in user and a scoped database. */
export interface RequestContext {
  tenant: TenantRow;
  user: SessionUser | null;
  /** Runs `work` in one transaction that row-level security limits to this tenant. */
  db<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** The longest one statement of this request may run (PostgreSQL); also for the owner-connection picks. */
  statementTimeoutMs?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host resolves to, or null when neither it nor the default exists. */
    tenant: TenantRow | null;
    ctx: RequestContext;
  }
}

const CACHE_TTL_MS = 5_000;

/** Finds stores by host with a short cache, so a renamed or recoloured store shows within seconds. */
export class TenantResolver {
  private cache = new Map<string, { tenant: TenantRow | null; expires: number }>();

  constructor(
    private readonly db: Database,
    private readonly defaultSlug: string,
  ) {}

  async resolve(host: string): Promise<TenantRow | null> {
    const key = host.toLowerCase();
    const hit = this.cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.tenant;
    const tenant = (await this.byDomain(key)) ?? (await this.bySlug(this.defaultSlug));
    this.cache.set(key, { tenant, expires: Date.now() + CACHE_TTL_MS });
    return tenant;
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
export const tenancy = fp<{ db: Database; resolver: TenantResolver; statementTimeoutMs: number }>(
  async (app: FastifyInstance, { db, resolver, statementTimeoutMs }) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      const tenant = await resolver.resolve(hostOf(request));
      request.tenant = tenant;
      if (tenant) {
        request.ctx = {
          tenant,
          user: null,
          db: (work) => withTenant(db, tenant.id, work, statementTimeoutMs),
          statementTimeoutMs,
        };
      } else if (!request.routeOptions.config?.tenantOptional) {
        throw new NotFound('Store not found');
      }
    });
  },
  { name: 'tenancy' },
);
