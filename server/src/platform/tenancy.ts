import { eq, sql } from 'drizzle-orm';
import { boundedCache } from './bounded-cache.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client.ts';
import { readAsTenant, statementTimeout, withTenant } from '../db/tenant-scope.ts';
import { tenants, type TenantRow } from '../db/tenants.tables.ts';
import { MisdirectedRequest, NotFound } from './errors.ts';
import type { SessionUser } from './session-user.ts';
import type { DataKind, DataVersions } from './data-versions.ts';

type Work<T> = (tx: Transaction) => Promise<T>;

/** What every service function receives first: the store, the signed-in user and a scoped database. */
export interface RequestContext {
  tenant: TenantRow;
  user: SessionUser | null;
  /** Runs `work` in one transaction that row-level security limits to this tenant. */
  db<T>(work: Work<T>): Promise<T>;
  /**
   * Runs `work` on the owner connection, where row-level security does NOT apply: for picking search ids
   * only (docs/decisions/008-search-picks-ids-as-owner.md). Every statement inside filters `tenant_id` itself
   * and returns ids alone; the rows are then read through `db`, where the policy drops any foreign id.
   */
  pick<T>(work: Work<T>): Promise<T>;
  /**
   * Runs read-only `work` under the same policy as `db`, without a transaction where the database allows
   * (one round trip a statement; `readAsTenant`): for the catalogue's hot reads. Never write through it.
   */
  read<T>(work: Work<T>): Promise<T>;
  /**
   * The store's current version of `kinds` of data (data-versions.ts), for keeping a value computed from
   * them until a write changes them; null where no versions are kept (scripts, services called directly).
   */
  dataVersion(kinds: readonly DataKind[]): string | null;
}

/**
 * The one place the policy is bypassed: a transaction on the owner connection with the tenant set, where
 * PostgreSQL lets every index serve a search (under a policy, only leakproof operators may use one).
 */
function pickAsOwner<T>(db: Database, tenantId: string, work: Work<T>, timeoutMs?: number): Promise<T> {
  return db.transaction(async (tx) => {
    // Searches stop scans early (LIMIT); a synchronized scan would start where the last one stopped, a place
    // that drifts through the table, and every hundredth or so search would cross its emptier stretches.
    await tx.execute(
      sql`select set_config('app.tenant_id', ${tenantId}, true), set_config('synchronize_seqscans', 'off', true)${statementTimeout(timeoutMs)}`,
    );
    return work(tx);
  });
}

/**
 * The context of a request to `tenant` (also for tests and scripts that call services directly); with
 * `statementTimeoutMs`, PostgreSQL cancels any of its statements running longer (answered as a 503).
 */
export function requestContext(
  db: Database,
  tenant: TenantRow,
  user: SessionUser | null = null,
  statementTimeoutMs?: number,
  versions?: DataVersions,
): RequestContext {
  return {
    tenant,
    user,
    db: async (work) => {
      let written: object | undefined;
      const result = await withTenant(
        db,
        tenant.id,
        (tx) => {
          written = tx;
          return work(tx);
        },
        statementTimeoutMs,
      );
      // After the commit, never before: an answer read in between must be stored under the old version.
      if (written) versions?.committed(written);
      return result;
    },
    pick: (work) => pickAsOwner(db, tenant.id, work, statementTimeoutMs),
    read: (work) => readAsTenant(db, tenant.id, work, statementTimeoutMs),
    dataVersion: (kinds) => versions?.stamp(tenant.id, kinds) ?? null,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host resolves to, or null when neither it nor the default exists. */
    tenant: TenantRow | null;
    /** The host is one of the store's own domains (not the default store answering an unknown host). */
    knownHost: boolean;
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
  return request.hostname.replace(/:\d+$/, '').toLowerCase();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ACCOUNT_PATHS = /^\/api\/(auth|user|user-role|addresses|wishlist)\//;

/**
 * On a host that is none of the store's domains, the default store shows only its public catalogue:
 * no sign-in, account, e-mail flow or other write, so no session, cookie or mailed link is ever tied
 * to an address an attacker chose.
 */
function needsKnownHost(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  return !SAFE_METHODS.has(request.method) || ACCOUNT_PATHS.test(request.url);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers even when no store exists for the host (e.g. tenant-info, health). */
    tenantOptional?: boolean;
  }
}

/** Resolves the store of every request from its Host header and builds `request.ctx`. */
export const tenancy = fp<{
  db: Database;
  resolver: TenantResolver;
  statementTimeoutMs: number;
  versions: DataVersions;
}>(
  async (app: FastifyInstance, { db, resolver, statementTimeoutMs, versions }) => {
    app.decorateRequest('tenant', null);
    app.decorateRequest('knownHost', false);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request) => {
      const host = hostOf(request);
      const tenant = await resolver.resolve(host);
      request.tenant = tenant;
      request.knownHost = tenant?.domains.includes(host) ?? false;
      if (tenant && !request.knownHost && needsKnownHost(request)) throw new MisdirectedRequest();
      if (tenant) {
        request.ctx = requestContext(db, tenant, null, statementTimeoutMs, versions);
      } else if (!request.routeOptions.config?.tenantOptional) {
        throw new NotFound('Store not found');
      }
    });
  },
  { name: 'tenancy' },
);
