import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { queryRows, type DatabaseHandle } from '../../db/client.ts';
import { openMigratedPglite } from '../migrated-template.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { DEMO_PASSWORD } from '../../modules/auth/index.ts';
import { DEMO_OPERATOR } from '../../modules/platform-admin/index.ts';
import type { FuzzIds, IdKind } from './endpoints.ts';
import type { FuzzHost, Identity } from './requests.ts';

export const HOSTS: Record<FuzzHost, string> = { store: 'cards.localhost', platform: 'platform.localhost' };
const USERNAMES = { customer: 'shopper', supplier: 'nova_cards', staff: 'staff', admin: 'admin' } as const;

/** The cookie and CSRF header a browser sends. */
export interface Browser {
  cookie: string;
  token: string;
}

export interface FuzzWorld {
  app: FastifyInstance;
  handle: DatabaseHandle;
  ids: FuzzIds;
  /** The browser of each identity, per host. */
  browsers: Record<FuzzHost, Map<Identity, Browser>>;
}

const ID_QUERIES: Record<IdKind, string> = {
  product: 'products',
  category: 'categories',
  order: 'orders',
  address: 'addresses',
  cartItem: 'cart_items',
  variant: 'product_variants',
  user: 'users',
};

async function idsOf(handle: DatabaseHandle, own: string, other: string): Promise<FuzzIds> {
  const pick = async (tenant: string) => {
    const out = {} as Record<IdKind, number[]>;
    for (const [kind, table] of Object.entries(ID_QUERIES) as [IdKind, string][]) {
      const rows = await queryRows<{ id: number }>(
        handle.db,
        sql`select id from ${sql.identifier(table)} where tenant_id = ${tenant} order by id limit 5`,
      );
      out[kind] = rows.map((r) => r.id);
    }
    return out;
  };
  return { own: await pick(own), other: await pick(other) };
}

const cookiesOf = (cookies: { name: string; value: string }[]) => cookies.map((c) => `${c.name}=${c.value}`);

const sessionOnly = (browser: Browser) =>
  browser.cookie.split('; ').filter((c) => !c.startsWith('csrftoken='));

/** A browser with a CSRF token from `host`, signed in through the real login endpoint when `login` is given. */
async function browserOn(
  app: FastifyInstance,
  host: string,
  login?: { url: string; payload: object },
): Promise<Browser> {
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf-token/', headers: { host } });
  const token = csrf.json<{ csrfToken: string }>().csrfToken;
  if (!login) return { cookie: `csrftoken=${token}`, token };
  const res = await app.inject({
    method: 'POST',
    url: login.url,
    headers: { host, cookie: `csrftoken=${token}`, 'x-csrftoken': token },
    payload: login.payload,
  });
  if (res.statusCode !== 200) throw new Error(`cannot sign in on ${host}: ${res.body}`);
  // A sign-in may give a new CSRF token (the console's does): the answer's cookies win.
  const fresh = res.cookies.find((c) => c.name === 'csrftoken')?.value ?? token;
  const others = cookiesOf(res.cookies.filter((c) => c.name !== 'csrftoken'));
  return { cookie: [`csrftoken=${fresh}`, ...others].join('; '), token: fresh };
}

/**
 * The real app on an in-memory PGlite holding the demo stores, its rate limits opened wide (the fuzz signs in
 * thousands of times a minute) and its upload quotas as configured; the demo users signed in on the card
 * store, the demo operator on the platform host, and the store admin's cookies kept to send there too.
 */
export async function fuzzWorld(): Promise<FuzzWorld> {
  const handle = await openMigratedPglite();
  await seedDemo(handle.db);
  const app = await buildApp({
    config: testConfig({
      authRateLimit: {
        perIp: 1e9,
        perAccount: 1e9,
        windowMs: 1000,
        signInFreeFailures: 1e9,
        signInMaxDelayMs: 1000,
      },
      searchRateLimitPerMinute: 1e9,
    }),
    db: handle.db,
  });
  await app.ready();
  const tenantId = async (slug: string) =>
    (await queryRows<{ id: string }>(handle.db, sql`select id from tenants where slug = ${slug}`))[0]!.id;
  const ids = await idsOf(handle, await tenantId('cards'), await tenantId('outdoor'));

  const store = new Map<Identity, Browser>([['anonymous', await browserOn(app, HOSTS.store)]]);
  for (const [identity, username] of Object.entries(USERNAMES))
    store.set(
      identity as Identity,
      await browserOn(app, HOSTS.store, {
        url: '/api/auth/login/',
        payload: { username, password: DEMO_PASSWORD },
      }),
    );
  const platformAnonymous = await browserOn(app, HOSTS.platform);
  const operator = await browserOn(app, HOSTS.platform, {
    url: '/api/platform/login/',
    payload: { email: DEMO_OPERATOR.email, password: DEMO_PASSWORD },
  });
  const storeAdmin = store.get('admin')!;
  const platform = new Map<Identity, Browser>([
    ['anonymous', platformAnonymous],
    ['operator', operator],
    [
      'admin',
      { ...platformAnonymous, cookie: [platformAnonymous.cookie, ...sessionOnly(storeAdmin)].join('; ') },
    ],
  ]);
  return { app, handle, ids, browsers: { store, platform } };
}
