import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as api } from '@storefront/contract/auth.endpoints';
import { CSRF_COOKIE } from '../../platform/csrf.ts';
import { route } from '../../platform/route.ts';
import { requireUser } from '../../platform/session-user.ts';
import type { UserRow } from './auth.tables.ts';
import { authenticate, registerUser, toProfile, userById } from './auth.service.ts';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendVerification,
  RESET_SENT_MESSAGE,
  sendRegistrationNotice,
  sendVerification,
  VERIFICATION_SENT_MESSAGE,
  verifyEmail,
} from './email-flows.service.ts';
import { accountKey, AccountLimiter, perIpLimit, SharedAccountLimiter } from './rate-limits.ts';
import { endSession, setUnusableSessionCookie, startSession } from './sessions.ts';
import { accountThrottleKey, signInLimiter } from './sign-in-throttle.ts';

export const PASSWORD_SET_MESSAGE = 'Your password has been set. You are signed in.';

/** Spec section 7, Authentication: sign-in, registration, sign-out, e-mail proof and password reset. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = app.config.authRateLimit;
  // Counted where every instance sees them (PostgreSQL), or in this process where it is the only one (PGlite).
  const { counters } = app;
  const accounts = counters ? new SharedAccountLimiter(limit, counters) : new AccountLimiter(limit);
  const signIns = signInLimiter(limit, counters);
  await app.register(rateLimit, { global: false, ...app.rateLimitStore });

  /** A new session id (the old one ends) and a new CSRF token at every sign-in and sign-out. */
  async function rotate(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow | null,
    remember = false,
  ) {
    await endSession(request.ctx, request, reply);
    if (user) {
      await startSession(request.ctx, reply, user.id, {
        remember,
        userAgent: request.headers['user-agent'] ?? '',
        secure: request.protocol === 'https',
      });
    }
    delete request.cookies[CSRF_COOKIE];
    app.issueCsrfToken(request, reply);
  }

  route(app, api.currentUser, async (request) => {
    const { ctx } = request;
    if (!ctx.user) return { is_authenticated: false as const };
    return toProfile(await ctx.db((tx) => userById(tx, ctx.tenant.id, ctx.user!.id)));
  });

  route(
    app,
    api.login,
    { config: { beforeOpening: true, rateLimit: perIpLimit('login', limit) } },
    async (request, reply) => {
      const { username, password, remember_me } = request.body;
      const user = await authenticate(request.ctx, username, password, signIns);
      await rotate(request, reply, user, remember_me);
      return { user: toProfile(user) };
    },
  );

  route(
    app,
    api.register,
    { config: { beforeOpening: true, rateLimit: perIpLimit('register', limit) } },
    async (request, reply) => {
      const { ctx, body } = request;
      await accounts.take(accountKey(ctx.tenant.id, 'register', body.email));
      const outcome = await ctx.db((tx) => registerUser(tx, ctx.tenant.id, body));
      if (outcome.created) {
        await sendVerification(ctx, app.mailer, outcome.user);
        await rotate(request, reply, outcome.user);
        return { user: toProfile(outcome.user) };
      }
      // The address has an owner: the same answer as a new account (a session cookie that opens
      // nothing), and an e-mail to the owner, so registering does not tell which addresses exist.
      await sendRegistrationNotice(ctx, app.mailer, outcome.owner);
      await rotate(request, reply, null);
      setUnusableSessionCookie(reply, { secure: request.protocol === 'https' });
      return { user: outcome.lookalike };
    },
  );

  route(app, api.logout, { config: { beforeOpening: true } }, async (request, reply) => {
    await rotate(request, reply, null);
    return { message: 'You have been signed out.' };
  });

  route(
    app,
    api.requestPasswordReset,
    { config: { beforeOpening: true, rateLimit: perIpLimit('password-reset', limit) } },
    async (request) => {
      const { ctx, body } = request;
      await accounts.take(accountKey(ctx.tenant.id, 'password-reset', body.email));
      app.background.run(
        'password reset',
        () => requestPasswordReset(ctx, app.mailer, body.email),
        request.log,
      );
      return { message: RESET_SENT_MESSAGE };
    },
  );

  route(
    app,
    api.confirmPasswordReset,
    { config: { beforeOpening: true, rateLimit: perIpLimit('password-reset-confirm', limit) } },
    async (request, reply) => {
      const { ctx } = request;
      const userId = await confirmPasswordReset(ctx, request.body.token, request.body.password);
      await signIns.succeed([accountThrottleKey(ctx.tenant.id, userId)]);
      // The e-mailed link proved the address: the person is signed in (a new store's owner goes on to set up).
      const user = await ctx.db((tx) => userById(tx, ctx.tenant.id, userId));
      await rotate(request, reply, user);
      return { message: PASSWORD_SET_MESSAGE, user: toProfile(user) };
    },
  );

  route(
    app,
    api.verifyEmail,
    { config: { beforeOpening: true, rateLimit: perIpLimit('verify-email', limit) } },
    async (request) => {
      await verifyEmail(request.ctx, request.body.token);
      return { message: 'Your email address has been verified.' };
    },
  );

  route(
    app,
    api.resendVerification,
    { config: { beforeOpening: true, rateLimit: perIpLimit('resend-verification', limit) } },
    async (request) => {
      const { ctx, body } = request;
      await accounts.take(accountKey(ctx.tenant.id, 'resend-verification', body.email));
      app.background.run(
        'verification resend',
        () => resendVerification(ctx, app.mailer, body.email),
        request.log,
      );
      return { message: VERIFICATION_SENT_MESSAGE };
    },
  );

  route(app, api.userRole, async (request) => ({
    role: requireUser(request.ctx).role,
  }));
};
