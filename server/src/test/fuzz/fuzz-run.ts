import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seedDemo } from '../../demo/seed-demo.ts';
import { DEMO_PASSWORD } from '../../modules/auth/index.ts';
import { installWriteCounter, writeCounts, writtenTables } from './write-counter.ts';
import type { FuzzIds, IdKind } from './endpoints.ts';
import { fuzzRequests, type FuzzRequest, type Identity } from './requests.ts';

const HOST = 'cards.localhost';
const USERNAMES: Record<Exclude<Identity, 'anonymous'>, string> = {
  customer: 'shopper',
  supplier: 'nova_cards',
  staff: 'staff',
  admin: 'admin',
};

export interface FuzzOptions {
  requests: number;
  seed: number;
  /** The slowest answer allowed (the statement timeout). */
  maxMs?: number;
  log?: (line: string) => void;
}

export interface FuzzProblem {
  request: string;
  status: number;
  problem: string;
  body: string;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  byStatus: Record<number, number>;
  slowest: { ms: number; request: string; status: number };
  problems: FuzzProblem[];
  rejectedWrites: number;
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

/** Signs `username` in through the real login endpoint: answers the cookie and CSRF header to send. */
async function signIn(app: FastifyInstance, username?: string) {
  const csrf = await app.inject({ method: 'GET', url: '/api/csrf-token/', headers: { host: HOST } });
  const token = csrf.json<{ csrfToken: string }>().csrfToken;
  let cookie = `csrftoken=${token}`;
  if (username) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: HOST, cookie, 'x-csrftoken': token },
      payload: { username, password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`cannot sign ${username} in: ${login.body}`);
    const session = login.cookies.find((c) => c.name !== 'csrftoken');
    cookie += `; ${session!.name}=${session!.value}`;
  }
  return { cookie, token };
}

const describe = (r: FuzzRequest) =>
  `${r.identity} ${r.method} ${r.url.slice(0, 160)} [${r.mutation}${r.noCsrf ? ', no csrf' : ''}] ${
    r.payload ? `${String(r.payload).slice(0, 120)}${String(r.payload).length > 120 ? '…' : ''}` : ''
  }`;

/**
 * Sends `requests` generated requests to the real app on an in-memory PGlite holding the demo stores, and
 * reports every 5xx, every rejected write that changed data, and every answer slower than `maxMs`.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const maxMs = options.maxMs ?? 2000;
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
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
  try {
    const [cards, outdoor] = await Promise.all(
      ['cards', 'outdoor'].map(async (slug) => {
        const [row] = await queryRows<{ id: string }>(
          handle.db,
          sql`select id from tenants where slug = ${slug}`,
        );
        return row!.id;
      }),
    );
    const ids = await idsOf(handle, cards!, outdoor!);
    const identities = new Map<Identity, { cookie: string; token: string }>();
    identities.set('anonymous', await signIn(app));
    for (const [identity, username] of Object.entries(USERNAMES))
      identities.set(identity as Identity, await signIn(app, username));

    await installWriteCounter(handle.db);
    let counts = await writeCounts(handle.db);
    const requests = fc.sample(fuzzRequests(ids), { seed: options.seed, numRuns: options.requests });
    const report: FuzzReport = {
      seed: options.seed,
      requests: 0,
      byStatus: {},
      slowest: { ms: 0, request: '', status: 0 },
      problems: [],
      rejectedWrites: 0,
    };
    for (const [i, r] of requests.entries()) {
      const who = identities.get(r.identity)!;
      const started = performance.now();
      const res = await app.inject({
        method: r.method,
        url: r.url,
        headers: {
          host: HOST,
          cookie: who.cookie,
          ...(!r.noCsrf && { 'x-csrftoken': who.token }),
          ...r.headers,
        },
        ...(r.payload !== undefined && { payload: r.payload }),
      });
      const ms = performance.now() - started;
      // Mail work a request starts after answering (resets, resends) belongs to that request's writes.
      await app.background.idle();
      report.requests++;
      report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
      const problem = (text: string) =>
        report.problems.push({
          request: describe(r),
          status: res.statusCode,
          problem: text,
          body: res.body.slice(0, 300),
        });
      if (ms > report.slowest.ms) report.slowest = { ms, request: describe(r), status: res.statusCode };
      if (res.statusCode >= 500) problem('5xx');
      if (ms > maxMs) problem(`slow: ${Math.round(ms)} ms`);
      if (r.method !== 'GET') {
        const after = await writeCounts(handle.db);
        if (res.statusCode >= 400) {
          report.rejectedWrites++;
          const changed = writtenTables(counts, after);
          if (changed.length) problem(`rejected write changed ${changed.join(', ')}`);
        }
        counts = after;
      }
      if ((i + 1) % 1000 === 0) log(`${i + 1} requests…`);
    }
    return report;
  } finally {
    await app.close();
    await handle.close();
  }
}

/** Totals by status, the slowest request and the problems, as lines to print. */
export function formatReport(report: FuzzReport): string[] {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([s, n]) => `${s}: ${n}`);
  return [
    `fuzz seed ${report.seed}: ${report.requests} requests (${report.rejectedWrites} rejected writes checked)`,
    `by status: ${statuses.join(', ')}`,
    `slowest: ${Math.round(report.slowest.ms)} ms (${report.slowest.status}) ${report.slowest.request}`,
    `problems: ${report.problems.length}`,
    ...report.problems.slice(0, 40).map((p) => `  ${p.status} ${p.problem}: ${p.request}\n      → ${p.body}`),
  ];
}
