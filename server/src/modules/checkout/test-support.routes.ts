import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../platform/errors.ts';
import { startSession, usersNamed } from '../auth/index.ts';
import { products } from '../catalog/tables.ts';

/**
 * NODE_ENV=test only (app.ts registers it only when `config.testRoutes`, which is never true in
 * production): signs a demo user in without a password so the browser tests of cart and checkout can
 * run before the accounts branch provides /login, and lists the store's products (id, slug, name) before
 * the catalogue API exists. Delete once the e2e signs in through /login and browses the catalogue.
 */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/sign-in/',
    { schema: { hide: true, body: z.object({ username: z.string() }) } },
    async (request, reply) => {
      const ctx = request.ctx;
      const [user] = await ctx.db((tx) => usersNamed(tx, ctx.tenant.id, [request.body.username]));
      if (!user) throw new NotFound('No such user');
      await startSession(ctx, reply, user.id);
      return { ok: true };
    },
  );

  app.get('/api/test/products/', { schema: { hide: true } }, async (request) => {
    const ctx = request.ctx;
    return ctx.db((tx) =>
      tx
        .select({ id: products.id, slug: products.slug, name: products.name })
        .from(products)
        .where(eq(products.tenantId, ctx.tenant.id))
        .orderBy(products.id),
    );
  });
};
