import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import type { PublicUrlSettings } from './platform/public-url.ts';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_REPLICA_URLS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'postgres:// URLs, comma-separated'))),
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).default(5000),
  REPLICA_CHECK_MS: z.coerce.number().int().min(50).default(250),
  PLATFORM_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'a host name without scheme or port')
    .default('platform.localhost'),
  PLATFORM_SIGNUP: z.enum(['on', 'off'], { error: 'on or off' }).default('on'),
  PLATFORM_STORE_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'a host name without scheme or port')
    .optional(),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SIGNUP_MAILS_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  IMPORT_PENDING_PER_USER: z.coerce.number().int().min(1).default(5),
  IMPORT_PENDING_PER_STORE: z.coerce.number().int().min(1).default(20),
  IMPORT_PENDING_MB_PER_USER: z.coerce.number().int().min(1).default(200),
  IMPORT_PENDING_MB_PER_STORE: z.coerce.number().int().min(1).default(500),
  IMPORT_JOBS_PER_STORE: z.coerce.number().int().min(1).default(2),
  IMPORT_BATCH_MS: z.coerce.number().int().min(1).max(10_000).default(150),
  IMPORT_JOBS_TOTAL: z.coerce.number().int().min(1).default(4),
  IMPORT_UPLOAD_TTL_HOURS: z.coerce.number().min(0.01).default(24),
  SECRET_KEY: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Storefront <no-reply@storefront.localhost>'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z.stringbool().default(false),
  REQUEST_ID_PROXIES: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  PUBLIC_URL_SCHEME: z.enum(['http', 'https']).optional(),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(300_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ANSWER_CACHE_ENTRIES: z.coerce.number().int().min(0).default(5000),
  SEARCH_INDEX_MAX_PRODUCTS: z.coerce.number().int().min(0).default(250_000),
  LIST_INDEX_MAX_PRODUCTS: z.coerce.number().int().min(0).default(250_000),
  KEPT_PRODUCT_PAGES: z.coerce.number().int().min(0).default(20_000),
  AUTH_SIGNIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  AUTH_SIGNIN_MAX_DELAY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'a secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'a publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().min(1).default(60),
  /** How often each store's wantlist alert step runs (decision 063); 0 turns the alerts' timer off. */
  WANTLIST_ALERT_SECONDS: z.coerce.number().min(0).max(86_400).default(60),
});

export interface Config {
  port: number;
  host: string;
  /** Directory of the embedded database; ignored when `databaseUrl` is set. `memory://` keeps it in RAM. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Streaming replicas of `databaseUrl` that anonymous catalogue reads may use (db/replicas.ts). */
  databaseReplicaUrls: string[];
  /** A replica further behind the primary than this is not read from until it catches up. */
  replicaMaxLagMs: number;
  /** How often each replica's position is measured (never per request). */
  replicaCheckMs: number;
  /** The host of the platform console (operators); no store may use it. */
  platformHost: string;
  /**
   * Self-service "Open your store" on the platform host: off answers its calls 404. A new store answers on
   * `<subdomain>.<storeDomain>`; at most `perHour` signup requests per client address and hour, and at most
   * `mailsPerRecipient` signup e-mails to one address a day (whatever addresses ask).
   */
  signup: { enabled: boolean; storeDomain: string; perHour: number; mailsPerRecipient: number };
  secretKey: string;
  /** SECRET_KEY was not set: `secretKey` is random, made for this process only. */
  secretKeyGenerated: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Built web app to serve; undefined serves the API only. */
  webDist: string | undefined;
  logLevel: string;
  /** NODE_ENV as given, or the caller's default. */
  nodeEnv: string;
  production: boolean;
  trustProxy: boolean;
  /** Addresses (a proxy's) whose X-Request-Id is taken; anyone else's request gets an id of the server's. */
  requestIdProxies: string[];
  /** Links in e-mails: the store's primary domain with this scheme and port (see public-url.ts). */
  publicUrl: PublicUrlSettings;
  /** Auth calls per window and client address; registrations, resets and resends per e-mail; sign-in delays. */
  authRateLimit: {
    perIp: number;
    perAccount: number;
    windowMs: number;
    /** Failed sign-ins of one account before each attempt waits 1 s, 2 s, 4 s … */
    signInFreeFailures: number;
    /** The longest wait between sign-in attempts of one account. */
    signInMaxDelayMs: number;
  };
  /**
   * Upload quotas and job concurrency (imports/upload-quotas.ts): uploads waiting to start per user and per
   * store (count and bytes), jobs running at once per store and in all (the rest wait queued), and how long
   * an upload never started is kept.
   */
  imports: {
    /** Uploads not yet started, per user and per store, and their bytes. */
    pendingPerUser: number;
    pendingPerStore: number;
    pendingBytesPerUser: number;
    pendingBytesPerStore: number;
    /** Jobs reading or writing at once in this process, per store and in all; the others wait queued. */
    jobsPerStore: number;
    jobsTotal: number;
    /** An upload never started is deleted (file and row) this long after it was sent. */
    uploadTtlMs: number;
    /** How long one batch of an import's writes aims to take (each commits; other requests run between). */
    batchMs: number;
  };
  /** Longest a request's database statement may run on PostgreSQL before it is cancelled (a 503). */
  statementTimeoutMs: number;
  /** Searches and suggestions allowed per client address per minute (each costs more than a page read). */
  searchRateLimitPerMinute: number;
  /** Anonymous catalogue answers the server keeps (platform/answer-cache.ts); 0 turns the cache off. */
  answerCacheEntries: number;
  /**
   * The in-process product search (decision 031): a store of more than `storeProducts` active products is
   * searched through SQL; all stores' indexes hold at most `totalProducts` (least recently used dropped).
   */
  searchIndex: { storeProducts: number; totalProducts: number };
  /** The in-process list index (decision 036), bounded the same way; 0 products: every list through SQL. */
  listIndex: { storeProducts: number; totalProducts: number };
  /** Shoppers' product pages kept in process (decisions 037, 050); 0: every page through SQL. */
  keptProductPages: number;
  /** Bearer token of `GET /metrics`; unset, /metrics answers 404 on the public port. */
  metricsToken: string | undefined;
  /** A port on 127.0.0.1 serving /metrics without a token (for a Prometheus on the same machine). */
  metricsPort: number | undefined;
  /** On SIGTERM or SIGINT, how long requests in flight may take to finish before the process stops anyway. */
  shutdownTimeoutMs: number;
  /**
   * The HTTP server's bounds (decision 038): a request must arrive whole within `requestTimeoutMs` (uploads
   * included), a connection silent for `connectionTimeoutMs` is closed, and a body other than an upload's
   * file may hold `bodyLimitBytes`.
   */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; bodyLimitBytes: number };
  /** NODE_ENV=test: adds routes that only tests may use (e.g. reading the mail outbox). */
  testRoutes: boolean;
  /** Card payments through Stripe (docs/payments.md); null: the built-in test card gateway takes cards. */
  stripe: StripeSettings | null;
  /** An order waiting for its card payment this long is cancelled, its stock and credit released. */
  paymentExpiryMs: number;
  /** How often the wantlist alert step runs, in ms (0: never on its own; tests call it). */
  wantlistAlertEveryMs: number;
}

/** The deployment's Stripe account; `api` points the SDK elsewhere (the tests' stand-in). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  api?: { host: string; port: number | undefined; protocol: 'http' | 'https' | undefined };
}

/** All three keys, or none (the test gateway); a partial set is a mistake worth stopping for. */
function stripeSettings(e: z.infer<typeof EnvSchema>): StripeSettings | null {
  const keys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (keys.every((k) => k === undefined)) return null;
  if (keys.some((k) => k === undefined))
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    );
  const [secretKey, publishableKey, webhookSecret] = keys as [string, string, string];
  const host = e.STRIPE_API_HOST;
  const api = host ? { host, port: e.STRIPE_API_PORT, protocol: e.STRIPE_API_PROTOCOL } : undefined;
  return { secretKey, publishableKey, webhookSecret, ...(api && { api }) };
}

/** `platform.example.com` → `example.com`; a one-label host stays itself. */
function parentDomain(host: string): string {
  const dot = host.indexOf('.');
  return dot > 0 && dot < host.length - 1 ? host.slice(dot + 1) : host;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Reads and validates the environment: the only place `process.env` is read. `defaultNodeEnv` is the
 * mode when NODE_ENV is unset (`npm start` passes production; the CLIs keep development).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { defaultNodeEnv = 'development' }: { defaultNodeEnv?: 'development' | 'production' } = {},
): Config {
  const parsed = EnvSchema.safeParse({ NODE_ENV: defaultNodeEnv, ...env });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // The embedded database keeps a generated key beside its data (main.ts); a shared server needs one given.
  if (production && e.DATABASE_URL && !e.SECRET_KEY)
    throw new Error('Invalid configuration: SECRET_KEY is required in production with DATABASE_URL');
  if (e.DATABASE_REPLICA_URLS.length > 0 && !e.DATABASE_URL)
    throw new Error('Invalid configuration: DATABASE_REPLICA_URLS needs DATABASE_URL (the primary)');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR.startsWith('memory://') ? e.DATA_DIR : path.resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrls: e.DATABASE_REPLICA_URLS,
    replicaMaxLagMs: e.REPLICA_MAX_LAG_MS,
    replicaCheckMs: e.REPLICA_CHECK_MS,
    platformHost: e.PLATFORM_HOST.toLowerCase(),
    signup: {
      enabled: e.PLATFORM_SIGNUP === 'on',
      storeDomain: (e.PLATFORM_STORE_DOMAIN ?? parentDomain(e.PLATFORM_HOST)).toLowerCase(),
      perHour: e.SIGNUP_RATE_LIMIT,
      mailsPerRecipient: e.SIGNUP_MAILS_PER_RECIPIENT,
    },
    secretKey: e.SECRET_KEY ?? randomBytes(32).toString('hex'),
    secretKeyGenerated: !e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    // WEB_DIST='' serves the API only (as `npm run dev` does, where Vite serves the app).
    webDist: e.WEB_DIST === '' ? undefined : path.resolve(repoRoot, e.WEB_DIST ?? 'web/dist'),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    production,
    trustProxy: e.TRUST_PROXY,
    requestIdProxies: e.REQUEST_ID_PROXIES,
    publicUrl: { production, port: e.PORT, scheme: e.PUBLIC_URL_SCHEME, publicPort: e.PUBLIC_PORT },
    authRateLimit: {
      perIp: e.AUTH_RATE_LIMIT_PER_IP,
      perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT,
      windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      signInFreeFailures: e.AUTH_SIGNIN_FREE_FAILURES,
      signInMaxDelayMs: e.AUTH_SIGNIN_MAX_DELAY_MS,
    },
    statementTimeoutMs: e.STATEMENT_TIMEOUT_MS,
    imports: {
      pendingPerUser: e.IMPORT_PENDING_PER_USER,
      pendingPerStore: e.IMPORT_PENDING_PER_STORE,
      pendingBytesPerUser: e.IMPORT_PENDING_MB_PER_USER * 1024 * 1024,
      pendingBytesPerStore: e.IMPORT_PENDING_MB_PER_STORE * 1024 * 1024,
      jobsPerStore: e.IMPORT_JOBS_PER_STORE,
      jobsTotal: e.IMPORT_JOBS_TOTAL,
      uploadTtlMs: e.IMPORT_UPLOAD_TTL_HOURS * 60 * 60 * 1000,
      batchMs: e.IMPORT_BATCH_MS,
    },
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT,
    answerCacheEntries: e.ANSWER_CACHE_ENTRIES,
    searchIndex: {
      storeProducts: e.SEARCH_INDEX_MAX_PRODUCTS,
      totalProducts: 2 * e.SEARCH_INDEX_MAX_PRODUCTS,
    },
    listIndex: {
      storeProducts: e.LIST_INDEX_MAX_PRODUCTS,
      totalProducts: 2 * e.LIST_INDEX_MAX_PRODUCTS,
    },
    keptProductPages: e.KEPT_PRODUCT_PAGES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
    testRoutes: e.NODE_ENV === 'test',
    stripe: stripeSettings(e),
    paymentExpiryMs: e.PAYMENT_EXPIRY_MINUTES * 60 * 1000,
    wantlistAlertEveryMs: e.WANTLIST_ALERT_SECONDS * 1000,
  };
}

/** A configuration for tests: in-memory database, quiet logs, no web app. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://' }),
    webDist: undefined,
    // A test file searches far faster than a shopper; the limit's own test sets a small one.
    searchRateLimitPerMinute: 1_000_000,
    // Tests that set data up behind the API would read a cached answer; the cache's own tests turn it on.
    answerCacheEntries: 0,
    // The same for lists picked in process; the list index's own tests turn it on.
    listIndex: { storeProducts: 0, totalProducts: 0 },
    keptProductPages: 0,
    // Tests run the alert step themselves, at the time they choose.
    wantlistAlertEveryMs: 0,
    ...overrides,
  };
}
