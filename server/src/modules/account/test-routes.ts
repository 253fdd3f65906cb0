import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertProduct } from '../catalog/index.ts';

const TestProductSchema = z.object({ name: z.string().min(1), price: z.string().default('9.99') });

/**
 * POST /api/test/products/: a product for browser tests of the wishlist, which cannot rely on a
 * catalogue being seeded. Registered only when NODE_ENV=test.
 */
export const accountTestRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.config.testRoutes) return;
  app.post('/api/test/products/', { schema: { body: TestProductSchema } }, async (request, reply) => {
    const { ctx, body } = request;
    const slug = `${body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    const row = await ctx.db((tx) =>
      insertProduct(tx, ctx.tenant.id, { slug, sku: slug.toUpperCase(), name: body.name, price: body.price }),
    );
    return reply.status(201).send({ id: row.id, slug: row.slug });
  });
};
