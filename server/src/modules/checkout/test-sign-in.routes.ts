import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { startSession, users } from '../auth/index.ts';

/**
 * NODE_ENV=test only (app.ts registers it only when `config.testRoutes`, which is never true in
 * production): signs a demo user in without a password so the browser tests of cart and checkout can
 * run before the accounts branch provides /login. Delete once the e2e signs in through /login.
 */
export const testSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/sign-in/',
    { schema: { hide: true, body: z.object({ username: z.string() }) } },
    async (request, reply) => {
      const ctx = request.ctx;
      const [user] = await ctx.db((tx) =>
        tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, ctx.tenant.id), eq(users.username, request.body.username))),
      );
      if (!user) throw new NotFound('No such user');
      await startSession(ctx, reply, user.id);
      return { ok: true };
    },
  );
};
