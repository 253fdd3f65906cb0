import { request as httpRequest } from 'node:http';
import type {
  CreatedStore,
  CreateOperator,
  CreateStore,
  Operator,
  StoreSummary,
} from '@storefront/contract/platform-admin';
import { CreateOperatorSchema, StripeAccountSchema } from '@storefront/contract/platform-admin';
import { platformAdminEndpoints } from '@storefront/contract/platform-admin.endpoints';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createMailer } from '../platform/mail.ts';
import { stripeGateway } from '../platform/payments/index.ts';
import {
  addStoreDomain,
  CLI_HEADER,
  createOperator,
  createStore,
  deleteStore,
  listStores,
  setStoreStatus,
  setStoreStripeAccount,
  signCliCall,
} from '../modules/platform-admin/index.ts';

/** What `npm run store` does, whether it opens the database itself or asks the running server. */
export interface StoreBackend {
  /** Where the work happens, for the first line of output. */
  readonly where: string;
  create(input: CreateStore): Promise<CreatedStore>;
  list(): Promise<StoreSummary[]>;
  setStatus(slug: string, status: 'active' | 'suspended'): Promise<StoreSummary>;
  addDomain(slug: string, domain: string): Promise<StoreSummary>;
  setStripeAccount(slug: string, accountId: string | null): Promise<StoreSummary>;
  remove(slug: string, confirm: string): Promise<void>;
  createOperator(input: CreateOperator): Promise<Operator>;
  close(): Promise<void>;
}

/** An error the running server answered: its message and field messages, as the API gives them. */
export class RemoteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Opens the database (migrating it) and calls the store functions directly. */
export async function directBackend(config: Config): Promise<StoreBackend> {
  const handle = await openDatabase(config);
  await migrate(handle);
  const log = { info: (_: unknown, text?: string) => text && console.log(text), error: console.error };
  const mailer = createMailer(log, {
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    links: config.publicUrl,
  });
  const deps = { db: handle.db, mailer, links: config.publicUrl, platformHost: config.platformHost };
  return {
    where: config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`,
    create: (input) => createStore(deps, input),
    list: () => listStores(deps),
    setStatus: (slug, status) => setStoreStatus(deps, slug, status),
    addDomain: (slug, domain) => addStoreDomain(deps, slug, domain),
    setStripeAccount: (slug, accountId) =>
      setStoreStripeAccount(
        deps,
        config.stripe ? stripeGateway(config.stripe) : null,
        slug,
        StripeAccountSchema.parse({ account_id: accountId }).account_id,
      ),
    remove: (slug, confirm) => deleteStore(deps, slug, confirm),
    createOperator: (input) => createOperator(handle.db, CreateOperatorSchema.parse(input)),
    close: () => handle.close(),
  };
}

interface Answer {
  status: number;
  cookies: string[];
  body: unknown;
}

/** The running server's platform API on 127.0.0.1:`port`, as the platform host, signed with SECRET_KEY. */
export function remoteBackend(config: Config, port: number): StoreBackend {
  let csrf: { token: string; cookie: string } | null = null;

  const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          headers: {
            host: config.platformHost,
            // A body's length is always given: on DELETE Node's client neither chunks nor measures it, so
            // the server read the body as the next request ("Invalid method") and answered Bad Request.
            ...(payload !== undefined && {
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
            }),
            [CLI_HEADER]: signCliCall(config.secretKey, method, url, payload),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cookies: res.headers['set-cookie'] ?? [],
              body: text ? (JSON.parse(text) as unknown) : null,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  async function call<T>(route: { method: string; path: string }, slug?: string, body?: unknown): Promise<T> {
    if (!csrf) {
      const answer = await send('GET', '/api/csrf-token/');
      const token = (answer.body as { csrfToken: string }).csrfToken;
      csrf = { token, cookie: `csrftoken=${token}` };
    }
    const url = slug ? route.path.replace(':slug', encodeURIComponent(slug)) : route.path;
    const answer = await send(route.method, url, body, { 'x-csrftoken': csrf.token, cookie: csrf.cookie });
    if (answer.status >= 400) {
      const error = answer.body as { error?: string; fields?: Record<string, string> } | null;
      throw new RemoteError(answer.status, error?.error ?? `HTTP ${answer.status}`, error?.fields);
    }
    return answer.body as T;
  }

  const p = platformAdminEndpoints;
  return {
    where: `the running server on port ${port}`,
    create: (input) => call<CreatedStore>(p.createStore, undefined, input),
    list: async () => (await call<{ results: StoreSummary[] }>(p.stores)).results,
    setStatus: async (slug, status) =>
      (await call<{ store: StoreSummary }>(status === 'active' ? p.resumeStore : p.suspendStore, slug, {}))
        .store,
    addDomain: async (slug, domain) =>
      (await call<{ store: StoreSummary }>(p.addDomain, slug, { domain })).store,
    setStripeAccount: async (slug, accountId) =>
      (await call<{ store: StoreSummary }>(p.setStripeAccount, slug, { account_id: accountId })).store,
    remove: async (slug, confirm) => void (await call(p.deleteStore, slug, { confirm })),
    createOperator: async (input) =>
      (await call<{ operator: Operator }>(p.createOperator, undefined, input)).operator,
    close: async () => {},
  };
}
