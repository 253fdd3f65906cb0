import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openMigratedPglite } from './migrated-template.ts';
import { DEMO_TENANTS } from '../demo/demo-tenants.ts';
import type { TenantRow } from '../db/tenants.tables.ts';
import { withTenant } from '../db/tenant-scope.ts';
import {
  insertSession,
  insertUsers,
  seedDemoUsers,
  SESSION_COOKIE,
  SESSION_LENGTH_MS,
  usersNamed,
} from '../modules/auth/index.ts';
import { insertTenants } from '../modules/tenant/index.ts';

export interface TestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The demo stores by slug: cards, outdoor, warehouse, agency. */
  stores: Record<string, TenantRow>;
  close(): Promise<void>;
}

/** A fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(
  postgres: boolean,
): Promise<{ handle: DatabaseHandle; url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!postgres) return { handle: await openMigratedPglite(), url: 'memory://', drop: async () => {} };
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ dataDir: '', databaseUrl: dbUrl.toString(), poolSize: 20 });
  return {
    handle,
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The `postgres://` URL of the new database (`memory://` for PGlite), for another process to open it. */
  url: string;
  /** The demo stores by slug: cards, outdoor, warehouse, agency. */
  stores: Record<string, TenantRow>;
  /** Closes the handle and drops the database. */
  close(): Promise<void>;
}

/** A fresh migrated database holding the demo stores and, unless `demoUsers` is false, their demo users. */
export async function createTestDatabase(
  options: { postgres?: boolean; demoUsers?: boolean } = {},
): Promise<TestDatabase> {
  const { handle, url, drop } = await freshDatabase(options.postgres ?? false);
  await migrate(handle);
  const rows = await insertTenants(handle.db, DEMO_TENANTS);
  if (options.demoUsers ?? true) for (const row of rows) await seedDemoUsers(handle.db, row);
  return {
    handle,
    url,
    stores: Object.fromEntries(rows.map((r) => [r.slug, r])),
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** Builds the server on a migrated database holding the demo stores and their demo users (no catalogue). */
export async function createTestApp(
  options: {
    postgres?: boolean;
    config?: Partial<Config>;
    /** admin, staff, shopper, suppliers per store (default true) */
    demoUsers?: boolean;
    /** Extra routes for the test, added before the app is ready. */
    extraRoutes?: (app: FastifyInstance) => void;
    /** Receives the server's log lines (set `config.logLevel` to see them). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options);
  const app = await buildApp({
    config: testConfig(options.config),
    db: database.handle.db,
    logStream: options.logStream,
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    handle: database.handle,
    stores: database.stores,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** `app.inject` as a browser on `host` would call it. */
export function injectAs(app: FastifyInstance, host: string, options: InjectOptions) {
  return app.inject({ ...options, headers: { host, ...options.headers } });
}

/** A CSRF token and its cookie for unsafe calls on `host`. */
export async function csrfFor(app: FastifyInstance, host: string) {
  const res = await injectAs(app, host, { method: 'GET', url: '/api/csrf-token/' });
  const token = res.json<{ csrfToken: string }>().csrfToken;
  return {
    token,
    cookie: `csrftoken=${token}`,
    headers: { 'x-csrftoken': token, cookie: `csrftoken=${token}` },
  };
}

/**
 * Signs `username` of store `slug` in without a password (the user must exist; the demo seed makes
 * admin, staff, shopper and suppliers): answers headers carrying its session and a CSRF token.
 */
export async function signInAs(t: TestApp, slug: string, username: string) {
  const store = t.stores[slug];
  if (!store) throw new Error(`no store ${slug}`);
  const host = store.domains[0]!;
  const token = await withTenant(t.handle.db, store.id, async (tx) => {
    const [user] = await usersNamed(tx, store.id, [username]);
    if (!user) throw new Error(`no user ${username} in ${slug}`);
    return insertSession(tx, store.id, user.id, SESSION_LENGTH_MS.browser);
  });
  const csrf = await csrfFor(t.app, host);
  return {
    host,
    headers: { host, cookie: `${SESSION_COOKIE}=${token}; ${csrf.cookie}`, 'x-csrftoken': csrf.token },
  };
}

/**
 * `count` new users of `store` (`<prefix>0`, `<prefix>1` …, who cannot sign in with a password), each with a
 * session: answers their ids and session tokens (the value of the SESSION_COOKIE cookie).
 */
export function signedInUsers(db: Database, store: TenantRow, prefix: string, count: number) {
  return withTenant(db, store.id, async (tx) => {
    const rows = await insertUsers(
      tx,
      store.id,
      Array.from({ length: count }, (_, i) => ({
        username: `${prefix}${i}`,
        email: `${prefix}${i}@${store.slug}.example`,
        passwordHash: 'x',
      })),
    );
    const users: { id: number; token: string }[] = [];
    for (const { id } of rows)
      users.push({ id, token: await insertSession(tx, store.id, id, SESSION_LENGTH_MS.browser) });
    return users;
  });
}

/** A second app on a test app's database with other settings (e.g. a tiny statement timeout). */
export const appOn = (db: Database, config: Partial<Config>) => buildApp({ config: testConfig(config), db });

/**
 * `rls_probe`: a table under the same row-level security as the stores' tables, holding one secret row
 * of the cards store and one of the outdoor store, for tests of the tenant scope.
 */
export async function createRlsProbe(t: TestApp): Promise<void> {
  await t.handle.db.execute(sql`
    create table rls_probe (tenant_id uuid not null references tenants(id), note text not null)`);
  await t.handle.db.execute(sql`alter table rls_probe enable row level security`);
  await t.handle.db.execute(sql`create policy rls_probe_tenant_isolation on rls_probe
    for all using (tenant_id = current_tenant_id()) with check (tenant_id = current_tenant_id())`);
  await t.handle.db.execute(sql`insert into rls_probe values
    (${t.stores.cards!.id}, 'cards secret'), (${t.stores.outdoor!.id}, 'outdoor secret')`);
}

/** Deletes every row of the given tables, in the order given (a test's reset between cases). */
export async function clearTables(t: TestApp, ...tables: string[]): Promise<void> {
  for (const table of tables) await t.handle.db.execute(sql`delete from ${sql.identifier(table)}`);
}
