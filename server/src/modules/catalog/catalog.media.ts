import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { productSvg } from './catalog.art.ts';

const ParamsSchema = z.object({ file: z.string().regex(/^[\w-]{1,200}\.svg$/, 'Unknown image') });

/**
 * GET /media/products/{slug}.svg (`drawnProductImage`): the product's picture, drawn from its name, type and
 * category; the seeders store this path as the image file, and pages fall back to it.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/products/:file',
    { schema: { hide: true, params: ParamsSchema } },
    async (request, reply) => {
      const slug = request.params.file.slice(0, -'.svg'.length);
      const [row] = await request.ctx.db((tx) =>
        queryRows<{ name: string; kind: string | null; palette: string | null }>(
          tx,
          sql`select p.name, t.slug as kind, c.slug as palette from products p
              left join product_types t on t.tenant_id = p.tenant_id and t.id = p.product_type_id
              left join categories c on c.tenant_id = p.tenant_id and c.id = p.category_id
              where p.tenant_id = ${request.ctx.tenant.id} and p.slug = ${slug}`,
        ),
      );
      if (!row) return reply.status(404).send({ error: 'Image not found' });
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .type('image/svg+xml; charset=utf-8')
        .send(productSvg({ name: row.name, kind: row.kind ?? '', palette: row.palette ?? row.name }));
    },
  );
};
