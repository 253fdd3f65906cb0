import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { onPostgres, readReplicas, type Database } from './db/client.ts';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sharedRateLimitStore } from './platform/rate-limit-store.ts';
import { databaseCounters, type SharedCounters } from './platform/shared-counters.ts';
import { answerCache } from './platform/answer-cache.ts';
import { background } from './platform/background.ts';
import { DataVersions, VERSION_CHANNEL } from './platform/data-versions.ts';
import { listen } from './db/notifications.ts';
import { csrf } from './platform/csrf.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { finishOpenApi } from './platform/openapi.ts';
import { registerHardening } from './platform/http-hardening.ts';
import { refuseAbsoluteTargets } from './platform/routed-path.ts';
import { registerJsonBodyParser } from './platform/json-body.ts';
import { requestIdHeader, requestIdOf } from './platform/request-id.ts';
import { responseSerializerCompiler } from './platform/response-serializer.ts';
import { tenancy, TenantResolver } from './platform/tenancy.ts';
import { registerWebApp, type HeadRenderer } from './platform/web-app.ts';
import { mail } from './platform/mail.ts';
import { healthRoutes } from './platform/health.ts';
import { metrics } from './platform/metrics.ts';
import { authRoutes, sessionLoader } from './modules/auth/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { catalogHead, catalogRoutes } from './modules/catalog/index.ts';
import { catalogReadRoutes, createCatalogRead } from './modules/catalog-read/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { openingGuard, tenantRoutes } from './modules/tenant/index.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { rateTableTaxProvider, taxRoutes } from './modules/tax/index.ts';
import { cardImport, cardIndexes, tcgRoutes, type CardIndexes } from './modules/tcg/index.ts';
import { importsRoutes } from './modules/imports/index.ts';
import { dashboardRoutes, manageRoutes } from './modules/dashboard/index.ts';
import { storeCreditRoutes } from './modules/store-credit/index.ts';
import { giftCardRoutes } from './modules/gift-cards/index.ts';
import { buylistRoutes } from './modules/buylist/index.ts';
import { priceImport, pricingRoutes } from './modules/pricing/index.ts';
import { promotionsRoutes } from './modules/promotions/index.ts';
import { salePricesRoutes } from './modules/sale-prices/index.ts';
import { platformRoutes, signupRoutes } from './modules/platform-admin/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { wantlistsRoutes } from './modules/wantlists/index.ts';
import { defaultPaymentProviders, stripeGateway } from './platform/payments/index.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Where log lines go instead of stdout (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    tenants: TenantResolver;
    /** A version per store and kind of data: what the shared answer cache keys on. */
    dataVersions: DataVersions;
    /** Counters every instance shares (PostgreSQL), or null on PGlite, where this process is the only one. */
    counters: SharedCounters | null;
    /** The @fastify/rate-limit options that put its counts in `counters` (none on PGlite: its own memory). */
    rateLimitStore: { store?: FastifyRateLimitStoreCtor };
    /** The card search's in-process indexes of this app (a warm-up loads them: the benchmarks). */
    cardIndexes: CardIndexes;
  }
}

/**
 * Every route's schemas are zod's: naming their compilers as the factories keeps Fastify from loading ajv
 * and fast-json-stringify for its defaults (a tenth of the server's start in a profile).
 */
function zodCompilers(production: boolean) {
  const serializer = responseSerializerCompiler(production);
  const factories = { buildValidator: () => validatorCompiler, buildSerializer: () => serializer };
  return factories as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
}

/** Builds the whole server: platform plugins first, then every module's routes, then the web app. */
export async function buildApp({ config, db, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]'],
      ...(logStream && { stream: logStream }),
      ...(!logStream &&
        !config.production &&
        config.logLevel !== 'silent' && { transport: { target: 'pino-pretty' } }),
    },
    trustProxy: config.trustProxy,
    bodyLimit: config.http.bodyLimitBytes,
    // A client that sends its request slowly is cut off (408) once it has taken requestTimeout in all. Node
    // applies it only with headersTimeout no longer than it, and checks every connectionsCheckingInterval:
    // a fraction of the timeout (at most Node's 30 s).
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.http.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.http.requestTimeoutMs / 10)),
    },
    // X-Request-Id is read (validated, from a trusted proxy only) by genReqId, not taken as is.
    requestIdHeader: false,
    genReqId: requestIdOf(config.requestIdProxies),
    schemaController: { compilersFactory: zodCompilers(config.production) },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(requestIdHeader);
  await app.register(metrics, { db, token: config.metricsToken });
  registerErrorHandler(app);
  refuseAbsoluteTargets(app);
  registerJsonBodyParser(app);

  const resolver = new TenantResolver(db);
  app.decorate('config', config);
  app.decorate('tenants', resolver);
  const versions = new DataVersions();
  versions.onBump((_tenant, kind) => kind === 'store' && resolver.invalidate());
  app.decorate('dataVersions', versions);
  const counters = onPostgres(db) ? databaseCounters(db) : null;
  app.decorate('counters', counters);
  app.decorate('rateLimitStore', counters ? { store: sharedRateLimitStore(counters) } : {});
  // Writes on any instance (or a CLI) announce their changes at commit: every instance bumps its versions.
  const unlisten = await listen(db, VERSION_CHANNEL, {
    message: (key) => versions.bump(key),
    lost: () => versions.forgetAll(),
  });
  app.addHook('onClose', unlisten);

  await registerHardening(app, { production: config.production, stripe: config.stripe !== null });
  await app.register(cookie, { secret: config.secretKey });
  await app.register(swagger, {
    openapi: { info: { title: 'Storefront API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document ? finishOpenApi(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  const replicas = readReplicas(db);
  await app.register(tenancy, {
    db,
    replicas,
    replicaMaxLagMs: config.replicaMaxLagMs,
    resolver,
    statementTimeoutMs: config.statementTimeoutMs,
    platformHost: config.platformHost,
    links: config.publicUrl,
    versions,
  });
  await app.register(csrf, { secret: config.secretKey });

  await app.register(sessionLoader);
  await app.register(openingGuard);
  await app.register(answerCache, { versions, entries: config.answerCacheEntries, ttlMs: 60_000 });
  await app.register(background);
  await app.register(mail, {
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    testRoutes: config.testRoutes,
    links: config.publicUrl,
  });

  app.get('/api/health/', { config: { tenantOptional: true } }, async () => ({ status: 'ok' }));
  await app.register(healthRoutes, { db, token: config.metricsToken });
  app.metrics.queue('background', () => app.background.pending);
  await app.register(tenantRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  // The catalogue's read model: its indexes and caches belong to this app (a fresh one per test app).
  // A page read from a replica may miss an unannounced change the change log already passed: with
  // replicas, product pages are read there each time rather than kept (decision 050).
  const keptPages = config.databaseReplicaUrls.length ? 0 : config.keptProductPages;
  const catalogRead = createCatalogRead({
    searchIndex: config.searchIndex,
    listIndex: config.listIndex,
    keptPages: { pages: keptPages, bytes: 16 * 1024 * 1024 },
  });
  await app.register(catalogRoutes);
  await app.register(catalogReadRoutes, { read: catalogRead });
  await app.register(searchRoutes, { reader: catalogRead.reader });
  await app.register(cartRoutes);
  // Cards go through Stripe when it is configured, else the built-in test gateway (docs/payments.md).
  const cardGateway = config.stripe ? stripeGateway(config.stripe) : null;
  // The store's own rate table taxes orders; an external tax service would be chosen here (decision 052).
  // One set of providers: checkout charges with them and staff refunds go back through the same ones.
  const payments = defaultPaymentProviders(cardGateway ?? undefined);
  await app.register(checkoutRoutes, { payments, tax: rateTableTaxProvider });
  await app.register(paymentsRoutes, { db, gateway: cardGateway });
  await app.register(taxRoutes);
  await app.register(ordersRoutes, { payments });
  // The card search's indexes belong to this app too (decision 048), with their limits as options.
  const cards = cardIndexes({ maxSyncChanges: 1_000, maxChanged: 20_000, stores: 64 });
  app.decorate('cardIndexes', cards);
  await app.register(tcgRoutes, { cards });
  await app.register(importsRoutes, { kinds: [cardImport, priceImport], db });
  await app.register(dashboardRoutes);
  await app.register(manageRoutes);
  await app.register(storeCreditRoutes);
  await app.register(giftCardRoutes);
  await app.register(buylistRoutes, { cards });
  await app.register(pricingRoutes);
  await app.register(promotionsRoutes);
  await app.register(salePricesRoutes, { db });
  await app.register(wantlistsRoutes, { db });
  await app.register(platformRoutes, { db, stripe: cardGateway });
  await app.register(signupRoutes, { db });

  const headRenderers: HeadRenderer[] = [catalogHead];
  if (config.webDist) await registerWebApp(app, { distDir: config.webDist, headRenderers });

  return app;
}
