import { boundedCache } from './bounded-cache.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SQL } from 'drizzle-orm';
import { queryPrepared, type Database, type Transaction } from '../db/client.ts';
import type { ReadOnly } from '../db/read-only.ts';
import { isReplicaFailure, type ReplicaSet } from '../db/replicas.ts';
import {
  readAsTenant,
  tenantSetting,
  timeoutSetting,
  transactionWith,
  withTenant,
} from '../db/tenant-scope.ts';
import type { TenantRow } from '../db/tenants.tables.ts';
import { tenantByDomain } from '../db/tenants.ts';
import { noStorePage, NO_STORE_MESSAGE, SUSPENDED_MESSAGE, suspendedPage } from './closed-pages.ts';
import { DomainError, NotFound } from './errors.ts';
import { storeOrigin, type PublicUrlSettings } from './public-url.ts';
import type { SessionUser } from './session-user.ts';
import { isApiRequest, routedPath } from './routed-path.ts';
import type { DataKind, DataVersions } from './data-versions.ts';

type Work<T> = (tx: Transaction) => Promise<T>;
/** Work that only reads: it gets a `ReadOnly` connection, on which no write compiles. */
type ReadWork<T> = (tx: ReadOnly) => Promise<T>;

/** What a pick may answer: ids, and numbers about them (a count); never another column of a row. */
export type IdsOnly<T> = { readonly ids: readonly number[] } & {
  readonly [K in keyof T]: number | readonly number[];
};

/**
 * What every service function receives first: the store, the signed-in user and a scoped database, through
 * doors typed by what they may do (docs/decisions/045-typed-database-doors.md).
 */
export interface RequestContext {
  tenant: TenantRow;
  user: SessionUser | null;
  /**
   * Runs `work` in one transaction that row-level security limits to this tenant; `statementTimeoutMs`
   * replaces the request's bound for statements that may wait their turn for a lock (checkout).
   */
  db<T>(work: Work<T>, options?: { statementTimeoutMs?: number }): Promise<T>;
  /**
   * Runs read-only `work` on the owner connection, where row-level security does NOT apply: for picking
   * search ids only (docs/decisions/008-search-picks-ids-as-owner.md). Every statement inside filters
   * `tenant_id` itself; the answer is ids (and counts), whose rows are then read through `read` or `db`,
   * where the policy drops any foreign id.
   */
  pick<T extends IdsOnly<T>>(work: ReadWork<T>): Promise<T>;
  /**
   * Runs read-only `work` on the owner connection as `pick` does, for loading a store's in-process index
   * (or a store-wide aggregate) whole: every statement inside filters `tenant_id` itself, and what it reads
   * is shown only to this store.
   */
  loadIndex<T>(work: ReadWork<T>): Promise<T>;
  /**
   * Runs ONE writing statement under the same policy as `db` but without BEGIN, the scope's SET and COMMIT:
   * PostgreSQL commits it on its own (a scoped primary connection, as `readAsTenant`), one round trip
   * instead of four. For a write that needs no transaction around it (checkout marking an order paid).
   * One SQL value, sent as a prepared statement, which PostgreSQL refuses to hold two statements.
   */
  statement<Row>(query: SQL): Promise<Row[]>;
  /**
   * Runs read-only `work` under the same policy as `db`, without a transaction where the database allows
   * (one round trip a statement; `readAsTenant`): for the catalogue's hot reads.
   * With read replicas, an anonymous request's read goes to one that has every commit it must see
   * (docs/decisions/021-read-replicas-and-cluster.md); `primary` keeps it on the primary (e.g. sign-in state).
   */
  read<T>(work: ReadWork<T>, options?: { primary?: boolean }): Promise<T>;
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
async function asOwner<T>(db: Database, tenantId: string, work: ReadWork<T>, timeoutMs?: number): Promise<T> {
  // Searches stop scans early (LIMIT); a synchronized scan would start where the last one stopped, a place
  // that drifts through the table, and every hundredth or so search would cross its emptier stretches.
  return transactionWith(
    db,
    { ...tenantSetting(tenantId), synchronize_seqscans: 'off', ...timeoutSetting(timeoutMs) },
    work,
  );
}

/** Where a request's anonymous reads may go: the replicas, and the time of the client's last write (ms). */
export interface ReadRouting {
  replicas: ReplicaSet;
  wroteAt: number;
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
  routing?: ReadRouting,
): RequestContext {
  const onPrimary = <T>(work: ReadWork<T>) => readAsTenant(db, tenant.id, work, statementTimeoutMs);
  const context: RequestContext = {
    tenant,
    user,
    db: async (work, options) => {
      let written: object | undefined;
      const result = await withTenant(
        db,
        tenant.id,
        (tx) => {
          written = tx;
          return work(tx);
        },
        options?.statementTimeoutMs ?? statementTimeoutMs,
      );
      // After the commit, never before: an answer read in between must be stored under the old version.
      if (written) versions?.committed(written);
      return result;
    },
    pick: (work) => asOwner(db, tenant.id, work, statementTimeoutMs),
    loadIndex: (work) => asOwner(db, tenant.id, work, statementTimeoutMs),
    statement: <Row>(query: SQL) =>
      readAsTenant(db, tenant.id, (tx) => queryPrepared<Row>(tx, query), statementTimeoutMs),
    read: async (work, options) => {
      // Signed-in users, and reads that must be current, read the primary.
      if (!routing || options?.primary || context.user) return onPrimary(work);
      // Every commit this client made, and the store's last change this process knows of (the answer
      // cache keys on it), must be on the replica.
      const pool = routing.replicas.poolFor(Math.max(routing.wroteAt, versions?.changedAt(tenant.id) ?? 0));
      if (!pool) return onPrimary(work);
      try {
        return await readAsTenant(db, tenant.id, work, statementTimeoutMs, pool);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        routing.replicas.failed(pool, error as Error);
        return onPrimary(work);
      }
    },
    dataVersion: (kinds) => versions?.stamp(tenant.id, kinds) ?? null,
  };
  return context;
}

/** Set after a request that may have written: this client's next reads see its writes (read-your-writes). */
export const WROTE_AT_COOKIE = 'wrote_at';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The store this request's host resolves to, or null (the platform host, or a host no store has). */
    tenant: TenantRow | null;
    /** The request came to the platform host (PLATFORM_HOST): the console, never a store. */
    onPlatformHost: boolean;
    ctx: RequestContext;
  }
}

/** The longest DNS name (RFC 1035): a longer Host is answered as an unknown one, and never cached. */
export const MAX_HOST_LENGTH = 253;
/** The cache key of every host no store can have: the empty host and the over-long ones. */
const UNKNOWN_HOST = '';

/**
 * Finds stores by host with a short cache. Any instance's change to a store (settings, status, domains, a
 * new or deleted store) bumps its 'store' version, which every instance hears (NOTIFY) and forgets the
 * cache on; the 5 s bound is only a safety net.
 */
export class TenantResolver {
  /** The most recently asked hosts, each for 5 s; bounded, so a stream of made-up hosts cannot grow it. */
  private readonly cache = boundedCache<string, { tenant: TenantRow | null }>({ max: 1_000, ttlMs: 5_000 });

  /** Counts invalidations: a lookup that started before one must not store what it read. */
  private generation = 0;

  constructor(private readonly db: Database) {}

  /** The store whose domain `host` is, or null: an unknown host belongs to no store (decision 019). */
  async resolve(host: string): Promise<TenantRow | null> {
    const key = host.length > MAX_HOST_LENGTH ? UNKNOWN_HOST : host.toLowerCase();
    const hit = this.cache.get(key);
    if (hit) return hit.tenant;
    const started = this.generation;
    const tenant = key === UNKNOWN_HOST ? null : await tenantByDomain(this.db, key);
    if (started === this.generation) this.cache.set(key, { tenant });
    return tenant;
  }

  /** How many hosts the cache holds now. */
  get cachedHosts(): number {
    return this.cache.size;
  }

  /** Forget cached stores after a store's settings, status or domains change, or a store is created. */
  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
  }
}

/** The time of the client's last write from its cookie; never later than now (a forged one changes nothing). */
function wroteAtOf(request: FastifyRequest): number {
  const value = Number(request.cookies[WROTE_AT_COOKIE]);
  return Number.isFinite(value) ? Math.min(value, Date.now()) : 0;
}

function hostOf(request: FastifyRequest): string {
  return request.hostname.replace(/:\d+$/, '').toLowerCase();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers even when no store exists for the host (e.g. tenant-info, health). */
    tenantOptional?: boolean;
    /** The route belongs to the platform host (the console's API); no store's host answers it. */
    platformOnly?: boolean;
    /** The route answers the same on every host, known or not, suspended or not (health probes, metrics). */
    anyHost?: boolean;
  }
}

/** 503: the store is suspended; every call of it answers so until an operator resumes it. */
class StoreSuspended extends DomainError {
  constructor() {
    super(503, SUSPENDED_MESSAGE);
  }
}

const isApi = isApiRequest;
const isHealth = (request: FastifyRequest) => routedPath(request) === '/api/health/';

interface TenancyOptions {
  db: Database;
  resolver: TenantResolver;
  statementTimeoutMs: number;
  platformHost: string;
  links: PublicUrlSettings;
  versions: DataVersions;
  /** Streaming replicas for anonymous catalogue reads (DATABASE_REPLICA_URLS). */
  replicas?: ReplicaSet | undefined;
  /** How long after a write the client's reads stay on the primary at most (the replicas' lag bound). */
  replicaMaxLagMs?: number;
}

/**
 * Resolves the store of every request from its Host header and builds `request.ctx`. The platform host gets
 * the console; a host no store has gets the platform's "no store here" page (404, JSON for API calls); a
 * suspended store answers 503 to everything but the health probe.
 */
export const tenancy = fp<TenancyOptions>(
  async (
    app: FastifyInstance,
    { db, resolver, statementTimeoutMs, platformHost, links, versions, replicas, replicaMaxLagMs = 5_000 },
  ) => {
    const platformOrigin = storeOrigin(links, { slug: 'platform', domains: [platformHost] });
    app.decorateRequest('tenant', null);
    app.decorateRequest('onPlatformHost', false);
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      if (config?.anyHost) return;
      const host = hostOf(request);
      if (host === platformHost) {
        request.onPlatformHost = true;
        // A store's own route (its API, its media, its sitemap) has no store here; the web app's pages,
        // its static files (fastify-static's routes carry `file`) and unmatched paths go on.
        const storeRoute =
          !config?.tenantOptional && !config?.platformOnly && !(config as { file?: string })?.file;
        if (storeRoute && (isApi(request) || request.routeOptions.url !== undefined))
          throw new NotFound(NO_STORE_MESSAGE);
        return;
      }
      if (config?.platformOnly) throw new NotFound(`No such endpoint: ${request.method} ${request.url}`);
      const tenant = await resolver.resolve(host);
      if (!tenant) {
        if (!isApi(request))
          return reply.code(404).type('text/html; charset=utf-8').send(noStorePage(platformOrigin));
        if (!config?.tenantOptional) throw new NotFound(NO_STORE_MESSAGE);
        return;
      }
      if (tenant.status === 'suspended' && !isHealth(request)) {
        if (isApi(request)) throw new StoreSuspended();
        return reply
          .code(503)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(suspendedPage(tenant.name));
      }
      request.tenant = tenant;
      const routing = replicas && { replicas, wroteAt: wroteAtOf(request) };
      request.ctx = requestContext(db, tenant, null, statementTimeoutMs, versions, routing);
    });
    if (!replicas) return;
    // The cookie outlives the lag bound: by then any replica reads may use has replayed the write.
    const maxAge = Math.ceil(replicaMaxLagMs / 1000) + 2;
    app.addHook('onSend', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || !request.tenant || reply.statusCode >= 500) return;
      void reply.setCookie(WROTE_AT_COOKIE, String(Date.now()), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        maxAge,
      });
    });
  },
  { name: 'tenancy' },
);
