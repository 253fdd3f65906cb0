import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { platformAdminEndpoints as api } from '@storefront/contract/platform-admin.endpoints';
import { PLATFORM_CONSOLE_PATH } from '@storefront/contract/platform-admin.endpoints';
import type { Database } from '../../db/client.ts';
import { CSRF_COOKIE } from '../../platform/csrf.ts';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../platform/errors.ts';
import { storeOrigin } from '../../platform/public-url.ts';
import { route } from '../../platform/route.ts';
import type { StripeGateway } from '../../platform/payments/index.ts';
import { signInLimiter } from '../auth/index.ts';
import { singleUse } from '../../platform/shared-counters.ts';
import { bodyDigest, CLI_HEADER, MAX_SKEW_MS, signedCliNonce } from './cli-signature.ts';
import {
  authenticateOperator,
  createOperator,
  endOperatorSession,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_SESSION_MS,
  operatorOfSession,
  startOperatorSession,
  type Operator,
} from './operators.ts';
import { confirmSignup, requestSignup } from './signup.service.ts';
import { setStoreStripeAccount } from './store-stripe-account.ts';
import { addStoreDomain, createStore, deleteStore, listStores, setStoreStatus } from './stores.service.ts';

/** The store CLI, when it goes through a running server (signed with the server's key, from this machine). */
const CLI_OPERATOR: Operator = { id: 0, email: 'cli', name: 'Command line' };
const LOOPBACK_IPS = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const only = { config: { platformOnly: true } };

/**
 * The platform console's API on PLATFORM_HOST (`platformOnly`: a store's host answers 404): operators sign
 * in, list stores and create, suspend, resume, extend and delete them, and choose a store's Stripe account. No store user, admin or not, is an
 * operator: the console reads its own session cookie and table only.
 */
export const platformRoutes: FastifyPluginAsyncZod<{ db: Database; stripe: StripeGateway | null }> = async (
  app,
  { db, stripe },
) => {
  const deps = { db, mailer: app.mailer, links: app.config.publicUrl, platformHost: app.config.platformHost };
  const limit = app.config.authRateLimit;
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });

  const nonces = singleUse(db);

  /**
   * A CLI call is signed over its method, URL and body digest with a nonce used once: a replay (the same
   * body again, or another) within the signature's minute is refused; the nonce is kept until it passes.
   */
  async function signedByCli(request: FastifyRequest, signature: string): Promise<boolean> {
    if (!LOOPBACK_IPS.has(request.ip)) return false;
    const digest = request.jsonBodyDigest ?? bodyDigest();
    const call = { method: request.method, url: request.url, digest };
    const nonce = signedCliNonce(app.config.secretKey, signature, call);
    return nonce !== null && (await nonces.claim(`cli:${nonce}`, 2 * MAX_SKEW_MS));
  }

  async function operatorOf(request: FastifyRequest): Promise<Operator | null> {
    const signature = request.headers[CLI_HEADER];
    if (typeof signature === 'string') return (await signedByCli(request, signature)) ? CLI_OPERATOR : null;
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    return token ? operatorOfSession(db, token) : null;
  }

  async function requireOperator(request: FastifyRequest): Promise<Operator> {
    const operator = await operatorOf(request);
    if (!operator) throw new Unauthorized('Sign in as a platform operator');
    return operator;
  }

  /** A new CSRF token at every sign-in and sign-out. */
  function rotateCsrf(request: FastifyRequest, reply: FastifyReply) {
    delete request.cookies[CSRF_COOKIE];
    app.issueCsrfToken(request, reply);
  }

  route(app, api.createOperator, only, async (request) => {
    if ((await requireOperator(request)) !== CLI_OPERATOR)
      throw new Forbidden('Operators are created with npm run store -- operator create');
    return { operator: await createOperator(db, request.body) };
  });

  // The admin dashboard's "Tenants" button: stores are managed in the platform console (decision 019).
  const consoleUrl = `${storeOrigin(app.config.publicUrl, { slug: 'platform', domains: [app.config.platformHost] })}/`;
  app.get(PLATFORM_CONSOLE_PATH, { config: { tenantOptional: true } }, async (_request, reply) =>
    reply.redirect(consoleUrl),
  );

  route(app, api.session, only, async (request) => ({
    operator: await operatorOf(request),
  }));

  const loginLimit = {
    max: limit.perIp,
    timeWindow: limit.windowMs,
    keyGenerator: (request: FastifyRequest) => `platform-login:${request.ip}`,
    errorResponseBuilder: () => new TooManyRequests(),
  };
  // Per account as well as per address: failures of one e-mail, from any address, wait 1 s, 2 s, 4 s …
  const operatorSignIns = signInLimiter(limit, app.counters);
  route(app, api.login, { config: { platformOnly: true, rateLimit: loginLimit } }, async (request, reply) => {
    const key = [`platform:operator:${request.body.email.trim().toLowerCase()}`];
    await operatorSignIns.check(key);
    const operator = await authenticateOperator(db, request.body.email, request.body.password);
    if (!operator) {
      await operatorSignIns.fail(key);
      throw new Unauthorized('Invalid email or password');
    }
    await operatorSignIns.succeed(key);
    const token = await startOperatorSession(db, operator.id);
    reply.setCookie(OPERATOR_SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      maxAge: OPERATOR_SESSION_MS / 1000,
    });
    rotateCsrf(request, reply);
    return { operator };
  });

  route(app, api.logout, only, async (request, reply) => {
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (token) await endOperatorSession(db, token);
    reply.clearCookie(OPERATOR_SESSION_COOKIE, { path: '/' });
    rotateCsrf(request, reply);
  });

  route(app, api.stores, only, async (request) => {
    await requireOperator(request);
    return { results: await listStores(deps) };
  });

  route(app, api.createStore, only, async (request) => {
    await requireOperator(request);
    const created = await createStore(deps, request.body);
    app.tenants.invalidate();
    return created;
  });

  route(app, api.suspendStore, only, async (request) => {
    await requireOperator(request);
    const store = await setStoreStatus(deps, request.params.slug, 'suspended');
    app.tenants.invalidate();
    return { store };
  });

  route(app, api.resumeStore, only, async (request) => {
    await requireOperator(request);
    const store = await setStoreStatus(deps, request.params.slug, 'active');
    app.tenants.invalidate();
    return { store };
  });

  route(app, api.addDomain, only, async (request) => {
    await requireOperator(request);
    const store = await addStoreDomain(deps, request.params.slug, request.body.domain);
    app.tenants.invalidate();
    return { store };
  });

  route(app, api.setStripeAccount, only, async (request) => {
    await requireOperator(request);
    const store = await setStoreStripeAccount(deps, stripe, request.params.slug, request.body.account_id);
    app.tenants.invalidate();
    return { store };
  });

  route(app, api.deleteStore, only, async (request) => {
    await requireOperator(request);
    await deleteStore(deps, request.params.slug, request.body.confirm);
    app.tenants.invalidate();
  });
};

/**
 * Self-service "Open your store" (PLATFORM_SIGNUP): a request mails a link, opening it creates the store with
 * the person as admin. Off, every call answers 404 as if it did not exist.
 */
export const signupRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { signup } = app.config;
  const deps = {
    db,
    mailer: app.mailer,
    links: app.config.publicUrl,
    platformHost: app.config.platformHost,
    secretKey: app.config.secretKey,
    storeDomain: signup.storeDomain,
    mailsPerRecipient: signup.mailsPerRecipient,
  };
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });
  const open = () => {
    if (!signup.enabled) throw new NotFound('Opening a store here is switched off.');
  };
  const perHour = {
    max: signup.perHour,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request: FastifyRequest) => `signup:${request.ip}`,
    errorResponseBuilder: () => new TooManyRequests(),
  };

  route(app, api.signupInfo, only, async () => {
    open();
    return { store_domain: signup.storeDomain };
  });
  route(app, api.signup, { config: { platformOnly: true, rateLimit: perHour } }, async (request) => {
    open();
    return requestSignup(deps, request.body);
  });
  route(app, api.confirmSignup, { config: { platformOnly: true, rateLimit: perHour } }, async (request) => {
    open();
    const done = await confirmSignup(deps, request.body.token);
    app.tenants.invalidate();
    return done;
  });
};
